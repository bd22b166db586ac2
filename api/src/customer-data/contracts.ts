import type { ContractCard, ContractPlan, Installment } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';
import { daysBetween } from '@fvc/shared/finance';
import { isoDate } from './business-date';

interface CardRow {
  id: string;
  number: string;
  vehicle: string;
  plan: ContractPlan;
  status: 'active' | 'settled';
  start_date: Date | string | null;
  annual_rate: string | null;
  balance: string | null;
  principal_outstanding: string | null;
  overdue_amount: string | null;
  oldest_overdue: Date | string | null;
  next_number: number | null;
  next_due: Date | string | null;
  next_total: string | null;
  paid_count: number;
  total_count: number;
  end_date: Date | string | null;
}

// One statement for every card: the customer id is the first parameter and filters the contracts;
// every other figure hangs from those rows.
const CARD_SQL = `
  select c.id, c.number, c.vehicle, c.plan, c.status, c.start_date::text as start_date, c.annual_rate,
         m.balance, s.principal_outstanding + c.residual_value_cents as principal_outstanding,
         s.overdue_amount, s.oldest_overdue::text as oldest_overdue, nx.number as next_number, nx.due_date::text as next_due,
         nx.total as next_total, s.paid_count, s.total_count, s.end_date::text as end_date
    from contracts c
    left join lateral (
      select balance_after_cents as balance from contract_movements where contract_id = c.id order by posted_on desc, id desc limit 1
    ) m on true
    left join lateral (
      select coalesce(sum(principal_cents) filter (where paid_cents < total_cents + late_fee_cents), 0) as principal_outstanding,
             coalesce(sum(total_cents + late_fee_cents - paid_cents) filter (where due_date < $2 and paid_cents < total_cents + late_fee_cents), 0) as overdue_amount,
             min(due_date) filter (where due_date < $2 and paid_cents < total_cents + late_fee_cents) as oldest_overdue,
             count(*) filter (where paid_cents >= total_cents + late_fee_cents)::int as paid_count,
             count(*)::int as total_count,
             max(due_date) as end_date
        from contract_installments where contract_id = c.id
    ) s on true
    left join lateral (
      select number, due_date, total_cents + late_fee_cents - paid_cents as total from contract_installments
       where contract_id = c.id and due_date >= $2 and paid_cents < total_cents + late_fee_cents order by number limit 1
    ) nx on true
   where c.customer_id = $1`;

function toCard(row: CardRow, today: string): ContractCard {
  const overdue = Number(row.overdue_amount ?? 0);
  const oldest = isoDate(row.oldest_overdue);
  const standing = row.status === 'settled' ? 'settled' : overdue > 0 ? 'overdue' : 'current';
  const nextDue = isoDate(row.next_due);
  return {
    id: row.id,
    number: row.number,
    vehicle: row.vehicle,
    plan: row.plan,
    standing,
    balance: Number(row.balance ?? 0),
    principalOutstanding: standing === 'settled' ? 0 : Number(row.principal_outstanding ?? 0),
    overdueAmount: overdue,
    daysOverdue: oldest ? Math.max(0, daysBetween(oldest, today)) : 0,
    nextPayment: nextDue && row.next_number !== null ? { number: row.next_number, dueDate: nextDue, amount: Number(row.next_total) } : null,
    installmentsPaid: row.paid_count ?? 0,
    installmentsTotal: row.total_count ?? 0,
    startDate: isoDate(row.start_date),
    endDate: isoDate(row.end_date),
    annualRate: row.annual_rate === null ? null : Number(row.annual_rate),
    capitalContributionAllowed: row.plan === 'credit' && standing === 'current' && (row.total_count ?? 0) > (row.paid_count ?? 0),
  };
}

