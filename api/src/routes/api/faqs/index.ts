import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FaqsSchema, type FaqGroup } from '@fvc/shared/contracts';
import { errorResponses } from '../../error-responses';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

interface FaqRow {
  group_title: string;
  question: string;
  answer_html: string;
}

export const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Preguntas frecuentes',
        description: 'Preguntas frecuentes generales del sitio, agrupadas y en orden.',
        response: { 200: FaqsSchema, ...errorResponses(429, 500) },
      },
    },
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: 'faqs',
        cacheControl: 'public, max-age=300',
        load: async () => {
          const rows = await app.db.query<FaqRow>(
            'select group_title, question, answer_html from faqs order by group_order, group_title, sort_order, id',
          );
          const groups: FaqGroup[] = [];
          for (const row of rows) {
            let group = groups.at(-1);
            if (group?.title !== row.group_title) {
              group = { title: row.group_title, items: [] };
              groups.push(group);
            }
            group.items.push({ question: row.question, answerHtml: row.answer_html });
          }
          return { groups };
        },
      }),
  );
};
