import {
  EarlyPaymentError,
  IVA_RATE,
  MIN_CONTRIBUTION_INSTALLMENTS,
  addDays,
  addMonths,
  daysBetween,
  percentOf,
  roundCents,
  simulateCapitalContribution,
  type Cents,
} from '@fvc/shared/finance';

/**
 * The ledger of one contract: the rules that say what a customer owes on any date and how money
 * received is applied (decision 0042). Pure, so the API (ledger-store.ts), the demo seed and the
 * property tests run the same rules. Money is integer cents, dates are ISO `YYYY-MM-DD`.
 *
 * The state is the schedule in force (one row per installment) with what was charged and paid on
 * each row, and the account's running balance. Three things change it:
 * - time (`postCharges`): on its due date an installment's interest and IVA are charged to the
 *   account, and LATE_FEE_AFTER_DAYS later a fee if it is still not covered;
 * - money received (`receivePayment`): applied to fees, IVA, interest, then principal of what is
 *   charged; the rest pays the next installments ahead, or, from three installments on a credit,
 *   goes to principal and shortens the term; a payment made to settle closes the contract;
 * - nothing else: `positionOn` only reads.
 */

export type ContractPlan = 'credit' | 'pure_lease' | 'financial_lease';
export type Component = 'fee' | 'iva' | 'interest' | 'principal';
export type Paid = Record<Component, Cents>;

/** A missed installment is charged its late fee this many days after its due date. */
export const LATE_FEE_AFTER_DAYS = 3;
/** Days in the year for daily interest: actual/360, the Mexican banking convention. */
export const DAY_COUNT = 360;

export interface LedgerRow {
  number: number;
  dueDate: string;
  principal: Cents;
  interest: Cents;
  /** IVA of the row: on interest for a credit, on the whole rent for a lease. */
  iva: Cents;
  /** Principal outstanding after this row, by the schedule in force. */
  balanceAfter: Cents;
  /** The day its interest and IVA were charged to the account: its due date, or earlier when paid ahead. */
  billedOn: string | null;
  /** The late fee charged to it (IVA included); 0 while none. */
  lateFee: Cents;
  paid: Paid;
  /** The day it was covered in full. */
  paidOn: string | null;
}

export interface LedgerState {
  plan: ContractPlan;
  /** Disbursement: the first period's interest runs from here. */
  startDate: string;
  annualRate: number;
  ivaOnInterest: boolean;
  /** Level installment (or rent) before IVA: the unit of the capital-contribution rule. */
  installment: Cents;
  /** Residual value of a lease, owed until a payoff pays it; 0 on a credit and once settled. */
  residual: Cents;
  /** The fee a late installment is charged (IVA included). */
  lateFeeAmount: Cents;
  rows: LedgerRow[];
  /** The account's running balance: principal outstanding plus what is charged and unpaid. */
  balance: Cents;
}

export type PostingKind = 'disbursement' | 'interest' | 'payment' | 'late_fee' | 'capital_contribution' | 'adjustment';

/** A line of the account (contract_movements). */
export interface Posting {
  postedOn: string;
  kind: PostingKind;
  description: string;
  reference: string;
  charge: Cents;
  credit: Cents;
  balanceAfter: Cents;
}

/** Money received put against one part of one installment. */
export interface Allocation {
  number: number;
  component: Component;
  amount: Cents;
  appliedOn: string;
  reference: string;
}

/** The schedule changed: a capital contribution shortened it, or a payoff closed it. */
export interface TermChange {
  changedOn: string;
  reason: 'capital_contribution' | 'payoff';
  amount: Cents;
  reference: string;
  /** Installments left before and after. */
  termBefore: number;
  termAfter: number;
  endBefore: string;
  endAfter: string;
}

/** Where a payment went, for the receipt. */
export interface PaymentApplication {
  /** To what was charged: fees, IVA, interest and principal. */
  applied: Paid;
  /** Installments paid ahead of their due date (in whole or in part). */
  paidAhead: Array<{ number: number; dueDate: string; amount: Cents }>;
  contribution: Cents;
  settled: boolean;
  /** Received beyond everything owed, now and before: the customer's, returned by customer service. */
  inFavour: Cents;
}

