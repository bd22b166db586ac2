import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  VehicleModelParamsSchema,
  VehicleModelsResponseSchema,
  VehicleTypeParamsSchema,
  VehicleTypesResponseSchema,
  VehicleVersionsResponseSchema,
  type VehicleModel,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';
import { loadPlanParams } from '../../../content-data/plan-params';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

// The catalogue and its parameters change only when an editor changes them.
const CATALOGUE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=3600';

interface ModelRow {
  id: number;
  slug: string;
  name: string;
  brand: string;
  description: string;
  image: string;
  from_price: string | null;
}

const toModel = (row: ModelRow): VehicleModel => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  brand: row.brand,
  description: row.description,
  image: `/media/${row.image}`,
  fromPrice: Number(row.from_price ?? 0),
});

const MODEL_COLUMNS = `m.id, m.slug, m.name, m.brand, m.description, m.image,
  (select min(v.price_cents) from vehicle_versions v where v.model_id = m.id) as from_price`;

export const vehicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/types',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['cotizador'],
        security: [],
        summary: 'Tipos de vehículo',
        description: 'Tipos de vehículo del cotizador con los parámetros de cada plan (tasa, enganche, comisión, residual, plazos, IVA sobre intereses).',
        response: { 200: VehicleTypesResponseSchema, ...errorResponses(429, 500) },
      },
    },
    // The calculator's catalogue, from memory (content-cache) until it or its parameters change.
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: 'vehicle-types',
        cacheControl: CATALOGUE_CACHE_CONTROL,
        load: async () => {
          const [types, params] = await Promise.all([
            app.db.query<{ id: number; slug: string; name: string; image: string }>(
              'select id, slug, name, image from vehicle_types order by sort_order, id',
            ),
            loadPlanParams(app.db),
          ]);
          return {
            types: types.map((type) => ({ ...type, image: `/media/${type.image}`, plans: params.get(type.id) ?? [] })),
          };
        },
      }),
  );

  app.get(
    '/types/:type/models',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['cotizador'],
        security: [],
        summary: 'Modelos de un tipo',
        params: VehicleTypeParamsSchema,
        response: { 200: VehicleModelsResponseSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: `vehicle-models:${request.params.type}`,
        cacheControl: CATALOGUE_CACHE_CONTROL,
        load: async () => {
          const [type] = await app.db.query<{ id: number }>('select id from vehicle_types where slug = $1', [request.params.type]);
          if (!type) throw new AppError(404, 'VEHICLE_TYPE_NOT_FOUND', 'No encontramos ese tipo de vehículo.');
          const rows = await app.db.query<ModelRow>(
            `select ${MODEL_COLUMNS} from vehicle_models m where m.type_id = $1 order by m.sort_order, m.id`,
            [type.id],
          );
          return { type: request.params.type, models: rows.map(toModel) };
        },
      }),
  );

  app.get(
    '/models/:modelId/versions',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['cotizador'],
        security: [],
        summary: 'Versiones de un modelo',
        params: VehicleModelParamsSchema,
        response: { 200: VehicleVersionsResponseSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: `vehicle-versions:${request.params.modelId}`,
        cacheControl: CATALOGUE_CACHE_CONTROL,
        load: async () => {
          const [model] = await app.db.query<ModelRow>(`select ${MODEL_COLUMNS} from vehicle_models m where m.id = $1`, [
            request.params.modelId,
          ]);
          if (!model) throw new AppError(404, 'VEHICLE_MODEL_NOT_FOUND', 'No encontramos ese modelo.');
          const versions = await app.db.query<{ id: number; name: string; year: number; price_cents: string; price_without_iva_cents: string }>(
            'select id, name, year, price_cents, price_without_iva_cents from vehicle_versions where model_id = $1 order by sort_order, id',
            [model.id],
          );
          return {
            model: toModel(model),
            versions: versions.map((v) => ({
              id: v.id,
              name: v.name,
              year: v.year,
              price: Number(v.price_cents),
              priceWithoutIva: Number(v.price_without_iva_cents),
            })),
          };
        },
      }),
  );
};
