import { addDays } from '@fvc/shared/finance';
import type { Queryable } from '../db/database';
import { isoDate } from '../customer-data/business-date';
import { referenceClabe } from '../spei/spei-reference';
import { isCovered, type Allocation, type ContractPlan, type LedgerRow, type LedgerState, type LedgerStep, type Posting, type TermChange } from './contract-ledger';

/**
 * The ledger's rows in the database: contracts and their installments, the allocations that say
 * what was paid, the account's lines (contract_movements) and the term changes. Every screen,
 * PDF and e-mail that says what a customer owes reads a contract through here and asks the
 * ledger's rules (contract-ledger.ts); payments and the daily charges write through here.
 */

export interface LedgerContract {
  id: string;
  customerId: string;
  number: string;
  vehicle: string;
  plan: ContractPlan;
  status: 'active' | 'settled';
  startDate: string | null;
  annualRate: number | null;
  financed: number | null;
  /** Contracted term in months; the schedule in force may be shorter (termChanges). */
  termMonths: number | null;
  installment: number | null;
  residualValue: number;
  ivaOnInterest: boolean;
  /** The contract's SPEI reference CLABE (spei/spei-reference.ts). */
  speiReference: string;
  termChanges: TermChange[];
  state: LedgerState;
}

interface ContractRow {
  id: string;
  customer_id: string;
  number: string;
  vehicle: string;
  plan: ContractPlan;
  status: 'active' | 'settled';
  start_date: string | null;
  annual_rate: string | null;
  financed_cents: string | null;
  term_months: number | null;
  installment_cents: string | null;
  residual_value_cents: string;
  iva_on_interest: boolean;
  late_fee_cents: string;
  spei_serial: string;
  balance: string | null;
}

interface InstallmentRow {
  contract_id: string;
  number: number;
  due_date: string;
  principal_cents: string;
  interest_cents: string;
  iva_cents: string;
  balance_after_cents: string;
  billed_on: string | null;
  late_fee_cents: string;
  fee: string;
  iva: string;
  interest: string;
  principal: string;
  last_applied: string | null;
}

interface TermChangeRow {
  contract_id: string;
  changed_on: string;
  reason: TermChange['reason'];
  amount_cents: string;
  reference: string;
  term_before: number;
  term_after: number;
  end_before: string;
  end_after: string;
}

const CONTRACTS = `
  select c.id, c.customer_id, c.number, c.vehicle, c.plan, c.status, c.start_date::text as start_date, c.annual_rate, c.financed_cents,
         c.term_months, c.installment_cents, c.residual_value_cents, c.iva_on_interest, c.late_fee_cents, c.spei_serial,
         (select balance_after_cents from contract_movements m where m.contract_id = c.id order by m.posted_on desc, m.id desc limit 1) as balance
    from contracts c`;

// What was paid of each part of each installment, and when the last of it came (the day a
// covered installment was covered). `$3` limits the allocations to a date, for a past position.
const INSTALLMENTS = `
  select i.contract_id, i.number, i.due_date::text as due_date, i.principal_cents, i.interest_cents, i.iva_cents, i.balance_after_cents,
         i.billed_on::text as billed_on, i.late_fee_cents,
         coalesce(a.fee, 0) as fee, coalesce(a.iva, 0) as iva, coalesce(a.interest, 0) as interest, coalesce(a.principal, 0) as principal,
         a.last_applied::text as last_applied
    from contract_installments i
    join contracts c on c.id = i.contract_id
    left join lateral (
      select sum(amount_cents) filter (where component = 'fee') as fee, sum(amount_cents) filter (where component = 'iva') as iva,
             sum(amount_cents) filter (where component = 'interest') as interest, sum(amount_cents) filter (where component = 'principal') as principal,
             max(applied_on) as last_applied
        from contract_allocations
       where contract_id = i.contract_id and installment_number = i.number and ($3::date is null or applied_on <= $3::date)
    ) a on true`;

const TERM_CHANGES = `
  select t.contract_id, t.changed_on::text as changed_on, t.reason, t.amount_cents, t.reference, t.term_before, t.term_after,
         t.end_before::text as end_before, t.end_after::text as end_after
    from contract_term_changes t join contracts c on c.id = t.contract_id`;

function toRow(row: InstallmentRow): LedgerRow {
  const ledgerRow: LedgerRow = {
    number: row.number,
    dueDate: isoDate(row.due_date)!,
    principal: Number(row.principal_cents),
    interest: Number(row.interest_cents),
    iva: Number(row.iva_cents),
    balanceAfter: Number(row.balance_after_cents),
    billedOn: isoDate(row.billed_on),
    lateFee: Number(row.late_fee_cents),
    paid: { fee: Number(row.fee), iva: Number(row.iva), interest: Number(row.interest), principal: Number(row.principal) },
    paidOn: null,
  };
  ledgerRow.paidOn = isCovered(ledgerRow) ? isoDate(row.last_applied) : null;
  return ledgerRow;
}

