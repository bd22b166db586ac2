import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerProfileSchema } from '@fvc/shared/contracts';
import { findCustomerContact, findCustomerDetails, listContractSummaries } from '../../../customer-data/customer-profile';
import { AppError } from '../../../app-error';
import { UNAUTHENTICATED_MESSAGE } from '../../../plugins/app/auth';
import { errorResponses } from '../../error-responses';

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'getMyProfile',
        summary: 'Mi perfil',
        description: 'El cliente de la sesión con su teléfono, su domicilio fiscal y sus contratos. Solo devuelve los contratos del titular del token.',
        response: { 200: CustomerProfileSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const customer = await findCustomerContact(app.db, request.customerId);
      // A valid token for a customer that no longer exists is a session that no longer exists.
      if (!customer) throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
      const [contracts, details] = await Promise.all([listContractSummaries(app.db, request.customerId), findCustomerDetails(app.db, request.customerId)]);
      reply.header('Cache-Control', 'no-store');
      return { ...customer, phone: details?.phone ?? null, address: details?.address ?? null, contracts };
    },
  );
};
