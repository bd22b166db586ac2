import type { CatalogueVehicleType } from '@fvc/shared/contracts';
import { QuoteInputError, computeQuote, type Cents, type PlanKind, type PlanParams, type Quote } from '@fvc/shared/finance';
import type { CalculatorSelection } from './selection-storage';

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The plan's down-payment limits as whole percentages (the API's steps of 1 %). */
export const downPaymentLimits = (params: PlanParams) => ({
  minPct: Math.round(params.minDownPayment * 100),
  maxPct: Math.round(params.maxDownPayment * 100),
});

/** The price a down-payment percentage applies to, as the engine does: with IVA for credit, without for leases. */
export const downPaymentBase = (version: { price: Cents; priceWithoutIva: Cents }, plan: PlanKind): Cents =>
  plan === 'credit' ? version.price : version.priceWithoutIva;

/** The selection made valid for one plan: down payment inside its range, an allowed term. */
export function normalizedFor(selection: CalculatorSelection, params: PlanParams): { downPaymentPct: number; termMonths: number } {
  const { minPct: min, maxPct: max } = downPaymentLimits(params);
  const downPaymentPct = clamp(Math.round(selection.downPaymentPct ?? Math.max(min, 20)), min, max);
  const wanted = selection.termMonths ?? 48;
  const termMonths = params.terms.includes(wanted)
    ? wanted
    : params.terms.reduce((best, term) => (Math.abs(term - wanted) < Math.abs(best - wanted) ? term : best), params.terms[0] ?? 12);
  return { downPaymentPct, termMonths };
}

export function quoteFor(selection: CalculatorSelection, params: PlanParams): Quote | null {
  if (!selection.version) return null;
  const { downPaymentPct, termMonths } = normalizedFor(selection, params);
  try {
    return computeQuote(
      {
        plan: params.plan,
        personType: selection.personType,
        price: selection.version.price,
        priceWithoutIva: selection.version.priceWithoutIva,
        downPayment: downPaymentPct / 100,
        termMonths,
        insurance: selection.insurance,
      },
      params,
    );
  } catch (error) {
    // Parameters the engine refuses (a plan with no terms, a price of 0) leave that plan without
    // a quote ("—", "Sin plan") instead of breaking the page.
    if (error instanceof QuoteInputError) return null;
    throw error;
  }
}

export const plansOf = (types: CatalogueVehicleType[], slug: string | undefined): PlanParams[] =>
  types.find((type) => type.slug === slug)?.plans ?? [];
