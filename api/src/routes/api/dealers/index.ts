import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEALER_PAGE_SIZE, DealerPageSchema, DealerSearchQuerySchema, PublicStatesResponseSchema } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';
import { countDealers, findDealers, listCities, listStates } from '../../../content-data/dealers';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

/**
 * The public, read-only dealer locator. docs/product.md §7 puts states and distributors behind a bearer
 * token (the customer portal's calls), yet /distribuidores is a public page (docs/product.md §2, §6: anonymous
 * visitors find a dealer) and docs/architecture.md §3 lists the dealer locator among what needs no session. So
 * anonymous visitors read the same data here: the dealers' business addresses and contact
 * channels, which are published on purpose; nothing about customers. The routes of docs/product.md §7 stay as they are.
 */
export const publicDealerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['distribuidores'],
        security: [],
        summary: 'Buscar distribuidores (público)',
        description:
          'Filtros por estado, ciudad y tipo de vehículo; con `lat` y `lng`, del más cercano al más lejano con `distanceKm`. Paginado.',
        querystring: DealerSearchQuerySchema,
        response: { 200: DealerPageSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const { state_id, city_id, vehicle_type, lat, lng, page = 1, page_size = DEALER_PAGE_SIZE.default } = request.query;
      if ((lat === undefined) !== (lng === undefined)) {
        const field = lat === undefined ? 'lat' : 'lng';
        throw new AppError(400, 'VALIDATION_ERROR', 'Para ordenar por cercanía envía latitud y longitud.', {
          [field]: `El campo “${field === 'lat' ? 'Latitud' : 'Longitud'}” es obligatorio si envías el otro.`,
        });
      }
      const filters = {
        stateId: state_id,
        cityId: city_id,
        vehicleType: vehicle_type,
        near: lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined,
      };
      const [total, items] = await Promise.all([
        countDealers(app.db, filters),
        findDealers(app.db, app.dealerCipher, { ...filters, limit: page_size, offset: (page - 1) * page_size }),
      ]);
      // Results depend on the visitor's position; only unlocated searches are worth sharing in caches.
      reply.header('Cache-Control', filters.near ? 'private, max-age=60' : 'public, max-age=300');
      return { items, page, pageSize: page_size, total };
    },
  );

  app.get(
    '/states',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['distribuidores'],
        security: [],
        summary: 'Estados y ciudades con distribuidor (público)',
        response: { 200: PublicStatesResponseSchema, ...errorResponses(429, 500) },
      },
    },
    // The locator's first call on every visit: from memory (content-cache), an hour in caches.
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: 'dealer-states',
        cacheControl: 'public, max-age=3600',
        load: async () => {
          const [states, cities] = await Promise.all([listStates(app.db), listCities(app.db)]);
          return { states: states.map((state) => ({ ...state, cities: cities.filter((city) => city.stateId === state.id) })) };
        },
      }),
  );
};
