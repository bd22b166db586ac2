import { Type, type Static } from 'typebox';
import { INTEGER_ID_MAX } from './id-limits';

export const PlanKindSchema = Type.Union([Type.Literal('credit'), Type.Literal('pure-lease'), Type.Literal('financial-lease')], {
  title: 'Plan',
  description: 'credit: crédito directo; pure-lease: arrendamiento puro; financial-lease: arrendamiento financiero.',
});

/** The engine's PlanParams (`@fvc/shared/finance`), as stored per plan and vehicle type. */
export const QuotePlanParamsSchema = Type.Object(
  {
    plan: PlanKindSchema,
    annualRate: Type.Number({ description: 'Tasa anual fija (0.15 = 15 %).' }),
    minDownPayment: Type.Number({ description: 'Enganche mínimo como fracción del precio.' }),
    maxDownPayment: Type.Number({ description: 'Enganche máximo como fracción del precio.' }),
    commission: Type.Number({ description: 'Comisión por apertura como fracción del monto financiado (más IVA).' }),
    residual: Type.Number({ description: 'Valor residual u opción de compra como fracción del precio sin IVA.' }),
    insuranceRate: Type.Number({ description: 'Prima anual del seguro como fracción del precio.' }),
    depositRents: Type.Integer({ description: 'Rentas en depósito (arrendamientos).' }),
    terms: Type.Array(Type.Integer(), { description: 'Plazos permitidos en meses (12 a 72).' }),
    ivaOnInterest: Type.Object({ fisica: Type.Boolean(), moral: Type.Boolean() }, { description: 'IVA sobre intereses por tipo de persona.' }),
    timing: Type.Union([Type.Literal('arrears'), Type.Literal('advance')], { description: 'Rentas vencidas o anticipadas.' }),
    catIncludesInsurance: Type.Boolean({ description: 'Si el seguro obligatorio cuenta en el CAT (regla de Banxico; por omisión sí).' }),
  },
  { description: 'Parámetros de un plan para un tipo de vehículo.' },
);
export type QuotePlanParams = Static<typeof QuotePlanParamsSchema>;

export const CatalogueVehicleTypeSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String({ description: 'Segmento de la ruta independiente, p. ej. “tractocamion”.' }),
    name: Type.String(),
    image: Type.String({ description: 'Ruta de la imagen bajo la API, p. ej. /media/vehicle-camion.webp.' }),
    plans: Type.Array(QuotePlanParamsSchema, { description: 'Parámetros de cada plan para este tipo.' }),
  },
  { description: 'Un tipo de vehículo con sus parámetros de plan.' },
);
export type CatalogueVehicleType = Static<typeof CatalogueVehicleTypeSchema>;

export const VehicleTypesResponseSchema = Type.Object({ types: Type.Array(CatalogueVehicleTypeSchema) }, { description: 'Tipos de vehículo.' });
export type VehicleTypesResponse = Static<typeof VehicleTypesResponseSchema>;

export const VehicleModelSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    brand: Type.String(),
    description: Type.String(),
    image: Type.String(),
    fromPrice: Type.Integer({ description: 'Precio con IVA de la versión más económica, en centavos.' }),
  },
  { description: 'Un modelo.' },
);
export type VehicleModel = Static<typeof VehicleModelSchema>;

export const VehicleTypeParamsSchema = Type.Object(
  { type: Type.String({ pattern: '^[a-z0-9-]{1,40}$', maxLength: 40, title: 'Tipo de vehículo' }) },
  { additionalProperties: false },
);
export type VehicleTypeParams = Static<typeof VehicleTypeParamsSchema>;

export const VehicleModelsResponseSchema = Type.Object(
  { type: Type.String({ description: 'Slug del tipo.' }), models: Type.Array(VehicleModelSchema) },
  { description: 'Modelos de un tipo.' },
);
export type VehicleModelsResponse = Static<typeof VehicleModelsResponseSchema>;

export const VehicleVersionSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    year: Type.Integer(),
    price: Type.Integer({ description: 'Precio con IVA en centavos.' }),
    priceWithoutIva: Type.Integer({ description: 'Precio sin IVA en centavos.' }),
  },
  { description: 'Una versión con su precio.' },
);
export type VehicleVersion = Static<typeof VehicleVersionSchema>;

export const VehicleModelParamsSchema = Type.Object(
  { modelId: Type.Integer({ minimum: 1, maximum: INTEGER_ID_MAX, title: 'Modelo' }) },
  { additionalProperties: false },
);
export type VehicleModelParams = Static<typeof VehicleModelParamsSchema>;

export const VehicleVersionsResponseSchema = Type.Object(
  { model: VehicleModelSchema, versions: Type.Array(VehicleVersionSchema) },
  { description: 'Versiones de un modelo.' },
);
export type VehicleVersionsResponse = Static<typeof VehicleVersionsResponseSchema>;
