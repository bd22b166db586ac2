import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { businessToday, moveBusinessDate } from '../../../customer-data/business-date';
import { apiJobs } from '../../../jobs/api-jobs';
import { errorResponses } from '../../error-responses';

/**
 * The test clock: only registered with TEST_CLOCK=1 (config/env.ts refuses it in production), for
 * the browser tests of what happens on a due date (issue #70: a debit sent, answered, applied).
 * It moves the business day every route and job sees and runs a job at once, as its schedule
 * would. Never part of a deployed API: without the flag these addresses do not exist.
 */
export const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/',
    {
      schema: {
        tags: ['pruebas'],
        operationId: 'moveTestClock',
        summary: 'Mover el día de negocio (solo pruebas)',
        description: 'El reloj queda a las 12:00 (Ciudad de México) del día dado; null lo regresa al reloj real.',
        security: [],
        body: Type.Object({ today: Type.Union([Type.String({ format: 'date' }), Type.Null()]) }, { additionalProperties: false }),
        response: { 200: Type.Object({ today: Type.String({ format: 'date' }) }), ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      moveBusinessDate(request.body.today);
      return { today: businessToday() };
    },
  );

  app.post(
    '/jobs/:name',
    {
      schema: {
        tags: ['pruebas'],
        operationId: 'runJobNow',
        summary: 'Correr una tarea programada ahora (solo pruebas)',
        security: [],
        params: Type.Object({ name: Type.String({ pattern: '^[a-z-]{1,40}$' }) }),
        response: { 200: Type.Object({ report: Type.Unknown() }), ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request) => {
      const job = apiJobs(app).find((candidate) => candidate.name === request.params.name);
      if (!job) throw new AppError(404, 'NOT_FOUND', 'No hay una tarea con ese nombre.');
      return { report: (await job.run()) ?? null };
    },
  );
};
