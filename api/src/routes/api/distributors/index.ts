import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DealerContactFormSchema } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { UNAUTHENTICATED_MESSAGE } from '../../../plugins/app/auth';
import { findCustomerContact } from '../../../customer-data/customer-profile';
import { errorResponses } from '../../error-responses';

export const PRIVACY_NOTICE_PATH = '/legales/aviso-de-privacidad';

/**
 * docs/product.md §7 `GET /api/distributors/showformreq` (bearer, response not shown). Read here as: what the
 * dealer contact form needs for a signed-in customer, i.e. the customer's own name and e-mail to
 * prefill it. Only the token's customer is ever returned.
 */
export const distributorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/showformreq',
    {
      schema: {
        tags: ['distribuidores'],
        summary: 'Datos del formulario de contacto a un distribuidor',
        response: { 200: DealerContactFormSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const customer = await findCustomerContact(app.db, request.customerId);
      if (!customer) throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
      reply.header('Cache-Control', 'private, no-store');
      return { name: customer.name, email: customer.email, privacyNoticePath: PRIVACY_NOTICE_PATH };
    },
  );
};
