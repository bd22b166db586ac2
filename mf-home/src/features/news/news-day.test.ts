import { newsDay } from './news-day';

describe('newsDay', () => {
  it("writes the API's Mexico City day as it is", () => {
    expect(newsDay({ publishedAt: '2026-01-01T05:30:00Z', publishedOn: '2025-12-31' })).toBe('31 de diciembre de 2025');
  });

  it('dates a response without that day (an older API) in Mexico City time', () => {
    // 23:30 of the day before in Mexico City.
    expect(newsDay({ publishedAt: '2026-01-01T05:30:00Z' })).toBe('31 de diciembre de 2025');
    expect(newsDay({ publishedAt: '2026-11-23T18:00:00Z' })).toBe('23 de noviembre de 2026');
  });
});
