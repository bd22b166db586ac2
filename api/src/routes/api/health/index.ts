import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HealthSchema } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['sistema'],
        security: [],
        summary: 'Estado del servicio',
        description: 'Responde ok cuando el proceso y la base de datos responden.',
        response: { 200: HealthSchema, ...errorResponses(429, 500, 503) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('select 1');
      } catch (error) {
        request.log.error({ err: error }, 'la base de datos no responde');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'El servicio no está disponible por el momento. Intenta de nuevo más tarde.');
      }
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get(
    '/content-generation',
    {
      schema: {
        tags: ['sistema'],
        security: [],
        summary: 'Generación del contenido público',
        description: 'Cambia cada vez que el contenido público puede haber cambiado (una publicación del back-office, una promoción que empieza o termina). El trabajo de prerender la consulta para volver a dibujar las páginas en menos de un minuto.',
        response: { 200: Type.Object({ generation: Type.String() }), ...errorResponses(429, 500) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { generation: await app.contentGeneration.current() };
    },
  );
};
