import type { Movement, MovementPage } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';

interface MovementRow {
  id: string;
  posted_on: string;
  kind: Movement['kind'];
  description: string;
  reference: string;
  charge_cents: string;
  credit_cents: string;
  balance_after_cents: string;
}

export interface MovementFilter {
  from?: string | undefined;
  to?: string | undefined;
}

const toMovement = (row: MovementRow): Movement => ({
  id: Number(row.id),
  postedOn: row.posted_on,
  kind: row.kind,
  description: row.description,
  reference: row.reference,
  charge: Number(row.charge_cents),
  credit: Number(row.credit_cents),
  balanceAfter: Number(row.balance_after_cents),
});

// The contract must be the customer's: the join to contracts on both ids is part of every query.
const WHERE = `m.contract_id = $2 and c.customer_id = $1
  and ($3::date is null or m.posted_on >= $3::date) and ($4::date is null or m.posted_on <= $4::date)`;
const COLUMNS = `m.id, m.posted_on::text as posted_on, m.kind, m.description, m.reference, m.charge_cents, m.credit_cents, m.balance_after_cents`;

/** One page of a contract's movements, newest first; the page is corrected into 1..last. */
export async function movementPage(
  db: Queryable,
  customerId: string,
  contractId: string,
  filter: MovementFilter,
  page: number,
  pageSize: number,
): Promise<MovementPage> {
  const params = [customerId, contractId, filter.from ?? null, filter.to ?? null];
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from contract_movements m join contracts c on c.id = m.contract_id where ${WHERE}`,
    params,
  );
  const total = count?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await db.query<MovementRow>(
    `select ${COLUMNS} from contract_movements m join contracts c on c.id = m.contract_id
      where ${WHERE} order by m.posted_on desc, m.id desc limit $5 offset $6`,
    [...params, pageSize, (current - 1) * pageSize],
  );
  return { items: rows.map(toMovement), page: current, pageSize, total };
}

/** Every movement in the range, oldest first (the CSV and the statement read them in order). */
export async function movementsInRange(db: Queryable, customerId: string, contractId: string, filter: MovementFilter): Promise<Movement[]> {
  const rows = await db.query<MovementRow>(
    `select ${COLUMNS} from contract_movements m join contracts c on c.id = m.contract_id where ${WHERE} order by m.posted_on, m.id`,
    [customerId, contractId, filter.from ?? null, filter.to ?? null],
  );
  return rows.map(toMovement);
}

/** The balance just before `date` (the statement's opening balance). */
export async function balanceBefore(db: Queryable, customerId: string, contractId: string, date: string): Promise<number> {
  const [row] = await db.query<{ balance: string }>(
    `select m.balance_after_cents as balance from contract_movements m join contracts c on c.id = m.contract_id
      where m.contract_id = $2 and c.customer_id = $1 and m.posted_on < $3::date order by m.posted_on desc, m.id desc limit 1`,
    [customerId, contractId, date],
  );
  return Number(row?.balance ?? 0);
}
