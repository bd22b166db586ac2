import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractDetailSchema, ContractListSchema, ContractParamsSchema } from '@fvc/shared/contracts';
import { businessToday } from '../../../customer-data/business-date';
import { balanceHistory, contractSchedule, findContractCard, findContractTerms, listContractCards } from '../../../customer-data/contracts';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';

export const contractRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contracts',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyContracts',
        summary: 'Mis contratos',
        description: 'Cada contrato con su situación de hoy: vigente, con atraso o liquidado; saldo, próximo pago, días de atraso y avance del plazo.',
        response: { 200: ContractListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { contracts: await listContractCards(app.db, request.customerId, businessToday()) };
    },
  );

  app.get(
    '/contracts/:id',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'getMyContract',
        summary: 'Detalle de un contrato',
        description: 'Condiciones, tabla de pagos (pagadas, por vencer y vencidas) y el saldo al cierre de cada mes.',
        params: ContractParamsSchema,
        response: { 200: ContractDetailSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const today = businessToday();
      const { customerId } = request;
      const card = await findContractCard(app.db, customerId, request.params.id, today);
      if (!card) throw notFound('contract');
      const terms = await findContractTerms(app.db, customerId, card.id);
      reply.header('Cache-Control', 'private, no-store');
      return {
        contract: card,
        terms: {
          financed: terms?.financed ?? 0,
          termMonths: terms?.termMonths ?? 0,
          installment: terms?.installment ?? 0,
          residualValue: terms?.residualValue ?? 0,
          ivaOnInterest: terms?.ivaOnInterest ?? false,
        },
        schedule: await contractSchedule(app.db, customerId, card.id, today),
        balanceHistory: await balanceHistory(app.db, customerId, card.id),
      };
    },
  );
};
