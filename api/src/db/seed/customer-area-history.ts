import {
  addMonths,
  creditSchedule,
  leaseSchedule,
  pesosToCents,
  percentOf,
  simulateCapitalContribution,
  type Cents,
  type ScheduleRow,
} from '@fvc/shared/finance';
import { LATE_FEE_AFTER_DAYS } from '../../customer-data/standing-at-cut';
import type { DemoContract } from './demo-content';

export interface InstallmentRow {
  number: number;
  dueDate: string;
  principal: Cents;
  interest: Cents;
  iva: Cents;
  total: Cents;
  balanceAfter: Cents;
  lateFee: Cents;
  paid: Cents;
  paidOn: string | null;
}

export type MovementKind = 'disbursement' | 'interest' | 'payment' | 'late_fee' | 'capital_contribution';

export interface MovementRow {
  postedOn: string;
  kind: MovementKind;
  description: string;
  reference: string;
  charge: Cents;
  credit: Cents;
  balanceAfter: Cents;
}

export interface ContractHistory {
  startDate: string;
  endDate: string;
  installment: Cents;
  residual: Cents;
  status: 'active' | 'settled';
  installments: InstallmentRow[];
  movements: MovementRow[];
  /** First day of every complete month with movements: one statement each. */
  statementMonths: string[];
}

/** Late-payment fee of the demo plans: 350.00 plus IVA, charged LATE_FEE_AFTER_DAYS after the due date. */
export const LATE_FEE: Cents = 35_000 + percentOf(35_000, 0.16);