export interface LedgerStep {
  state: LedgerState;
  postings: Posting[];
  allocations: Allocation[];
  /** Rows numbered from here on were replaced by the state's (a contribution or a payoff). */
  replacedFrom: number | null;
  termChange: TermChange | null;
  application: PaymentApplication | null;
}

export interface Payment {
  date: string;
  amount: Cents;
  reference: string;
  /** How the account's line reads ("Pago con tarjeta (autorización 123456)"). */
  description: string;
  /** `payoff`: made to settle the contract on `date` (docs/product.md §9 liquidación anticipada). */
  purpose?: 'installments' | 'payoff';
}

export interface Accrual {
  /** Interest is charged or paid up to here; the accrual runs from here to the position's date. */
  from: string;
  days: number;
  /** Positive: owed since `from`. Negative: paid ahead for days after the date, credited at a payoff. */
  interest: Cents;
  iva: Cents;
}

export interface Position {
  asOf: string;
  settled: boolean;
  /** Principal not yet paid, the residual value of a lease included. */
  principalOutstanding: Cents;
  /** Interest is paid up to this date: the due date of the last installment whose interest and IVA are covered. */
  paidThrough: string;
  accrual: Accrual;
  /** Charged and unpaid, for installments due by `asOf` or already charged. */
  charged: { interest: Cents; iva: Cents; fees: Cents };
  /** Unpaid on installments due before `asOf`: their principal, interest, IVA and fees. */
  overdue: { amount: Cents; principal: Cents; interest: Cents; iva: Cents; fees: Cents; oldestDueDate: string | null };
  /** The first installment due on or after `asOf` not yet covered, and what is left of it. */
  nextPayment: { number: number; dueDate: string; amount: Cents } | null;
  /** Paid toward installments due after `asOf`. */
  paidAhead: Cents;
  /** Received and not applied to anything (beyond every installment): the customer's, taken off the balance. */
  unapplied: Cents;
  /** What the customer owes without interest not yet due: principal outstanding plus what is charged and unpaid. */
  balance: Cents;
  /** What settles the contract on `asOf`: the balance plus the accrual (a credit when negative). */
  payoff: Cents;
  /** Received beyond what is owed (a balance below zero), the customer's. */
  inFavour: Cents;
  installmentsPaid: number;
  installmentsTotal: number;
  /** Due date of the last installment of the schedule in force. */
  endDate: string | null;
}

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

const COMPONENTS_BY_PRIORITY: readonly Component[] = ['fee', 'iva', 'interest', 'principal'];
const noPaid = (): Paid => ({ fee: 0, iva: 0, interest: 0, principal: 0 });


const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
const owedOf = (row: LedgerRow, component: Component): Cents => (component === 'fee' ? row.lateFee : row[component]);
const unpaidOf = (row: LedgerRow, component: Component): Cents => owedOf(row, component) - row.paid[component];
const rowOwed = (row: LedgerRow) => row.principal + row.interest + row.iva + row.lateFee;
const rowPaid = (row: LedgerRow) => row.paid.fee + row.paid.iva + row.paid.interest + row.paid.principal;
export const isCovered = (row: LedgerRow) => rowPaid(row) >= rowOwed(row);
const word = (state: LedgerState) => (state.plan === 'credit' ? 'mensualidad' : 'renta');
/** Every installment covered and, on a lease, the residual value paid (at a payoff). */
const isSettled = (state: LedgerState) => state.rows.length > 0 && state.rows.every(isCovered) && state.residual === 0;

function cloneState(state: LedgerState): LedgerState {
  return { ...state, rows: state.rows.map((row) => ({ ...row, paid: { ...row.paid } })) };
}

/** The first day of a row's interest period: the previous row's due date, or the disbursement. */
function periodStart(state: LedgerState, index: number): string {
  return index === 0 ? state.startDate : state.rows[index - 1]!.dueDate;
}

/** Accumulates postings with their running balance. */
class Journal {
  readonly postings: Posting[] = [];
  readonly allocations: Allocation[] = [];
  constructor(private readonly state: LedgerState) {}

  post(posting: Omit<Posting, 'balanceAfter'>): void {
    this.state.balance += posting.charge - posting.credit;
    this.postings.push({ ...posting, balanceAfter: this.state.balance });
  }

