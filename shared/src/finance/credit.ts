import { IVA_RATE, percentOf, roundCents, sumCents, type Cents } from './money';
import type { ScheduleRow } from './schedule';

export interface CreditInput {
  /** Amount lent (price − down payment, plus insurance when financed). */
  principal: Cents;
  annualRate: number;
  termMonths: number;
  /** IVA on interest applies to this plan and person type (a plan column in the database). */
  ivaOnInterest: boolean;
  ivaRate?: number;
}

/** Level payment P·r / (1 − (1 + r)^−n), rounded to the cent; r = annual / 12. */
export function creditPayment(principal: Cents, annualRate: number, termMonths: number): Cents {
  const r = annualRate / 12;
  if (r === 0) return roundCents(principal / termMonths);
  return roundCents((principal * r) / (1 - (1 + r) ** -termMonths));
}

/**
 * Amortization in arrears, interest rounded each month; the last payment absorbs the leftover
 * cents so the balance ends at exactly 0.
 */
export function creditSchedule({ principal, annualRate, termMonths, ivaOnInterest, ivaRate = IVA_RATE }: CreditInput): ScheduleRow[] {
  const r = annualRate / 12;
  const level = creditPayment(principal, annualRate, termMonths);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let period = 1; period <= termMonths; period += 1) {
    const interest = roundCents(balance * r);
    const isLast = period === termMonths;
    // A rounded level payment can overshoot on a short loan: never pay down more than is owed.
    const principalPart = isLast ? balance : Math.min(level - interest, balance);
    const payment = principalPart + interest;
    const iva = ivaOnInterest ? percentOf(interest, ivaRate) : 0;
    balance -= principalPart;
    rows.push({ period, payment, interest, principal: principalPart, iva, total: payment + iva, balance });
  }
  return rows;
}

export function scheduleTotals(rows: readonly ScheduleRow[]): { payments: Cents; interest: Cents; iva: Cents; total: Cents } {
  return {
    payments: sumCents(rows.map((row) => row.payment)),
    interest: sumCents(rows.map((row) => row.interest)),
    iva: sumCents(rows.map((row) => row.iva)),
    total: sumCents(rows.map((row) => row.total)),
  };
}
