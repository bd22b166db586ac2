import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewsItemSchema, NewsListSchema, NewsParamsSchema, type NewsItem } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';
import { NEWS_COLUMNS, listNews } from '../../../content-data/news';

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
