import type { Database } from '../db/database';
import { postCharges } from './contract-ledger';
import { lockedLedger, saveLedgerStep } from './ledger-store';

/**
 * The ledger's daily work (decision 0042): each installment's interest and IVA charged on its due
 * date, and its late fee three days later if it is still not covered. Idempotent, so it can run
 * often and on several API processes: each contract is locked while it is charged, and what was
 * charged is not charged again. A payment charges what fell due before applying itself, so money
 * never meets a contract this job has not caught up yet.
 */
export async function postDueCharges(db: Database, today: string): Promise<{ sent: number; retried: number; failed: number }> {
  // Contracts with an installment due and not charged, or late and without its fee (the ledger
  // decides whether a fee is owed: whether the installment is covered).
  const candidates = await db.query<{ id: string }>(
    `select distinct i.contract_id as id from contract_installments i join contracts c on c.id = i.contract_id
      where c.status = 'active' and ((i.billed_on is null and i.due_date <= $1::date)
         or (i.late_fee_cents = 0 and c.late_fee_cents > 0 and i.due_date + 3 <= $1::date))`,
    [today],
  );
  let charged = 0;
  for (const { id } of candidates) {
    const posted = await db.transaction(async (tx) => {
      const contract = await lockedLedger(tx, id);
      if (!contract) return 0;
      const step = postCharges(contract.state, today);
      if (step.postings.length > 0) await saveLedgerStep(tx, contract, step);
      return step.postings.length;
    });
    charged += posted;
  }
  return { sent: charged, retried: 0, failed: 0 };
}
