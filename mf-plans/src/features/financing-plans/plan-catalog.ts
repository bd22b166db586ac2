import type { FinancingPlanSummary, PlanOption } from '@fvc/shared/contracts';

export type PlanKey = 'credit' | 'pureLease' | 'financialLease' | 'flexibility' | 'insurance';

export interface PlanRoute {
  key: PlanKey;
  path: string;
  /** The page's h1: static, so the page keeps its heading while (or if) the API fails. */
  heading: string;
  /** Names this plan in the API's list (docs/product.md §7 picks plans by title). */
  titleIncludes: string;
  /** Heading of the person-type steps section. */
  stepsTitle: string;
  /** One line under the banner heading before the plan's own summary arrives. */
  tagline: string;
}

export const PLANS_ROOT = '/planes-financiamiento';

export const PLAN_ROUTES: Record<PlanKey, PlanRoute> = {
  credit: {
    key: 'credit',
    path: `${PLANS_ROOT}/credito-directo`,
    heading: 'Crédito directo',
    // docs/product.md §7: "the plan flow picks the plan whose title contains 'Crédito'".
    titleIncludes: 'Crédito',
    stepsTitle: 'Calcular Crédito',
    tagline: 'Plazos de hasta 72 meses con tasa fija.',
  },
  pureLease: {
    key: 'pureLease',
    path: `${PLANS_ROOT}/arrendamiento-puro`,
    heading: 'Arrendamiento puro',
    titleIncludes: 'Arrendamiento puro',
    stepsTitle: 'Calcular Arrendamiento',
    tagline: 'Usa la unidad y renueva tu flotilla al terminar.',
  },
  financialLease: {
    key: 'financialLease',
    path: `${PLANS_ROOT}/arrendamiento-financiero`,
    heading: 'Arrendamiento financiero',
    titleIncludes: 'Arrendamiento financiero',
    stepsTitle: 'Calcular Arrendamiento',
    tagline: 'Rentas fijas con opción de compra al final.',
  },
  flexibility: {
    key: 'flexibility',
    path: `${PLANS_ROOT}/flexibility`,
    // Issue #69: its Spanish name (docs/product.md §7 says "Flexibility"); "Flexi" names it in the API's list
    // under either name, as the home-card rule of docs/product.md §7 does.
    heading: 'Flexibilidad',
    titleIncludes: 'Flexi',
    stepsTitle: 'Requisitos de Flexibilidad',
    tagline: 'Pagos que siguen la temporada de tu negocio.',
  },
  insurance: {
    key: 'insurance',
    path: `${PLANS_ROOT}/insurance`,
    heading: 'Seguros',
    titleIncludes: 'Seguro',
    stepsTitle: 'Contrata tu seguro',
    tagline: 'Tu póliza dura lo mismo que tu contrato.',
  },
};

/** docs/product.md §2: the local navigation of the plan pages (Flexibilidad is not in it). */
export const LOCAL_NAV: PlanRoute[] = [
  PLAN_ROUTES.credit,
  PLAN_ROUTES.pureLease,
  PLAN_ROUTES.financialLease,
  PLAN_ROUTES.insurance,
];

// Spanish has no case rule of its own, so the plain lower case is the same, and needs no
// locale data (a page's first use of it is a long task, shared/src/format/es-mx.ts).
const normalize = (text: string) => text.toLowerCase();

/** The plan of the list whose title contains the route's name (docs/product.md §7), or undefined. */
export function selectPlan(plans: FinancingPlanSummary[], route: PlanRoute): FinancingPlanSummary | undefined {
  const wanted = normalize(route.titleIncludes);
  return plans.find((plan) => normalize(plan.title).includes(wanted));
}

/** docs/product.md §7: "Options whose opttitle is 'Flexibility' are dropped" (it is a plan of its own), by either name. */
export function withoutFlexibility(options: PlanOption[]): PlanOption[] {
  return options.filter((option) => !/^flexibili(ty|dad)$/i.test(option.opttitle.trim()));
}

/** The page of a plan of the list, for cards that link to it. */
export function routeOfPlan(plan: FinancingPlanSummary): PlanRoute | undefined {
  return Object.values(PLAN_ROUTES).find((route) => normalize(plan.title).includes(normalize(route.titleIncludes)));
}
