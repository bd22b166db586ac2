import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VitalsReportSchema } from '@fvc/shared/contracts';
import { clientKey } from '../../../rate-limits/form-limits';
import { errorResponses } from '../../error-responses';

/** Field data (decision 0052): what visitors' browsers measured, kept to read as p75 per route. */
export const vitalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['métricas'],
        security: [],
        summary: 'Registrar las métricas de una visita',
        description:
          'Guarda los Core Web Vitals (LCP, INP, CLS) que el navegador midió en una página, con la ruta de la tabla del shell y el tipo de dispositivo; ningún dato personal. Responde 204.',
        body: VitalsReportSchema,
        response: { 204: { type: 'null', description: 'Guardadas.' }, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      await app.forms.count(request, reply, [[app.forms.limits.vitalsPerIp, clientKey(request)]]);
      const { route, device, metrics } = request.body;
      // One statement for the visit's metrics (at most three).
      await app.db.query(
        'insert into web_vitals (route, device, metric, value) select $1, $2, metric, value from unnest($3::text[], $4::float8[]) as visit (metric, value)',
        [route, device, metrics.map(({ name }) => name), metrics.map(({ value }) => value)],
      );
      return reply.status(204).send(null);
    },
  );
};
