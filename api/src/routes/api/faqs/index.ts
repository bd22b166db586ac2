import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FaqsSchema, type FaqGroup } from '@fvc/shared/contracts';
import { errorResponses } from '../../error-responses';

interface FaqRow {
  group_title: string;
  question: string;
  answer_html: string;
}

export const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Preguntas frecuentes',
        description: 'Preguntas frecuentes generales del sitio, agrupadas y en orden.',
        response: { 200: FaqsSchema, ...errorResponses(429, 500) },
      },
    },
    async (_request, reply) => {
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
      reply.header('Cache-Control', 'public, max-age=300');
      return { groups };
    },
  );
};
