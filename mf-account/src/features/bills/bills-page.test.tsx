import { filterMonths } from './bills-page';

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
});