function toContract(row: ContractRow, installments: InstallmentRow[], termChanges: TermChangeRow[]): LedgerContract {
  const rows = installments.filter((item) => item.contract_id === row.id).map(toRow);
  const startDate = isoDate(row.start_date);
  const settled = row.status === 'settled';
  return {
    id: row.id,
    customerId: row.customer_id,
    number: row.number,
    vehicle: row.vehicle,
    plan: row.plan,
    status: row.status,
    startDate,
    annualRate: row.annual_rate === null ? null : Number(row.annual_rate),
    financed: row.financed_cents === null ? null : Number(row.financed_cents),
    termMonths: row.term_months,
    installment: row.installment_cents === null ? null : Number(row.installment_cents),
    residualValue: Number(row.residual_value_cents),
    ivaOnInterest: row.iva_on_interest,
    speiReference: referenceClabe(Number(row.spei_serial)),
    termChanges: termChanges
      .filter((change) => change.contract_id === row.id)
      .map((change) => ({
        changedOn: isoDate(change.changed_on)!,
        reason: change.reason,
        amount: Number(change.amount_cents),
        reference: change.reference,
        termBefore: change.term_before,
        termAfter: change.term_after,
        endBefore: isoDate(change.end_before)!,
        endAfter: isoDate(change.end_after)!,
      })),
    state: {
      plan: row.plan,
      // A contract without its start on file accrues from a month before its first due date.
      startDate: startDate ?? rows[0]?.dueDate ?? '2000-01-01',
      annualRate: row.annual_rate === null ? 0 : Number(row.annual_rate),
      ivaOnInterest: row.iva_on_interest,
      installment: row.installment_cents === null ? 0 : Number(row.installment_cents),
      // A settled contract owes no residual value: its payoff paid it, or it ended with its last rent.
      residual: settled ? 0 : Number(row.residual_value_cents),
      lateFeeAmount: Number(row.late_fee_cents),
      rows,
      balance: Number(row.balance ?? 0),
    },
  };
}

async function load(db: Queryable, where: string, params: [string | null, string | null], asOf: string | null): Promise<LedgerContract[]> {
  const [contracts, installments, termChanges] = await Promise.all([
    db.query<ContractRow>(`${CONTRACTS} where ${where} order by c.status = 'settled', c.start_date desc nulls last, c.number`, params),
    db.query<InstallmentRow>(`${INSTALLMENTS} where ${where} order by i.contract_id, i.number`, [...params, asOf]),
    db.query<TermChangeRow>(`${TERM_CHANGES} where ${where} order by t.changed_on, t.id`, params),
  ]);
  return contracts.map((row) => toContract(row, installments, termChanges));
}

const OF_CUSTOMER = 'c.customer_id = $1 and ($2::uuid is null or c.id = $2::uuid)';

/** The customer's contracts with their ledgers: active first, then settled. */
export function customerLedgers(db: Queryable, customerId: string): Promise<LedgerContract[]> {
  return load(db, OF_CUSTOMER, [customerId, null], null);
}

/** One contract of the customer with its ledger; null when it does not exist or is another's. */
export async function customerLedger(db: Queryable, customerId: string, contractId: string): Promise<LedgerContract | null> {
  const [contract] = await load(db, OF_CUSTOMER, [customerId, contractId], null);
  return contract ?? null;
}

/**
 * The contract as it stood at the end of `date`: what was charged and paid by then. Rows a later
 * contribution replaced are read as the schedule in force now (decision 0042 says what that costs).
 */
export async function customerLedgerAt(db: Queryable, customerId: string, contractId: string, date: string): Promise<LedgerContract | null> {
  const [contract] = await load(db, OF_CUSTOMER, [customerId, contractId], date);
  if (!contract) return null;
  const [balance] = await db.query<{ balance: string }>(
    `select balance_after_cents as balance from contract_movements where contract_id = $1 and posted_on <= $2::date order by posted_on desc, id desc limit 1`,
    [contractId, date],
  );
  const rows = contract.state.rows.map((row) => ({
    ...row,
    billedOn: row.billedOn !== null && row.billedOn <= date ? row.billedOn : null,
    lateFee: addDays(row.dueDate, 3) <= date ? row.lateFee : 0,
  }));
  return { ...contract, state: { ...contract.state, rows, balance: Number(balance?.balance ?? 0) } };
}


