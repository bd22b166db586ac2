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

  it('agrees with the zone\'s rules, every 97 minutes from before daylight saving time ended to 2030', () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });
    const differences: string[] = [];
    for (let time = Date.UTC(2022, 9, 1); time < Date.UTC(2030, 0, 1); time += 97 * 60 * 1000) {
      const instant = new Date(time);
      if (mexicoCityDay(instant) !== zone.format(instant)) differences.push(instant.toISOString());
    }
    expect(differences).toEqual([]);
  });

  it('refuses an instant that is not one', () => {
    expect(() => mexicoCityDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
