import type { NewsItem } from '@fvc/shared/contracts';
import { formatCalendarDate, mexicoCityDay } from '@fvc/shared/format';

/**
 * The day a news item shows: "2 de marzo de 2026". The API gives it as Mexico City's calendar
 * day (`publishedOn`), written here without Intl (a page's first Intl object is a long task,
 * docs/decisions/0020). A response from an API older than that field, still in a cache or during
 * a deploy, is dated from `publishedAt`, turned into Mexico City's day with Intl.
 */
export function newsDay(item: Pick<NewsItem, 'publishedAt' | 'publishedOn'>): string {
  return formatCalendarDate(item.publishedOn ?? mexicoCityDay(new Date(item.publishedAt)));
}
