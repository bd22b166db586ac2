import { addMonths } from '@fvc/shared/finance';
import type { Database } from '../db/database';

/**
 * Last month's statement for every contract with movements in it (the job "estados-de-cuenta", on
 * the 1st): one row per contract and month, the PDF drawn from the movements when asked. Running
 * it again, or for a month already closed, adds nothing (the unique key).
 */
export async function closeMonthlyStatements(db: Database, today: string): Promise<{ sent: number; retried: number; failed: number }> {
  const month = addMonths(`${today.slice(0, 8)}01`, -1);
  const created = await db.query<{ id: string }>(
    `insert into account_statements (contract_id, period_start)
     select distinct m.contract_id, $1::date from contract_movements m
      where m.posted_on >= $1::date and m.posted_on < ($1::date + interval '1 month')
     on conflict (contract_id, period_start) do nothing returning id`,
    [month],
  );
  return { sent: created.length, retried: 0, failed: 0 };
}
