import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContentPageParamsSchema, ContentPageSchema, type ContentPage } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

export const pageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:slug',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Página de contenido',
        description:
          'Textos editoriales: about, terms, privacy, revocation, risk-legends, brand-financial, brand-insurance, brand-daimler, forms, campaign, syntage.',
        params: ContentPageParamsSchema,
        response: { 200: ContentPageSchema, ...errorResponses(404, 429, 500) },
      },
    },
    // From memory (content-cache); an unknown slug is a 404 and is not kept.
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: `page:${request.params.slug}`,
        cacheControl: 'public, max-age=300',
        load: async () => {
          const [page] = await app.db.query<ContentPage>(
            `select slug, title, intro, body_html as "bodyHtml",
                    to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt",
                    revised_on::text as "revisedOn", valid_until::text as "validUntil"
               from content_pages where slug = $1`,
            [request.params.slug],
          );
          if (!page) throw new AppError(404, 'NOT_FOUND', 'No encontramos esa página.');
          return page;
        },
      }),
  );
};
