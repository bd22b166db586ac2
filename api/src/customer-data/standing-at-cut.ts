import { daysBetween } from '@fvc/shared/finance';
import type { Queryable } from '../db/database';

/** A missed installment is charged its late fee this many days after its due date. */
export const LATE_FEE_AFTER_DAYS = 3;

export interface InstallmentAtCut {
  dueDate: string;
  total: number;
  /** The fee charged for paying it late, if it was (contract_installments.late_fee_cents). */
  lateFee: number;
}

export interface StandingAtCut {
  overdueAmount: number;
  nextPayment: { dueDate: string; amount: number } | null;
}

/**
 * What was overdue and what came due next as a statement's period closed, whatever was paid since.
 * The payments posted by the cut are applied oldest installment first, as apply-payment.ts applies
 * them, to what was owed then: each installment, and its late fee once it had been charged. As on
 * the contract's card (contracts.ts), an installment due on the cut day is the next payment, not
 * an overdue one.
 */
export function standingAtCut(installments: readonly InstallmentAtCut[], paidByCut: number, cut: string): StandingAtCut {
  let unapplied = paidByCut;
  let overdueAmount = 0;
  let nextPayment: StandingAtCut['nextPayment'] = null;
  for (const installment of installments) {
    const feeCharged = daysBetween(installment.dueDate, cut) >= LATE_FEE_AFTER_DAYS ? installment.lateFee : 0;
    const owed = installment.total + feeCharged;
    const covered = Math.min(unapplied, owed);
    unapplied -= covered;
    const left = owed - covered;
    if (left === 0) continue;
    if (installment.dueDate < cut) overdueAmount += left;
    else nextPayment ??= { dueDate: installment.dueDate, amount: left };
  }
  return { overdueAmount, nextPayment };
}

/** The standing of one of the customer's contracts at a cut date; null figures for another's. */
export async function readStandingAtCut(db: Queryable, customerId: string, contractId: string, cut: string): Promise<StandingAtCut> {
  const [installments, payments] = await Promise.all([
    db.query<{ due_date: string; total_cents: string; late_fee_cents: string }>(
      `select i.due_date::text as due_date, i.total_cents, i.late_fee_cents
         from contract_installments i join contracts c on c.id = i.contract_id
        where c.customer_id = $1 and i.contract_id = $2 order by i.number`,
      [customerId, contractId],
    ),
    db.query<{ paid: string }>(
      `select coalesce(sum(m.credit_cents), 0) as paid
         from contract_movements m join contracts c on c.id = m.contract_id
        where c.customer_id = $1 and m.contract_id = $2 and m.kind = 'payment' and m.posted_on <= $3::date`,
      [customerId, contractId, cut],
    ),
  ]);
  const rows = installments.map((row) => ({ dueDate: row.due_date, total: Number(row.total_cents), lateFee: Number(row.late_fee_cents) }));
  return standingAtCut(rows, Number(payments[0]?.paid ?? 0), cut);
}
