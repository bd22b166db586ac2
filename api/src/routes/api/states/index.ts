import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CitiesQuerySchema,
  CityListResponseSchema,
  StateDistributorsQuerySchema,
  StateDistributorsResponseSchema,
  StateListResponseSchema,
} from '@fvc/shared/contracts';
import { errorResponses } from '../../error-responses';
import { findDealers, listCities, listStates } from '../../../content-data/dealers';

/**
 * docs/product.md §7: states, cities and distributors by state, with a bearer token as that section lists them (the
 * customer portal's calls). Anonymous visitors use the same data through /api/public/dealers.
 */
export const stateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '',
    {
      schema: {
        tags: ['distribuidores'],
        summary: 'Estados',
        response: { 200: StateListResponseSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async () => ({ states: await listStates(app.db) }),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['distribuidores'],
        summary: 'Ciudades con distribuidor',
        description: 'Todas, o las de un estado con `state_id`.',
        querystring: CitiesQuerySchema,
        response: { 200: CityListResponseSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => ({ cities: await listCities(app.db, request.query.state_id) }),
  );

  app.get(
    '/distributors',
    {
      schema: {
        tags: ['distribuidores'],
        summary: 'Distribuidores de un estado',
        querystring: StateDistributorsQuerySchema,
        response: { 200: StateDistributorsResponseSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => ({
      distributors: await findDealers(app.db, app.dealerCipher, { stateId: request.query.state_id }),
    }),
  );
};