  /** Pays up to `available` of one part of one row; returns what it took. */
  pay(row: LedgerRow, component: Component, available: Cents, date: string, reference: string): Cents {
    const amount = Math.min(available, unpaidOf(row, component));
    if (amount <= 0) return 0;
    row.paid[component] += amount;
    if (row.paidOn === null && isCovered(row)) row.paidOn = date;
    this.allocations.push({ number: row.number, component, amount, appliedOn: date, reference });
    return amount;
  }
}

function bill(state: LedgerState, journal: Journal, row: LedgerRow, on: string): void {
  row.billedOn = on;
  const charge = row.interest + row.iva;
  if (charge > 0) {
    journal.post({ postedOn: on, kind: 'interest', description: `Intereses e IVA de la ${word(state)} ${row.number}`, reference: `MEN-${row.number}`, charge, credit: 0 });
  }
}

// ---------------------------------------------------------------------------------------------
// Time: charges that fall due.

interface DatedCharge {
  on: string;
  row: LedgerRow;
  kind: 'interest' | 'late_fee';
}

/**
 * Charges everything that falls due up to `through`, in date order: each installment's interest
 * and IVA on its due date, and its late fee LATE_FEE_AFTER_DAYS later if it is still not covered
 * then. Idempotent: what was charged is not charged again.
 */
export function postCharges(state: LedgerState, through: string): LedgerStep {
  const next = cloneState(state);
  const journal = new Journal(next);
  postChargesInto(next, journal, through);
  return { state: next, postings: journal.postings, allocations: journal.allocations, replacedFrom: null, termChange: null, application: null };
}

