import type { Queryable } from '../database';

// Fictitious catalogue and plan parameters of the quote calculator (issue #5). Prices in cents:
// with IVA is the list price, without IVA is the same divided by 1.16, as a dealer lists both.

interface VersionSeed {
  name: string;
  year: number;
  price: number; // pesos with IVA
}
interface ModelSeed {
  slug: string;
  name: string;
  brand: string;
  description: string;
  versions: VersionSeed[];
}
interface TypeSeed {
  slug: string;
  name: string;
  models: ModelSeed[];
}

const CATALOGUE: TypeSeed[] = [
  {
    slug: 'tractocamion',
    name: 'Tractocamión',
    models: [
      {
        slug: 'cumbre-t800',
        name: 'Cumbre T800',
        brand: 'Cumbre',
        description: 'Tractocamión de largo recorrido con cabina dormitorio.',
        versions: [
          { name: 'T800 Day Cab 450 HP', year: 2026, price: 2_450_000 },
          { name: 'T800 Sleeper 510 HP', year: 2026, price: 2_890_000 },
        ],
      },
      {
        slug: 'cumbre-t600',
        name: 'Cumbre T600',
        brand: 'Cumbre',
        description: 'Tractocamión regional, eficiente en carretera y ciudad.',
        versions: [{ name: 'T600 410 HP', year: 2026, price: 2_150_000 }],
      },
    ],
  },
  {
    slug: 'camion',
    name: 'Camión',
    models: [
      {
        slug: 'cumbre-c45',
        name: 'Cumbre C45',
        brand: 'Cumbre',
        description: 'Camión mediano para distribución urbana.',
        versions: [
          { name: 'C45 Chasis cabina 4.5 t', year: 2026, price: 980_000 },
          { name: 'C45 Caja seca 4.5 t', year: 2026, price: 1_120_000 },
        ],
      },
      {
        slug: 'cumbre-c100',
        name: 'Cumbre C100',
        brand: 'Cumbre',
        description: 'Camión pesado para carga regional.',
        versions: [{ name: 'C100 Rabón 10 t', year: 2026, price: 1_640_000 }],
      },
    ],
  },
  {
    slug: 'autobus',
    name: 'Autobús',
    models: [
      {
        slug: 'horizonte-urbano',
        name: 'Horizonte Urbano',
        brand: 'Horizonte',
        description: 'Autobús urbano de piso bajo.',
        versions: [{ name: 'Urbano 12 m', year: 2026, price: 3_250_000 }],
      },
      {
        slug: 'horizonte-foraneo',
        name: 'Horizonte Foráneo',
        brand: 'Horizonte',
        description: 'Autobús foráneo de dos ejes para turismo y personal.',
        versions: [
          { name: 'Foráneo 13 m 45 plazas', year: 2026, price: 4_100_000 },
          { name: 'Foráneo 14 m 49 plazas', year: 2026, price: 4_560_000 },
        ],
      },
    ],
  },
];

interface ParamsSeed {
  annualRate: number;
  minDownPayment: number;
  maxDownPayment: number;
  commission: number;
  residual: number;
  insuranceRate: number;
  depositRents: number;
  ivaFisica: boolean;
  ivaMoral: boolean;
}

/** Terms each plan offers (months): the calculator, the plan pages and the quote all read these. */
const TERMS: Record<'credit' | 'pure-lease' | 'financial-lease', number[]> = {
  credit: [12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72],
  'pure-lease': [24, 30, 36, 42, 48, 54, 60],
  'financial-lease': [12, 18, 24, 30, 36, 42, 48, 54, 60],
};

