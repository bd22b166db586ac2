import { addDays } from '@fvc/shared/finance';
import { businessToday } from '../customer-data/business-date';
import { nextFolio } from '../customer-data/folio';
import type { Database } from '../db/database';
import { isCovered, positionOn } from '../ledger/contract-ledger';
import { customerLedger } from '../ledger/ledger-store';
import { debitAmountOn } from './debit-amount';

/**
 * A due date missed by the job (the API down that morning) is still debited this many days later;
 * after that the customer pays it some other way, told by the overdue notice.
 */
export const DEBIT_CATCH_UP_DAYS = 3;

export interface ChargeReport {
  sent: number;
  retried: number;
  failed: number;
}

interface MandateRow {
  id: string;
  customer_id: string;
  contract_id: string;
  accepted_at: Date | string;
}

/**
 * The debits of `today` (the job "cobros", jobs/api-jobs.ts): for each active mandate whose
 * contract has an installment due today (or in the last three days) not covered, one payment of
 * what is due (the installment and anything overdue) by debit, created pending for
 * bank-charges.ts to send. One per contract and due date, ever (a unique index): a second run,
 * or a second API process, creates nothing more; a rejected debit is not repeated (the customer is
 * told and pays another way). Only due dates after the day the mandate was accepted are debited.
 */
export async function createDueDebits(db: Database, today: string): Promise<ChargeReport> {
  const mandates = await db.query<MandateRow>(
    `select m.id, m.customer_id, m.contract_id, m.accepted_at from debit_mandates m join contracts c on c.id = m.contract_id
      where m.status = 'active' and c.status = 'active'`,
  );
  const report: ChargeReport = { sent: 0, retried: 0, failed: 0 };
  const since = addDays(today, -DEBIT_CATCH_UP_DAYS);
  for (const mandate of mandates) {
    const contract = await customerLedger(db, mandate.customer_id, mandate.contract_id);
    if (!contract) continue;
    const acceptedOn = businessToday(new Date(mandate.accepted_at));
    const due = contract.state.rows.filter((row) => row.dueDate >= since && row.dueDate <= today && row.dueDate > acceptedOn && !isCovered(row)).at(-1);
    if (!due) continue;
    const amount = debitAmountOn(contract.state, today);
    if (amount <= 0) continue;
    const created = await db.transaction(async (tx) => {
      const folio = await nextFolio(tx, 'PAG');
      const [row] = await tx.query<{ id: string }>(
        `insert into payments (customer_id, contract_id, folio, option, amount_cents, idempotency_key, method, mandate_id, debit_due_date)
         values ($1, $2, $3, 'due', $4, $5, 'debit', $6, $7) on conflict do nothing returning id`,
        [mandate.customer_id, mandate.contract_id, folio, amount, `debit-${mandate.contract_id}-${due.dueDate}`, mandate.id, due.dueDate],
      );
      return Boolean(row);
    });
    if (created) report.sent += 1;
  }
  return report;
}

interface ScheduledRow {
  id: string;
  customer_id: string;
  contract_id: string;
  method: 'debit' | 'card';
  amount_cents: string;
}

/**
 * The scheduled payments of `today` (and of the last three days, after downtime), turned into
 * charges: a debit to the contract's active mandate, or a charge to the card the bank keeps for
 * it. Never more than the balance of that day (a payment made meanwhile lowers it); one whose
 * contract has nothing left, or whose mandate was cancelled, is closed as failed.
 */
export async function createScheduledCharges(db: Database, today: string): Promise<ChargeReport> {
  const due = await db.query<ScheduledRow>(
    `select id, customer_id, contract_id, method, amount_cents from scheduled_payments
      where status = 'scheduled' and pay_on <= $1::date and pay_on >= $2::date`,
    [today, addDays(today, -DEBIT_CATCH_UP_DAYS)],
  );
  const report: ChargeReport = { sent: 0, retried: 0, failed: 0 };
  for (const scheduled of due) {
    const contract = await customerLedger(db, scheduled.customer_id, scheduled.contract_id);
    const balance = contract ? positionOn(contract.state, today).balance : 0;
    const amount = Math.min(Number(scheduled.amount_cents), balance);
    const outcome = await db.transaction(async (tx) => {
      const [mandate] =
        scheduled.method === 'debit'
          ? await tx.query<{ id: string }>(`select id from debit_mandates where contract_id = $1 and status = 'active'`, [scheduled.contract_id])
          : [{ id: null }];
      if (amount <= 0 || !mandate) {
        await tx.query(`update scheduled_payments set status = 'failed', updated_at = now() where id = $1 and status = 'scheduled'`, [scheduled.id]);
        return 'failed';
      }
      const claimed = await tx.query(`update scheduled_payments set status = 'sent', updated_at = now() where id = $1 and status = 'scheduled' returning id`, [scheduled.id]);
      if (claimed.length === 0) return 'taken';
      const folio = await nextFolio(tx, 'PAG');
      await tx.query(
        `insert into payments (customer_id, contract_id, folio, option, amount_cents, idempotency_key, method, mandate_id, scheduled_payment_id)
         values ($1, $2, $3, 'scheduled', $4, $5, $6, $7, $8)`,
        [scheduled.customer_id, scheduled.contract_id, folio, amount, `scheduled-${scheduled.id}`, scheduled.method === 'debit' ? 'debit' : 'card-on-file', mandate.id, scheduled.id],
      );
      return 'created';
    });
    if (outcome === 'created') report.sent += 1;
    if (outcome === 'failed') report.failed += 1;
  }
  return report;
}
