import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
};
