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

export function formatCatDate(date: Date): string {
  return new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Mexico_City' }).format(date);
}

export function catLegend(cat: number | null, calculatedAt: Date): string {
  if (cat === null) return 'CAT: No aplica';
  return `CAT Promedio ${(cat * 100).toFixed(1)} % sin IVA. Para fines informativos y de comparación. Fecha de cálculo: ${formatCatDate(calculatedAt)}.`;
}