/** A contract for applying money to it, locked until the transaction ends (one payment after another). */
export async function lockedLedger(tx: Queryable, contractId: string): Promise<LedgerContract | null> {
  await tx.query('select id from contracts where id = $1 for update', [contractId]);
  const [contract] = await load(tx, 'c.id = $2::uuid and ($1::uuid is null or c.customer_id = $1::uuid)', [null, contractId], null);
  return contract ?? null;
}

/** Writes what a step of the ledger changed: account lines, allocations, the schedule, the status. */
export async function saveLedgerStep(tx: Queryable, contract: LedgerContract, step: LedgerStep): Promise<void> {
  const contractId = contract.id;
  await insertPostings(tx, contractId, step.postings);
  await insertAllocations(tx, contractId, step.allocations);
  const before = new Map(contract.state.rows.map((row) => [row.number, row]));
  if (step.replacedFrom !== null) {
    await tx.query('delete from contract_installments where contract_id = $1 and number >= $2', [contractId, step.replacedFrom]);
    await insertInstallments(tx, contractId, step.state.rows.filter((row) => row.number >= step.replacedFrom!));
  }
  const changed = step.state.rows.filter((row) => {
    if (step.replacedFrom !== null && row.number >= step.replacedFrom) return false;
    const old = before.get(row.number);
    return old !== undefined && (old.billedOn !== row.billedOn || old.lateFee !== row.lateFee);
  });
  if (changed.length > 0) {
    await tx.query(
      `update contract_installments i set billed_on = x."billedOn", late_fee_cents = x."lateFee"
         from jsonb_to_recordset($2::jsonb) as x(number int, "billedOn" date, "lateFee" bigint)
        where i.contract_id = $1 and i.number = x.number`,
      [contractId, JSON.stringify(changed.map(({ number, billedOn, lateFee }) => ({ number, billedOn, lateFee })))],
    );
  }
  if (step.termChange) await insertTermChanges(tx, contractId, [step.termChange]);
  const settled = step.state.rows.length > 0 && step.state.rows.every(isCovered) && step.state.residual === 0;
  if (settled && contract.status !== 'settled') await tx.query(`update contracts set status = 'settled' where id = $1`, [contractId]);
}

export async function insertPostings(tx: Queryable, contractId: string, postings: readonly Posting[]): Promise<void> {
  if (postings.length === 0) return;
  await tx.query(
    `insert into contract_movements (contract_id, posted_on, kind, description, reference, charge_cents, credit_cents, balance_after_cents)
     select $1, x."postedOn", x.kind, x.description, x.reference, x.charge, x.credit, x."balanceAfter"
       from jsonb_to_recordset($2::jsonb) as x("postedOn" date, kind text, description text, reference text, charge bigint, credit bigint, "balanceAfter" bigint, seq int)
      order by x.seq`,
    // In order: the identity ids break ties between lines of the same day.
    [contractId, JSON.stringify(postings.map((posting, seq) => ({ ...posting, seq })))],
  );
}

export async function insertInstallments(tx: Queryable, contractId: string, rows: readonly LedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `insert into contract_installments (contract_id, number, due_date, principal_cents, interest_cents, iva_cents, total_cents, balance_after_cents, late_fee_cents, billed_on)
     select $1, x.number, x."dueDate", x.principal, x.interest, x.iva, x.principal + x.interest + x.iva, x."balanceAfter", x."lateFee", x."billedOn"
       from jsonb_to_recordset($2::jsonb) as x(number int, "dueDate" date, principal bigint, interest bigint, iva bigint, "balanceAfter" bigint, "lateFee" bigint, "billedOn" date)`,
    [contractId, JSON.stringify(rows)],
  );
}

export async function insertAllocations(tx: Queryable, contractId: string, allocations: readonly Allocation[]): Promise<void> {
  if (allocations.length === 0) return;
  await tx.query(
    `insert into contract_allocations (contract_id, installment_number, component, amount_cents, applied_on, reference)
     select $1, x.number, x.component, x.amount, x."appliedOn", x.reference
       from jsonb_to_recordset($2::jsonb) as x(number int, component text, amount bigint, "appliedOn" date, reference text)`,
    [contractId, JSON.stringify(allocations)],
  );
}

export async function insertTermChanges(tx: Queryable, contractId: string, changes: readonly TermChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `insert into contract_term_changes (contract_id, changed_on, reason, amount_cents, reference, term_before, term_after, end_before, end_after)
     select $1, x."changedOn", x.reason, x.amount, x.reference, x."termBefore", x."termAfter", x."endBefore", x."endAfter"
       from jsonb_to_recordset($2::jsonb) as x("changedOn" date, reason text, amount bigint, reference text, "termBefore" int, "termAfter" int, "endBefore" date, "endAfter" date)`,
    [contractId, JSON.stringify(changes)],
  );
}
