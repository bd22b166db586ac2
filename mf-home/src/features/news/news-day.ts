import type { NewsItem } from '@fvc/shared/contracts';
import { formatCalendarDate } from '@fvc/shared/format';

let mexicoCityDay: Intl.DateTimeFormat | null = null;

/**
 * The day a news item shows: "2 de marzo de 2026". The API gives it as Mexico City's calendar
 * day (`publishedOn`), written here without Intl (a page's first Intl object is a long task,
 * docs/decisions/0020). A response from an API older than that field, still in a cache or during
 * a deploy, is dated from `publishedAt` with Intl, as before.
 */
export function newsDay(item: Pick<NewsItem, 'publishedAt' | 'publishedOn'>): string {
  if (item.publishedOn) return formatCalendarDate(item.publishedOn);
  mexicoCityDay ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' });
  return mexicoCityDay.format(new Date(item.publishedAt));
}
