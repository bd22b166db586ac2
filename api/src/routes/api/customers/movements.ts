import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContractParamsSchema, MovementPageSchema, MovementsCsvQuerySchema, MovementsQuerySchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { businessToday } from '../../../customer-data/business-date';
import { findContractCard } from '../../../customer-data/contracts';
import { movementPage, movementsInRange, type MovementFilter } from '../../../customer-data/movements';
import { movementsCsv } from '../../../customer-data/movements-csv';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';

function checkRange(filter: MovementFilter): void {
  if (filter.from && filter.to && filter.from > filter.to) {
    const message = 'La fecha final debe ser igual o posterior a la inicial.';
    throw new AppError(400, 'VALIDATION_ERROR', message, { to: message });
  }
}

export const movementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contracts/:id/movements',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'listMyMovements',
        summary: 'Movimientos de un contrato',
        description: 'Cargos y abonos del contrato, del más reciente al más antiguo, paginados y filtrados por fechas (incluidas). Una página fuera de rango se corrige a la última.',
        params: ContractParamsSchema,
        querystring: MovementsQuerySchema,
        response: { 200: MovementPageSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const { from, to, page = 1, pageSize = 10 } = request.query;
      checkRange({ from, to });
      const contract = await findContractCard(app.db, request.customerId, request.params.id, businessToday());
      if (!contract) throw notFound('contract');
      reply.header('Cache-Control', 'private, no-store');
      return movementPage(app.db, request.customerId, contract.id, { from, to }, page, pageSize);
    },
  );

  app.get(
    '/contracts/:id/movements.csv',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'exportMyMovements',
        summary: 'Movimientos en CSV',
        description: 'Los movimientos del rango como CSV para Excel: UTF-8 con BOM, fechas dd/mm/aaaa e importes en formato es-MX.',
        params: ContractParamsSchema,
        querystring: MovementsCsvQuerySchema,
        response: { 200: Type.String({ description: 'text/csv' }), ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      checkRange({ from, to });
      const contract = await findContractCard(app.db, request.customerId, request.params.id, businessToday());
      if (!contract) throw notFound('contract');
      const movements = await movementsInRange(app.db, request.customerId, contract.id, { from, to });
      const range = `${from ?? 'inicio'}-a-${to ?? businessToday()}`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="movimientos-${contract.number}-${range}.csv"`)
        .send(movementsCsv(movements));
    },
  );
};