/** A small deterministic generator, so the same contract always gets the same history. */
function randomFor(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const firstOfMonth = (iso: string) => `${iso.slice(0, 8)}01`;

function baseSchedule(contract: DemoContract): { rows: ScheduleRow[]; residual: Cents } {
  const financed = pesosToCents(contract.financed);
  if (contract.plan === 'credit') {
    return { rows: creditSchedule({ principal: financed, annualRate: contract.annualRate, termMonths: contract.termMonths, ivaOnInterest: true }), residual: 0 };
  }
  const residual = percentOf(financed, contract.residualRate ?? 0);
  // The lease schedule ends with the residual value row (the purchase option): not a rent.
  const rows = leaseSchedule({ value: financed, annualRate: contract.annualRate, termMonths: contract.termMonths, residual }).slice(0, contract.termMonths);
  return { rows, residual };
}

/**
 * The demo history of one contract up to `today`: the schedule in force, what was paid and when,
 * and the account's movements with their running balance (outstanding principal plus anything
 * due and unpaid). Pure, so the seed and the movement benchmark share it.
 */
export function buildContractHistory(contract: DemoContract, today: string): ContractHistory {
  const random = randomFor(contract.number);
  const startDate = `${addMonths(today, -contract.startedMonthsAgo).slice(0, 8)}15`;
  const { rows: initialRows, residual } = baseSchedule(contract);
  const rows = [...initialRows];
  const installment = rows[0]!.payment;
  const lease = contract.plan !== 'credit';
  const word = lease ? 'renta' : 'mensualidad';

  const events: Array<Omit<MovementRow, 'balanceAfter'> & { order: number }> = [];
  const push = (event: Omit<MovementRow, 'balanceAfter'>, order: number) => events.push({ ...event, order });
  push(
    {
      postedOn: startDate,
      kind: 'disbursement',
      description: lease ? 'Inicio del arrendamiento: valor financiado de la unidad' : 'Disposición del crédito',
      reference: `DIS-${contract.number.slice(-6)}`,
      charge: pesosToCents(contract.financed),
      credit: 0,
    },
    0,
  );

  const installments: InstallmentRow[] = [];
  const dueRows = () => rows.filter((_, index) => addMonths(startDate, index + 1) <= today).length;
  const unpaidFrom = contract.behaviour.kind === 'overdue' ? dueRows() - contract.behaviour.unpaidInstallments + 1 : Infinity;

  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const number = index + 1;
    const dueDate = addMonths(startDate, number);
    const item: InstallmentRow = {
      number,
      dueDate,
      principal: row.principal,
      interest: row.interest,
      iva: row.iva,
      total: row.total,
      balanceAfter: row.balance,
      lateFee: 0,
      paid: 0,
      paidOn: null,
    };
    installments.push(item);
    if (dueDate > today) continue;

    const interest = { kind: 'interest', description: `Intereses e IVA de la ${word} ${number}`, reference: `MEN-${number}`, charge: row.interest + row.iva, credit: 0 } as const;
    const feeDate = addDays(dueDate, LATE_FEE_AFTER_DAYS);
    if (number >= unpaidFrom) {
      push({ ...interest, postedOn: dueDate }, 1);
      if (feeDate <= today) item.lateFee = LATE_FEE;
      if (feeDate <= today) push({ postedOn: feeDate, kind: 'late_fee', description: `Comisión por pago tardío de la ${word} ${number} (incluye IVA)`, reference: `COM-${number}`, charge: LATE_FEE, credit: 0 }, 1);
      continue;
    }

    // Most payments arrive a day or two early; about one in seven comes late, with the fee.
    const late = contract.behaviour.kind === 'current' && number > 1 && random() < 0.15;
    const paidOn = late ? addDays(dueDate, LATE_FEE_AFTER_DAYS + 1 + Math.floor(random() * 4)) : addDays(dueDate, -Math.floor(random() * 3));
    const paidOnCapped = paidOn > today ? today : paidOn;
    // An installment paid ahead of its due date is billed with the payment: posting its interest on
    // the due date would show a balance below zero between the two (the last one ended at −$219.27).
    push({ ...interest, postedOn: paidOnCapped < dueDate ? paidOnCapped : dueDate }, 1);
    if (late && feeDate <= paidOnCapped) {
      push({ postedOn: feeDate, kind: 'late_fee', description: `Comisión por pago tardío de la ${word} ${number} (incluye IVA)`, reference: `COM-${number}`, charge: LATE_FEE, credit: 0 }, 1);
    }
    if (late && feeDate <= paidOnCapped) item.lateFee = LATE_FEE;
    const amount = row.total + item.lateFee;
    push({ postedOn: paidOnCapped, kind: 'payment', description: `Pago de la ${word} ${number}`, reference: `PAG-${paidOnCapped.replaceAll('-', '')}-${number}`, charge: 0, credit: amount }, 2);
    item.paid = amount;
    item.paidOn = paidOnCapped;

    // A capital contribution after this installment shortens the rest of the schedule.
    const contribution = contract.capitalContribution;
    if (contribution && contribution.afterInstallment === number) {
      const amountContributed = contribution.installments * installment;
      const simulated = simulateCapitalContribution({
        balance: row.balance,
        annualRate: contract.annualRate,
        installment,
        ivaOnInterest: true,
        remainingTerm: rows.length - number,
        amount: amountContributed,
      });
      const postedOn = addDays(paidOnCapped, 5);
      push({ postedOn, kind: 'capital_contribution', description: 'Aportación a capital (reduce el plazo)', reference: `APC-${postedOn.replaceAll('-', '')}`, charge: 0, credit: amountContributed }, 2);
      rows.splice(number, rows.length - number, ...simulated.schedule.map((next) => ({ ...next, period: number + next.period })));
      item.balanceAfter = row.balance;
    }
  }

  events.sort((a, b) => (a.postedOn === b.postedOn ? a.order - b.order : a.postedOn < b.postedOn ? -1 : 1));
  let balance = 0;
  const movements = events.map(({ order: _order, ...event }) => {
    balance += event.charge - event.credit;
    return { ...event, balanceAfter: balance };
  });

  const currentMonth = firstOfMonth(today);
  const statementMonths = [...new Set(movements.map((movement) => firstOfMonth(movement.postedOn)))].filter((month) => month < currentMonth);
  const settled = installments.every((item) => item.paidOn !== null);
  return {
    startDate,
    endDate: installments.at(-1)!.dueDate,
    installment,
    residual,
    status: settled ? 'settled' : 'active',
    installments,
    movements,
    statementMonths,
  };
}