// Credit: IVA on interest for both person types here (an editor can turn it off per plan).
const PARAMS: Record<string, Record<'credit' | 'pure-lease' | 'financial-lease', ParamsSeed>> = {
  tractocamion: {
    credit: { annualRate: 0.1499, minDownPayment: 0.1, maxDownPayment: 0.5, commission: 0.02, residual: 0, insuranceRate: 0.035, depositRents: 0, ivaFisica: true, ivaMoral: true },
    'pure-lease': { annualRate: 0.1599, minDownPayment: 0, maxDownPayment: 0.3, commission: 0.015, residual: 0.2, insuranceRate: 0.035, depositRents: 1, ivaFisica: false, ivaMoral: false },
    'financial-lease': { annualRate: 0.1549, minDownPayment: 0.05, maxDownPayment: 0.3, commission: 0.015, residual: 0.1, insuranceRate: 0.035, depositRents: 1, ivaFisica: false, ivaMoral: false },
  },
  camion: {
    credit: { annualRate: 0.1399, minDownPayment: 0.1, maxDownPayment: 0.5, commission: 0.02, residual: 0, insuranceRate: 0.03, depositRents: 0, ivaFisica: true, ivaMoral: true },
    'pure-lease': { annualRate: 0.1499, minDownPayment: 0, maxDownPayment: 0.3, commission: 0.015, residual: 0.2, insuranceRate: 0.03, depositRents: 1, ivaFisica: false, ivaMoral: false },
    'financial-lease': { annualRate: 0.1449, minDownPayment: 0.05, maxDownPayment: 0.3, commission: 0.015, residual: 0.1, insuranceRate: 0.03, depositRents: 1, ivaFisica: false, ivaMoral: false },
  },
  autobus: {
    credit: { annualRate: 0.1299, minDownPayment: 0.15, maxDownPayment: 0.5, commission: 0.02, residual: 0, insuranceRate: 0.03, depositRents: 0, ivaFisica: true, ivaMoral: true },
    'pure-lease': { annualRate: 0.1399, minDownPayment: 0, maxDownPayment: 0.3, commission: 0.015, residual: 0.25, insuranceRate: 0.03, depositRents: 1, ivaFisica: false, ivaMoral: false },
    'financial-lease': { annualRate: 0.1349, minDownPayment: 0.05, maxDownPayment: 0.3, commission: 0.015, residual: 0.1, insuranceRate: 0.03, depositRents: 1, ivaFisica: false, ivaMoral: false },
  },
};

/** Fills the catalogue and the plan parameters when they are empty; returns the tables filled. */
export async function seedVehicles(tx: Queryable): Promise<string[]> {
  const [row] = await tx.query<{ count: number }>('select count(*)::int as count from vehicle_types');
  if (row?.count !== 0) return [];
  for (const [typeOrder, type] of CATALOGUE.entries()) {
    const [typeRow] = await tx.query<{ id: number }>(
      'insert into vehicle_types (slug, name, image, sort_order) values ($1, $2, $3, $4) returning id',
      [type.slug, type.name, `vehicle-${type.slug}.webp`, typeOrder],
    );
    for (const [modelOrder, model] of type.models.entries()) {
      const [modelRow] = await tx.query<{ id: number }>(
        `insert into vehicle_models (type_id, slug, name, brand, description, image, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [typeRow?.id, model.slug, model.name, model.brand, model.description, `vehicle-${type.slug}.webp`, modelOrder],
      );
      for (const [versionOrder, version] of model.versions.entries()) {
        const cents = version.price * 100;
        await tx.query(
          `insert into vehicle_versions (model_id, name, year, price_cents, price_without_iva_cents, sort_order)
           values ($1, $2, $3, $4, $5, $6)`,
          [modelRow?.id, version.name, version.year, cents, Math.round(cents / 1.16), versionOrder],
        );
      }
    }
    for (const [plan, p] of Object.entries(PARAMS[type.slug] ?? {})) {
      await tx.query(
        `insert into quote_plan_params (plan, vehicle_type_id, annual_rate, min_down_payment, max_down_payment,
           commission, residual, insurance_rate, deposit_rents, terms, iva_on_interest_fisica, iva_on_interest_moral)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [plan, typeRow?.id, p.annualRate, p.minDownPayment, p.maxDownPayment, p.commission, p.residual, p.insuranceRate,
          p.depositRents, TERMS[plan as keyof typeof TERMS], p.ivaFisica, p.ivaMoral],
      );
    }
  }
  return ['vehicle_types', 'vehicle_models', 'vehicle_versions', 'quote_plan_params'];
}
