import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertRequestSchema, AlertSchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { errorResponses } from '../../error-responses';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

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
      logLevel: CACHED_ROUTE_LOG_LEVEL,
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
    // Every page asks, with one of four flag pairs: each pair's answer (or its 204) comes from
    // memory (content-cache); the alerts' own dates end it on time (migration 0012).
    async (request, reply) => {
      const { internalAlert, pcAlert } = request.body;
      return app.contentCache.send(request, reply, {
        key: `alert:${internalAlert}:${pcAlert}`,
        load: async () => {
          const [row] = await app.db.query<AlertRow>(
            `select title, description_html, img_back, url, textbutton
               from alerts
              where active and internal = $1 and pc = $2
                and (starts_at is null or starts_at <= now())
                and (ends_at is null or ends_at > now())
              order by starts_at desc nulls last, created_at desc
              limit 1`,
            [internalAlert, pcAlert],
          );
          if (!row) return null;
          return {
            title: row.title,
            description: row.description_html,
            imgBack: row.img_back,
            url: row.url,
            textbutton: row.textbutton,
          };
        },
      });
    },
  );
};
