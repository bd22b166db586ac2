import type { NewsItem } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';

// The day in Mexico City comes from the database's time-zone rules (daylight saving time until
// 2022 included), so the page writes it as a calendar date, without Intl (issue #15).
export const NEWS_COLUMNS = `id, title, subtitle, img_back as imgback, '/noticias/' || id as urlbutton,
  text_button as textbutton, body_html as body,
  to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "publishedAt",
  to_char(published_at at time zone 'America/Mexico_City', 'YYYY-MM-DD') as "publishedOn"`;

/** Published news, the most recent first (future-dated items are scheduled, not shown). */
export async function listNews(db: Queryable, limit = 50): Promise<NewsItem[]> {
  return db.query<NewsItem>(
    `select ${NEWS_COLUMNS} from news where published_at <= now() order by published_at desc, id desc limit $1`,
    [limit],
  );
}
