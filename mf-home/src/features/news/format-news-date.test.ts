import { formatNewsDate } from './format-news-date';
import type * as FormatNewsDateModule from './format-news-date';

describe('formatNewsDate', () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes the date in Spanish, in Mexico City's time", () => {
    expect(formatNewsDate('2026-11-23T18:00:00Z')).toBe('23 de noviembre de 2026');
    // Midnight in UTC is still the day before in Mexico City.
    expect(formatNewsDate('2026-01-01T00:00:00Z')).toBe('31 de diciembre de 2025');
  });

  it('makes its formatter on the first call, not when the module loads (issue #15: no Intl on /)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof FormatNewsDateModule>('./format-news-date');
      expect(made).not.toHaveBeenCalled();
      fresh.formatNewsDate('2026-11-23T18:00:00Z');
      fresh.formatNewsDate('2026-11-24T18:00:00Z');
      expect(made).toHaveBeenCalledTimes(1);
    });
  });
});
