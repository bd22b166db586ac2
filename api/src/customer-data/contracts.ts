import type { ContractCard, ContractTermChange, Installment } from '@fvc/shared/contracts';
import { daysBetween } from '@fvc/shared/finance';
import type { Queryable } from '../db/database';
import { isCovered, positionOn } from '../ledger/contract-ledger';
import { customerLedger, customerLedgers, type LedgerContract } from '../ledger/ledger-store';
import { isoDate } from './business-date';

/** One contract at a glance, its figures from the ledger's position on `today` (decision 0042). */
export function contractCard(contract: LedgerContract, today: string): ContractCard {
  const position = positionOn(contract.state, today);
  const standing = contract.status === 'settled' || position.settled ? 'settled' : position.overdue.amount > 0 ? 'overdue' : 'current';
  const oldest = position.overdue.oldestDueDate;
  return {
    id: contract.id,
    number: contract.number,
    vehicle: contract.vehicle,
    plan: contract.plan,
    standing,
    balance: position.balance,
    principalOutstanding: position.principalOutstanding,
    overdueAmount: position.overdue.amount,
    daysOverdue: oldest ? Math.max(0, daysBetween(oldest, today)) : 0,
    nextPayment: standing === 'settled' ? null : position.nextPayment,
    payoffToday: standing === 'settled' ? 0 : position.payoff,
    paidThrough: standing === 'settled' ? null : position.paidThrough,
    inFavour: position.inFavour,
    installmentsPaid: position.installmentsPaid,
    installmentsTotal: position.installmentsTotal,
    startDate: contract.startDate,
    endDate: position.endDate,
    annualRate: contract.annualRate,
    speiReference: contract.speiReference,
    capitalContributionAllowed: contract.plan === 'credit' && standing === 'current' && position.installmentsTotal > position.installmentsPaid,
  };
}

/** The customer's contracts as cards: active first, then settled. */
export async function listContractCards(db: Queryable, customerId: string, today: string): Promise<ContractCard[]> {
  return (await customerLedgers(db, customerId)).map((contract) => contractCard(contract, today));
}

/** One contract of the customer; null when it does not exist or belongs to someone else. */
export async function findContractCard(db: Queryable, customerId: string, contractId: string, today: string): Promise<ContractCard | null> {
  const contract = await customerLedger(db, customerId, contractId);
  return contract ? contractCard(contract, today) : null;
}

/** The schedule in force, each installment paid, due or overdue on `today`. */
export function contractSchedule(contract: LedgerContract, today: string): Installment[] {
  return contract.state.rows.map((row) => {
    const paid = row.paid.fee + row.paid.iva + row.paid.interest + row.paid.principal;
    return {
      number: row.number,
      dueDate: row.dueDate,
      principal: row.principal,
      interest: row.interest,
      iva: row.iva,
      total: row.principal + row.interest + row.iva,
      balanceAfter: row.balanceAfter,
      lateFee: row.lateFee,
      paid,
      paidOn: row.paidOn,
      status: isCovered(row) ? 'paid' : row.dueDate < today ? 'overdue' : 'due',
    };
  });
}

/** Why the schedule is shorter than the term contracted: each contribution, and a payoff. */
export function termChanges(contract: LedgerContract): ContractTermChange[] {
  return contract.termChanges.map(({ changedOn, reason, amount, termBefore, termAfter, endBefore, endAfter }) => ({
    changedOn,
    reason,
    amount,
    termBefore,
    termAfter,
    endBefore,
    endAfter,
  }));
}

/** The day of the last payment received (card, contribution or any other channel). */
export async function lastPaymentOn(db: Queryable, contractId: string): Promise<string | null> {
  const [row] = await db.query<{ posted_on: string }>(
    `select posted_on::text as posted_on from contract_movements where contract_id = $1 and kind in ('payment', 'capital_contribution')
      order by posted_on desc, id desc limit 1`,
    [contractId],
  );
  return isoDate(row?.posted_on ?? null);
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
