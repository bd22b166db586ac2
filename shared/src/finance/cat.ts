import type { Cents } from './money';

/** One cash flow of the customer: positive = received, negative = paid; `month` from signing. */
export interface CashFlow {
  month: number;
  amount: Cents;
}

function npv(flows: readonly CashFlow[], monthlyRate: number): number {
  let total = 0;
  for (const flow of flows) total += flow.amount / (1 + monthlyRate) ** flow.month;
  return total;
}

/**
 * Monthly IRR by bisection: robust for the one sign change a loan has (money received first,
 * paid later) and fast enough (≈60 iterations over ≤ 74 flows).
 */
export function monthlyIrr(flows: readonly CashFlow[]): number {
  let low = 0;
  let high = 1;
  // NPV at a rate of 0 is received − paid: a loan with costs has it negative; nothing to solve otherwise.
  if (npv(flows, low) >= 0) return 0;
  for (let i = 0; i < 200 && high - low > 1e-12; i += 1) {
    const mid = (low + high) / 2;
    if (npv(flows, mid) < 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * CAT by the Banxico method for monthly flows: (1 + r_m)^12 − 1. The caller passes only interest,
 * principal, commissions and mandatory insurance, never IVA. Rounded to one decimal of a percent.
 */
export function computeCat(flows: readonly CashFlow[]): number {
  const annual = (1 + monthlyIrr(flows)) ** 12 - 1;
  return Math.round(annual * 1000) / 1000;
}

// Made on first use: a page's first Intl object is a long task (../format/es-mx.ts).
let catDate: Intl.DateTimeFormat | null = null;

export function formatCatDate(date: Date): string {
  catDate ??= new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Mexico_City' });
  return catDate.format(date);
}

export function catLegend(cat: number | null, calculatedAt: Date): string {
  if (cat === null) return 'CAT: No aplica';
  return `CAT Promedio ${(cat * 100).toFixed(1)} % sin IVA. Para fines informativos y de comparación. Fecha de cálculo: ${formatCatDate(calculatedAt)}.`;
}

/** What a quote says about its CAT: the figure, what it counts, and the CAT on the vehicle alone. */
export interface CatFacts {
  cat: number | null;
  catIncludes?: { interest: boolean; commission: boolean; insurance: boolean } | undefined;
  /** The CAT of the same credit without the insurance (decision 0008); absent on quotes saved before it. */
  catWithoutInsurance?: number | null | undefined;
}

/**
 * One line beside the CAT (screen, PDF, e-mail): the method, what it counts, and why it moves. A
 * visitor saw the CAT rise with a larger down payment and with the insurance paid in cash, and
 * nothing said why (issue #65): the mandatory insurance counts, and it is priced on the vehicle,
 * not on the amount lent.
 */
export function catExplanation({ cat, catIncludes }: CatFacts): string {
  if (cat === null || !catIncludes) return 'El CAT no aplica al arrendamiento: la renta no es un crédito.';
  const parts = ['intereses'];
  if (catIncludes.commission) parts.push('comisión por apertura');
  if (catIncludes.insurance) parts.push('el seguro del vehículo, obligatorio durante el plazo');
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
  const counts = `Calculado con el método del Banco de México: incluye ${list}; no incluye IVA.`;
  return catIncludes.insurance
    ? `${counts} El seguro se calcula sobre el precio de la unidad, no sobre lo que te prestamos: con más enganche, o con el seguro de contado, pesa más en el CAT aunque pagues menos en total.`
    : `${counts} El seguro no se incluye en este plan.`;
}

/** "CAT sin seguro: 17.3 % sin IVA", beside the CAT when it counts the insurance; null otherwise. */
export function catWithoutInsuranceText({ cat, catIncludes, catWithoutInsurance }: CatFacts): string | null {
  if (cat === null || !catIncludes?.insurance || catWithoutInsurance === null || catWithoutInsurance === undefined) return null;
  return `CAT sin seguro: ${(catWithoutInsurance * 100).toFixed(1)} % sin IVA`;
}

/** "Tasa de interés anual fija: 14.99 %" */
export function rateText(annualRate: number): string {
  return `Tasa de interés anual fija: ${(annualRate * 100).toFixed(2)} % sin IVA`;
}
