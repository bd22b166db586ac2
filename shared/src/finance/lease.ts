import { IVA_RATE, percentOf, roundCents, type Cents } from './money';
import type { ScheduleRow } from './schedule';

export type RentTiming = 'arrears' | 'advance';

export interface LeaseInput {
  /** Value financed V (price without IVA − advance payment). */
  value: Cents;
  annualRate: number;
  termMonths: number;
  /** Residual value / purchase option RV, in cents, due one month after the last rent. */
  residual: Cents;
  timing?: RentTiming;
  ivaRate?: number;
}

/** rent = (V − RV·vⁿ)·r / (1 − vⁿ), v = 1/(1 + r); rents in advance divide by 1 + r. */
export function leaseRent(value: Cents, residual: Cents, annualRate: number, termMonths: number, timing: RentTiming = 'arrears'): Cents {
  const r = annualRate / 12;
  if (r === 0) return roundCents((value - residual) / termMonths);
  const vn = (1 + r) ** -termMonths;
  const arrears = ((value - residual * vn) * r) / (1 - vn);
  return roundCents(timing === 'advance' ? arrears / (1 + r) : arrears);
}

/**
 * The rent schedule plus a final row for the residual value. Every rent carries IVA; the
 * last rent absorbs the rounding cents so the balance ends at exactly 0.
 */
export function leaseSchedule({ value, annualRate, termMonths, residual, timing = 'arrears', ivaRate = IVA_RATE }: LeaseInput): ScheduleRow[] {
  const r = annualRate / 12;
  const rent = leaseRent(value, residual, annualRate, termMonths, timing);
  const rows: ScheduleRow[] = [];
  let balance = value;
  // What must be left after the last rent: RV itself in arrears, RV one month discounted in advance.
  const target = timing === 'advance' ? roundCents(residual / (1 + r)) : residual;
  for (let period = 1; period <= termMonths; period += 1) {
    // In advance the first rent is paid at signing, before any interest accrues.
    const interest = timing === 'advance' && period === 1 ? 0 : roundCents(balance * r);
    // The last rent absorbs the rounding cents so the residual row settles the balance exactly.
    const principal = period === termMonths ? balance - target : Math.min(rent - interest, balance - target);
    const payment = principal + interest;
    balance -= principal;
    const iva = percentOf(payment, ivaRate);
    rows.push({ period: timing === 'advance' ? period - 1 : period, payment, interest, principal, iva, total: payment + iva, balance });
  }
  // Residual value / purchase option, due at month n; after it the balance is exactly 0.
  const iva = percentOf(residual, ivaRate);
  rows.push({ period: termMonths, payment: residual, interest: residual - target, principal: target, iva, total: residual + iva, balance: 0 });
  return rows;
}
