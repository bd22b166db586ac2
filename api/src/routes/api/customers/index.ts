import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CustomerProfileSchema, type ContractStatus } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { UNAUTHENTICATED_MESSAGE } from '../../../plugins/app/auth';
import { errorResponses } from '../../error-responses';

export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every route here belongs to the signed-in customer.
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me',
    {
      schema: {
        tags: ['clientes'],
        summary: 'Mi perfil',
        description: 'El cliente de la sesión con sus contratos. Solo devuelve los contratos del titular del token.',
        security: [{ bearerAuth: [] }],
        response: { 200: CustomerProfileSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const [customer] = await app.db.query<{ id: string; name: string; email: string; rfc: string }>(
        'select id, name, email, rfc from customers where id = $1',
        [request.customerId],
      );
      // A valid token for a customer that no longer exists is a session that no longer exists.
      if (!customer) throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);

      const contracts = await app.db.query<{ id: string; number: string; vehicle: string; status: ContractStatus }>(
        'select id, number, vehicle, status from contracts where customer_id = $1 order by created_at, number',
        [request.customerId],
      );
      reply.header('Cache-Control', 'no-store');
      return { ...customer, contracts };
    },
  );
};
