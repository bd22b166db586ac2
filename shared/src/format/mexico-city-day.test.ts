import { mexicoCityDay } from './mexico-city-day';

describe('mexicoCityDay', () => {
  it('is the day in Mexico City, not in UTC: six hours behind in winter', () => {
    expect(mexicoCityDay(new Date('2026-01-01T05:30:00Z'))).toBe('2025-12-31');
    expect(mexicoCityDay(new Date('2026-01-01T06:30:00Z'))).toBe('2026-01-01');
  });

  it('keeps the daylight saving time Mexico City had until October 2022: five hours behind that summer', () => {
    expect(mexicoCityDay(new Date('2022-07-02T04:30:00Z'))).toBe('2022-07-01');
    expect(mexicoCityDay(new Date('2022-07-02T05:30:00Z'))).toBe('2022-07-02');
    // And none since: the same hour in the summer of 2026 is still the day before.
    expect(mexicoCityDay(new Date('2026-07-02T05:30:00Z'))).toBe('2026-07-01');
  });

  it('writes YYYY-MM-DD with two-digit months and days, today by default', () => {
    expect(mexicoCityDay(new Date('2026-03-05T18:00:00Z'))).toBe('2026-03-05');
    expect(mexicoCityDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