/** The customer's contracts as cards: active first, then settled. */
export async function listContractCards(db: Queryable, customerId: string, today: string): Promise<ContractCard[]> {
  const rows = await db.query<CardRow>(`${CARD_SQL} order by c.status = 'settled', c.start_date desc nulls last, c.number`, [customerId, today]);
  return rows.map((row) => toCard(row, today));
}

/** One contract of the customer; null when it does not exist or belongs to someone else. */
export async function findContractCard(db: Queryable, customerId: string, contractId: string, today: string): Promise<ContractCard | null> {
  const [row] = await db.query<CardRow>(`${CARD_SQL} and c.id = $3`, [customerId, today, contractId]);
  return row ? toCard(row, today) : null;
}

export interface ContractTerms {
  financed: number;
  termMonths: number;
  installment: number;
  residualValue: number;
  ivaOnInterest: boolean;
  annualRate: number;
}

export async function findContractTerms(db: Queryable, customerId: string, contractId: string): Promise<ContractTerms | null> {
  const [row] = await db.query<{ financed_cents: string | null; term_months: number | null; installment_cents: string | null; residual_value_cents: string; iva_on_interest: boolean; annual_rate: string | null }>(
    'select financed_cents, term_months, installment_cents, residual_value_cents, iva_on_interest, annual_rate from contracts where id = $2 and customer_id = $1',
    [customerId, contractId],
  );
  if (!row || row.financed_cents === null || row.term_months === null || row.installment_cents === null || row.annual_rate === null) return null;
  return {
    financed: Number(row.financed_cents),
    termMonths: row.term_months,
    installment: Number(row.installment_cents),
    residualValue: Number(row.residual_value_cents),
    ivaOnInterest: row.iva_on_interest,
    annualRate: Number(row.annual_rate),
  };
}

export async function contractSchedule(db: Queryable, customerId: string, contractId: string, today: string): Promise<Installment[]> {
  const rows = await db.query<{
    number: number;
    due_date: Date | string;
    principal_cents: string;
    interest_cents: string;
    iva_cents: string;
    total_cents: string;
    balance_after_cents: string;
    late_fee_cents: string;
    paid_cents: string;
    paid_on: Date | string | null;
  }>(
    `select i.number, i.due_date::text as due_date, i.principal_cents, i.interest_cents, i.iva_cents, i.total_cents,
            i.balance_after_cents, i.late_fee_cents, i.paid_cents, i.paid_on::text as paid_on
       from contract_installments i join contracts c on c.id = i.contract_id
      where c.customer_id = $1 and i.contract_id = $2 order by i.number`,
    [customerId, contractId],
  );
  return rows.map((row) => {
    const dueDate = isoDate(row.due_date)!;
    const owed = Number(row.total_cents) + Number(row.late_fee_cents);
    const paid = Number(row.paid_cents);
    return {
      number: row.number,
      dueDate,
      principal: Number(row.principal_cents),
      interest: Number(row.interest_cents),
      iva: Number(row.iva_cents),
      total: Number(row.total_cents),
      balanceAfter: Number(row.balance_after_cents),
      lateFee: Number(row.late_fee_cents),
      paid,
      paidOn: isoDate(row.paid_on),
      status: paid >= owed ? 'paid' : dueDate < today ? 'overdue' : 'due',
    };
  });
}

/** The balance at the end of each month with movements, for the chart. */
export async function balanceHistory(db: Queryable, customerId: string, contractId: string): Promise<Array<{ date: string; balance: number }>> {
  const rows = await db.query<{ month_end: Date | string; balance: string }>(
    `select distinct on (date_trunc('month', m.posted_on)) m.posted_on::text as month_end, m.balance_after_cents as balance
       from contract_movements m join contracts c on c.id = m.contract_id
      where c.customer_id = $1 and m.contract_id = $2
      order by date_trunc('month', m.posted_on), m.posted_on desc, m.id desc`,
    [customerId, contractId],
  );
  return rows.map((row) => ({ date: isoDate(row.month_end)!, balance: Number(row.balance) }));
}
