import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewsItemSchema, NewsListSchema, NewsParamsSchema, type NewsItem } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { errorResponses } from '../../error-responses';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

// The day in Mexico City comes from the database's time-zone rules (daylight saving time until
// 2022 included), so the page writes it as a calendar date, without Intl (issue #15).
const NEWS_COLUMNS = `id, title, subtitle, img_back as imgback, '/noticias/' || id as urlbutton,
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

const NOT_FOUND = new AppError(404, 'NOT_FOUND', 'No encontramos esa noticia. Puede que ya no esté publicada.');

export const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Noticias',
        description: 'Noticias publicadas, la más reciente primero.',
        response: { 200: NewsListSchema, ...errorResponses(429, 500) },
      },
    },
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: 'news',
        cacheControl: 'public, max-age=300',
        load: async () => ({ items: await listNews(app.db) }),
      }),
  );

  app.get(
    '/:id',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Detalle de noticia',
        params: NewsParamsSchema,
        response: { 200: NewsItemSchema, ...errorResponses(404, 429, 500) },
      },
    },
    async (request, reply) => {
      // Any id that is not a plausible integer is simply not a news item: 404, not 400.
      if (!/^[1-9][0-9]{0,8}$/.test(request.params.id)) throw NOT_FOUND;
      const id = Number(request.params.id);
      return app.contentCache.send(request, reply, {
        key: `news:${id}`,
        cacheControl: 'public, max-age=300',
        load: async () => {
          const [item] = await app.db.query<NewsItem>(`select ${NEWS_COLUMNS} from news where id = $1 and published_at <= now()`, [id]);
          if (!item) throw NOT_FOUND;
          return item;
        },
      });
    },
  );
};
