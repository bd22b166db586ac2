import { movementsFilter } from './balances-first-view';

const address = (query: string) => new URLSearchParams(query);

describe('movementsFilter', () => {
  it('reads the dates, the page and the page size from the address', () => {
    expect(movementsFilter(address('desde=2026-06-01&hasta=2026-09-30&pagina=3&por-pagina=20'))).toEqual({ from: '2026-06-01', to: '2026-09-30', page: 3, pageSize: 20 });
  });

  it('corrects a page that is not a whole number from 1 to the first page', () => {
    for (const pagina of ['-3', '0', 'abc', '2.5', '']) expect(movementsFilter(address(`pagina=${pagina}`)).page).toBe(1);
  });

  it('takes a range written the wrong way round as the range it names, rather than a refusal', () => {
    expect(movementsFilter(address('desde=2026-12-01&hasta=2025-01-01'))).toMatchObject({ from: '2025-01-01', to: '2026-12-01' });
    expect(movementsFilter(address('desde=2026-12-01'))).toMatchObject({ from: '2026-12-01', to: undefined });
  });

  it('leaves out dates that do not exist, and a page size it does not offer', () => {
    expect(movementsFilter(address('desde=2026-02-31&hasta=abc&por-pagina=7'))).toEqual({ from: undefined, to: undefined, page: 1, pageSize: 10 });
  });
});
