import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyCreditApplicationListSchema } from '@fvc/shared/contracts';
import { listMyCreditApplications } from '../../../customer-data/credit-applications';
import { errorResponses } from '../../error-responses';

/** Issue #72: the applicant follows an application from the e-mailed link or, once a customer, here. */
export const creditApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/applications',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyCreditApplications',
        summary: 'Mis solicitudes de crédito',
        description:
          'Las solicitudes de crédito o arrendamiento del cliente, de la más reciente a la más antigua: las aprobadas a su nombre y las enviadas cuyo solicitante dio su RFC o uno de sus correos. Cada una con su vehículo, su plan, su estado y el historial de cambios con las notas para el solicitante. Los borradores solo se abren con su enlace.',
        response: { 200: MyCreditApplicationListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listMyCreditApplications(app.db, request.customerId);
    },
  );
};