function postChargesInto(state: LedgerState, journal: Journal, through: string): void {
  const charges: DatedCharge[] = [];
  for (const row of state.rows) {
    if (row.billedOn === null && row.dueDate <= through) charges.push({ on: row.dueDate, row, kind: 'interest' });
    const feeDay = addDays(row.dueDate, LATE_FEE_AFTER_DAYS);
    if (row.lateFee === 0 && state.lateFeeAmount > 0 && feeDay <= through && !isCovered(row)) charges.push({ on: feeDay, row, kind: 'late_fee' });
  }
  charges.sort((a, b) => (a.on === b.on ? a.row.number - b.row.number || (a.kind === 'interest' ? -1 : 1) : a.on < b.on ? -1 : 1));
  for (const charge of charges) {
    if (charge.kind === 'interest') {
      bill(state, journal, charge.row, charge.on);
    } else {
      charge.row.lateFee = state.lateFeeAmount;
      journal.post({
        postedOn: charge.on,
        kind: 'late_fee',
        description: `Comisión por pago tardío de la ${word(state)} ${charge.row.number} (incluye IVA)`,
        reference: `COM-${charge.row.number}`,
        charge: state.lateFeeAmount,
        credit: 0,
      });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Money received.

/**
 * Applies money received on `payment.date` (decision 0042):
 * 1. what is charged and unpaid, by concept, each oldest first: fees, IVA, interest, principal;
 * 2. a payment made to settle closes the contract: interest accrued to the date is charged (or
 *    interest paid for days after it credited), the installments not yet charged become one
 *    settlement for the principal left, and the money pays it;
 * 3. otherwise what is left, from MIN_CONTRIBUTION_INSTALLMENTS installments on a credit, goes to
 *    principal: the term shortens and the installment stays (docs/product.md §9, the same schedule the
 *    simulator shows); less than that, or on a lease, pays the next installments ahead, each
 *    charged its interest and IVA as the money reaches it;
 * 4. beyond everything owed, the money is the customer's (a balance below zero, said as such).
 */
export function receivePayment(state: LedgerState, payment: Payment): LedgerStep {
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) throw new LedgerError('El monto del pago debe ser mayor que cero.');
  const next = cloneState(state);
  const journal = new Journal(next);
  postChargesInto(next, journal, payment.date);
  const { date, reference } = payment;
  // Interest to the day runs on the principal owed before the money arrives; money received
  // earlier and not applied (beyond every installment) is the customer's and goes with it.
  const { accrual, unapplied } = positionOf(next, date);

  const charged = next.rows.filter((row) => row.billedOn !== null);
  const applied = noPaid();
  let left = payment.amount + unapplied;
  if (payment.purpose === 'payoff' && accrual.interest < 0) {
    // Settling before the paid-through date: the interest paid for the days still to run, with its
    // IVA, comes back as a credit that pays toward the settlement as the money does.
    const credit = -(accrual.interest + accrual.iva);
    journal.post({ postedOn: date, kind: 'adjustment', description: `Intereses pagados por adelantado que se descuentan (${-accrual.days} días)`, reference, charge: 0, credit });
    left += credit;
  }
  for (const component of COMPONENTS_BY_PRIORITY) {
    for (const row of charged) {
      if (left === 0) break;
      const taken = journal.pay(row, component, left, date, reference);
      applied[component] += taken;
      left -= taken;
    }
  }

  let replacedFrom: number | null = null;
  let termChange: TermChange | null = null;
  let contribution = 0;
  let settled = false;
  const paidAhead: PaymentApplication['paidAhead'] = [];
  const unbilled = () => next.rows.filter((row) => row.billedOn === null);

  if (payment.purpose === 'payoff') {
    const result = settle(next, journal, payment, left, applied, accrual);
    left = result.left;
    replacedFrom = result.replacedFrom;
    termChange = result.termChange;
    settled = isSettled(next);
  } else if (left > 0) {
    const ahead = unbilled();
    const principalAhead = ahead.reduce((sum, row) => sum + row.principal, 0);
    const contributes = next.plan === 'credit' && ahead.length > 0 && left >= MIN_CONTRIBUTION_INSTALLMENTS * next.installment && left < principalAhead;
    const shortened = contributes ? shortenTerm(next, left, date) : null;
    if (shortened) {
      // The account shows what the contribution took of this payment; the rest paid what was charged.
      const toCapital = Math.min(left, payment.amount);
      if (payment.amount > toCapital) journal.post({ postedOn: date, kind: 'payment', description: payment.description, reference, charge: 0, credit: payment.amount - toCapital });
      journal.post({ postedOn: date, kind: 'capital_contribution', description: 'Aportación a capital (reduce el plazo)', reference, charge: 0, credit: toCapital });
      replacedFrom = shortened.replacedFrom;
      termChange = { ...shortened.termChange, reference };
      contribution = left;
      left = 0;
    } else {
      for (const row of ahead) {
        if (left === 0) break;
        bill(next, journal, row, date);
        let toRow = 0;
        for (const component of COMPONENTS_BY_PRIORITY) toRow += journal.pay(row, component, left - toRow, date, reference);
        left -= toRow;
        paidAhead.push({ number: row.number, dueDate: row.dueDate, amount: toRow });
      }
    }
  }
  if (contribution === 0) journal.post({ postedOn: date, kind: 'payment', description: payment.description, reference, charge: 0, credit: payment.amount });
  return {
    state: next,
    postings: journal.postings,
    allocations: journal.allocations,
    replacedFrom,
    termChange,
    application: { applied, paidAhead, contribution, settled: settled || isSettled(next), inFavour: Math.max(0, left) },
  };
}

/** The rows after the contribution: same installment, fewer of them; null when the rule cannot apply. */
function shortenTerm(state: LedgerState, amount: Cents, date: string): { replacedFrom: number; termChange: Omit<TermChange, 'reference'> } | null {
  const ahead = state.rows.filter((row) => row.billedOn === null);
  const first = ahead[0]!;
  try {
    const result = simulateCapitalContribution({
      balance: ahead.reduce((sum, row) => sum + row.principal, 0),
      annualRate: state.annualRate,
      installment: state.installment,
      ivaOnInterest: state.ivaOnInterest,
      remainingTerm: ahead.length,
      amount,
      dueDates: ahead.map((row) => row.dueDate),
    });
    const kept = state.rows.filter((row) => row.billedOn !== null);
    const newRows: LedgerRow[] = result.schedule.map((row, index) => ({
      number: first.number + index,
      dueDate: row.dueDate!,
      principal: row.principal,
      interest: row.interest,
      iva: row.iva,
      balanceAfter: row.balance,
      billedOn: null,
      lateFee: 0,
      paid: noPaid(),
      paidOn: null,
    }));
    state.rows = [...kept, ...newRows];
    return {
      replacedFrom: first.number,
      termChange: {
        changedOn: date,
        reason: 'capital_contribution',
        amount,
        termBefore: ahead.length,
        termAfter: newRows.length,
        endBefore: ahead.at(-1)!.dueDate,
        endAfter: newRows.at(-1)!.dueDate,
      },
    };
  } catch (error) {
    // A schedule the simulator cannot shorten (a record of another contract): the money pays ahead instead.
    if (error instanceof EarlyPaymentError) return null;
    throw error;
  }
}

/** Step 2 of receivePayment: the contract closes on the payment's date. */
function settle(state: LedgerState, journal: Journal, payment: Payment, available: Cents, applied: Paid, accrued: Accrual) {
  const { date, reference } = payment;
  const ahead = state.rows.filter((row) => row.billedOn === null);
  const endBefore = state.rows.at(-1)?.dueDate ?? date;
  const termBefore = ahead.length;
  const principal = ahead.reduce((sum, row) => sum + row.principal, 0) + state.residual;
  const kept = state.rows.filter((row) => row.billedOn !== null);
  let left = available;
  let replacedFrom: number | null = null;
  if (principal > 0 || accrued.interest > 0) {
    const number = (kept.at(-1)?.number ?? 0) + 1;
    const settlement: LedgerRow = {
      number,
      dueDate: date,
      principal,
      interest: Math.max(0, accrued.interest),
      iva: Math.max(0, accrued.iva),
      balanceAfter: 0,
      billedOn: date,
      lateFee: 0,
      paid: noPaid(),
      paidOn: null,
    };
    state.rows = [...kept, settlement];
    state.residual = 0;
    replacedFrom = ahead[0]?.number ?? number;
    if (settlement.interest + settlement.iva > 0) {
      journal.post({
        postedOn: date,
        kind: 'interest',
        description: `Intereses e IVA del ${dayFirst(accrued.from)} al ${dayFirst(date)} (liquidación)`,
        reference,
        charge: settlement.interest + settlement.iva,
        credit: 0,
      });
    }
    for (const component of COMPONENTS_BY_PRIORITY) {
      const taken = journal.pay(settlement, component, left, date, reference);
      applied[component] += taken;
      left -= taken;
    }
  }
  const termChange: TermChange = {
    changedOn: date,
    reason: 'payoff',
    amount: payment.amount,
    reference,
    termBefore,
    termAfter: 0,
    endBefore,
    endAfter: date,
  };
  return { left, replacedFrom, termChange };
}

// ---------------------------------------------------------------------------------------------
// Reading the position.

/**
 * The customer's position on `asOf` (today or later): what is charged by then (the charges that
 * fall due up to `asOf` are projected), the principal, and the interest since it was last charged
 * or paid. Before the paid-through date the accrual is negative: interest paid for days that have
 * not run, which a payoff credits.
 */
export function positionOn(state: LedgerState, asOf: string): Position {
  const projected = cloneState(state);
  postChargesInto(projected, new Journal(projected), asOf);
  return positionOf(projected, asOf);
}

function positionOf(state: LedgerState, asOf: string): Position {
  const rows = state.rows;
  const settled = isSettled(state);
  const principalOutstanding = rows.reduce((sum, row) => sum + unpaidOf(row, 'principal'), 0) + state.residual;
  const charged = { interest: 0, iva: 0, fees: 0 };
  for (const row of rows) {
    if (row.billedOn === null) continue;
    charged.interest += unpaidOf(row, 'interest');
    charged.iva += unpaidOf(row, 'iva');
    charged.fees += unpaidOf(row, 'fee');
  }

  let paidThroughIndex = -1;
  while (paidThroughIndex + 1 < rows.length) {
    const row = rows[paidThroughIndex + 1]!;
    if (row.billedOn === null || unpaidOf(row, 'interest') > 0 || unpaidOf(row, 'iva') > 0) break;
    paidThroughIndex += 1;
  }
  const paidThrough = paidThroughIndex < 0 ? state.startDate : rows[paidThroughIndex]!.dueDate;

  const accrual = settled ? { from: asOf, days: 0, interest: 0, iva: 0 } : accrualOn(state, asOf, principalOutstanding);

  const overdue = { amount: 0, principal: 0, interest: 0, iva: 0, fees: 0, oldestDueDate: null as string | null };
  let nextPayment: Position['nextPayment'] = null;
  let paidAhead = 0;
  for (const row of rows) {
    const left = rowOwed(row) - rowPaid(row);
    if (row.dueDate < asOf) {
      if (left > 0) {
        overdue.amount += left;
        overdue.principal += unpaidOf(row, 'principal');
        overdue.interest += unpaidOf(row, 'interest');
        overdue.iva += unpaidOf(row, 'iva');
        overdue.fees += unpaidOf(row, 'fee');
        overdue.oldestDueDate ??= row.dueDate;
      }
    } else {
      paidAhead += row.dueDate > asOf ? rowPaid(row) : 0;
      if (left > 0) nextPayment ??= { number: row.number, dueDate: row.dueDate, amount: left };
    }
  }
  const balance = state.balance;
  const unapplied = principalOutstanding + charged.interest + charged.iva + charged.fees - balance;
  const payoffRaw = balance + accrual.interest + accrual.iva;
  return {
    asOf,
    settled,
    principalOutstanding,
    paidThrough,
    accrual,
    charged,
    overdue,
    nextPayment,
    paidAhead,
    unapplied,
    balance,
    payoff: Math.max(0, payoffRaw),
    inFavour: Math.max(0, -payoffRaw),
    installmentsPaid: rows.filter(isCovered).length,
    installmentsTotal: rows.length,
    endDate: rows.at(-1)?.dueDate ?? null,
  };
}

/**
 * Interest between the date it is charged up to and `asOf`. Installments charge a period's interest
 * whole, on their due date or when money reaches them early; past that date the accrual is the
 * share of the charged interest for days still to run, a credit.
 */
function accrualOn(state: LedgerState, asOf: string, principalOutstanding: Cents): Accrual {
  const ivaOf = (interest: Cents) => (!state.ivaOnInterest || interest === 0 ? 0 : interest < 0 ? -percentOf(-interest, IVA_RATE) : percentOf(interest, IVA_RATE));
  let chargedIndex = -1;
  while (chargedIndex + 1 < state.rows.length && state.rows[chargedIndex + 1]!.billedOn !== null) chargedIndex += 1;
  const chargedThrough = chargedIndex < 0 ? state.startDate : state.rows[chargedIndex]!.dueDate;
  if (chargedThrough > asOf) {
    let unearned = 0;
    state.rows.forEach((row, index) => {
      if (row.dueDate <= asOf || row.billedOn === null) return;
      const start = periodStart(state, index);
      const period = daysBetween(start, row.dueDate);
      const toRun = daysBetween(start > asOf ? start : asOf, row.dueDate);
      unearned += period > 0 ? roundCents((row.interest * toRun) / period) : 0;
    });
    const credit = unearned === 0 ? 0 : -unearned;
    return { from: chargedThrough, days: -daysBetween(asOf, chargedThrough), interest: credit, iva: ivaOf(credit) };
  }
  const days = daysBetween(chargedThrough, asOf);
  const interest = roundCents((principalOutstanding * state.annualRate * days) / DAY_COUNT);
  return { from: chargedThrough, days, interest, iva: ivaOf(interest) };
}

// ---------------------------------------------------------------------------------------------
// A new contract.

export interface NewContract {
  plan: ContractPlan;
  startDate: string;
  annualRate: number;
  ivaOnInterest: boolean;
  installment: Cents;
  residual: Cents;
  lateFeeAmount: Cents;
  schedule: ReadonlyArray<{ principal: Cents; interest: Cents; iva: Cents; balance: Cents }>;
}

/** The state of a contract on its first day: the schedule, nothing charged but the amount financed. */
export function openContract(contract: NewContract, financed: Cents): LedgerState {
  return {
    plan: contract.plan,
    startDate: contract.startDate,
    annualRate: contract.annualRate,
    ivaOnInterest: contract.ivaOnInterest,
    installment: contract.installment,
    residual: contract.residual,
    lateFeeAmount: contract.lateFeeAmount,
    balance: financed,
    rows: contract.schedule.map((row, index) => ({
      number: index + 1,
      dueDate: addMonths(contract.startDate, index + 1),
      principal: row.principal,
      interest: row.interest,
      iva: row.iva,
      balanceAfter: row.balance,
      billedOn: null,
      lateFee: 0,
      paid: noPaid(),
      paidOn: null,
    })),
  };
}
