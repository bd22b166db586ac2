import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractDetailSchema, ContractListSchema, ContractParamsSchema } from '@fvc/shared/contracts';
import { businessToday } from '../../../customer-data/business-date';
import { balanceHistory, contractCard, contractSchedule, lastPaymentOn, listContractCards, termChanges } from '../../../customer-data/contracts';
import { customerLedger } from '../../../ledger/ledger-store';
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
        description: 'Condiciones, tabla de pagos en vigor (pagadas, por vencer y vencidas), los cambios de plazo y su porqué, y el saldo al cierre de cada mes.',
        params: ContractParamsSchema,
        response: { 200: ContractDetailSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const today = businessToday();
      const { customerId } = request;
      const contract = await customerLedger(app.db, customerId, request.params.id);
      if (!contract) throw notFound('contract');
      reply.header('Cache-Control', 'private, no-store');
      return {
        contract: contractCard(contract, today),
        terms: {
          financed: contract.financed ?? 0,
          termMonths: contract.termMonths ?? 0,
          installment: contract.installment ?? 0,
          residualValue: contract.residualValue,
          ivaOnInterest: contract.ivaOnInterest,
        },
        schedule: contractSchedule(contract, today),
        termChanges: termChanges(contract),
        lastPaymentOn: await lastPaymentOn(app.db, contract.id),
        balanceHistory: await balanceHistory(app.db, customerId, contract.id),
      };
    },
  );
};
