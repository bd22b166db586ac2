import { documentsFilter, filterMonths } from './documents-filter';

describe('filterMonths', () => {
  const today = new Date('2026-11-25T12:00:00Z');

  it('goes back to the month the oldest contract started, newest first', () => {
    const months = filterMonths('2021-09-15', today);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2021-09');
    expect(months).toHaveLength(63);
    expect(months).toContain('2022-01');
  });

  it('offers the last 36 months while the contracts are not known', () => {
    const months = filterMonths(undefined, today);
    expect(months).toHaveLength(36);
    expect(months.at(-1)).toBe('2023-12');
  });

  it('does not offer next month on the evening of a month’s last day in Mexico City, already the 1st in UTC', () => {
    // 30 November, 19:00 in Mexico City (UTC−6).
    expect(filterMonths('2024-01-10', new Date('2026-12-01T01:00:00Z'))[0]).toBe('2026-11');
    expect(filterMonths('2024-01-10', new Date('2026-12-01T06:00:00Z'))[0]).toBe('2026-12');
  });
});

describe('documentsFilter', () => {
  const mine = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
  const theirs = '6f1c1d9e-0c55-4b0e-9d6a-1d1b2c3d4e5f';
  const choices = { contractIds: [mine], months: ['2026-11', '2026-10', '2026-09'] };
  const address = (query: string) => new URLSearchParams(query);

  it('reads the contract and the period from the address', () => {
    expect(documentsFilter(address(`contrato=${mine}&desde=2026-09&hasta=2026-10`), choices)).toEqual({ contractId: mine, from: '2026-09', to: '2026-10' });
  });

  it('leaves out what is not of the right form, which the API would refuse', () => {
    expect(documentsFilter(address('contrato=nonsense&desde=abc&hasta=2026-13'))).toEqual({ contractId: undefined, from: undefined, to: undefined });
  });

  it('once the choices are known, leaves out another customer’s contract and months the filter does not offer', () => {
    expect(documentsFilter(address(`contrato=${theirs}&desde=2099-01&hasta=2020-01`))).toEqual({ contractId: theirs, from: '2099-01', to: '2020-01' });
    expect(documentsFilter(address(`contrato=${theirs}&desde=2099-01&hasta=2020-01`), choices)).toEqual({ contractId: undefined, from: undefined, to: undefined });
  });
});
