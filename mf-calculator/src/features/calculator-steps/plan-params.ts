import type { CatalogueVehicleType } from '@fvc/shared/contracts';
import { computeQuote, type PlanParams, type Quote } from '@fvc/shared/finance';
import type { CalculatorSelection } from './selection-storage';

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The selection made valid for one plan: down payment inside its range, an allowed term. */
export function normalizedFor(selection: CalculatorSelection, params: PlanParams): { downPaymentPct: number; termMonths: number } {
  const min = Math.round(params.minDownPayment * 100);
  const max = Math.round(params.maxDownPayment * 100);
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
}

export const plansOf = (types: CatalogueVehicleType[], slug: string | undefined): PlanParams[] =>
  types.find((type) => type.slug === slug)?.plans ?? [];
