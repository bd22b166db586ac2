import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertRequestSchema, AlertSchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { errorResponses } from '../../error-responses';

interface AlertRow {
  title: string;
  description_html: string;
  img_back: string | null;
  url: string | null;
  textbutton: string | null;
}

export const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['contenido'],
        security: [],
        summary: 'Alerta activa',
        description:
          'SPEC §7: devuelve la alerta activa (vigente por fechas) para las banderas dadas, o 204 sin contenido cuando no hay ninguna. El sitio público envía ambas banderas en false.',
        body: AlertRequestSchema,
        response: {
          200: AlertSchema,
          204: Type.Null({ description: 'No hay alerta activa.' }),
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.query<AlertRow>(
        `select title, description_html, img_back, url, textbutton
           from alerts
          where active and internal = $1 and pc = $2
            and (starts_at is null or starts_at <= now())
            and (ends_at is null or ends_at > now())
          order by starts_at desc nulls last, created_at desc
          limit 1`,
        [request.body.internalAlert, request.body.pcAlert],
      );
      if (!row) return reply.status(204).send(null);
      return {
        title: row.title,
        description: row.description_html,
        imgBack: row.img_back,
        url: row.url,
        textbutton: row.textbutton,
      };
    },
  );
};
