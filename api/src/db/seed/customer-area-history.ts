import { addDays, addMonths, percentOf, pesosToCents, type Cents } from '@fvc/shared/finance';
import {
  LATE_FEE_AFTER_DAYS,
  positionOn,
  postCharges,
  receivePayment,
  type Allocation,
  type LedgerRow,
  type LedgerState,
  type LedgerStep,
  type Posting,
  type TermChange,
} from '../../ledger/contract-ledger';
import { LATE_FEE, openNewContract, type ContractTerms } from '../../ledger/new-contract';
import type { DemoContract } from './demo-content';

export interface ContractHistory {
  startDate: string;
  endDate: string;
  installment: Cents;
  residual: Cents;
  status: 'active' | 'settled';
  /** The schedule in force, with what was charged to and paid of each installment. */
  installments: LedgerRow[];
  movements: Posting[];
  allocations: Allocation[];
  termChanges: TermChange[];
  /** First day of every complete month with movements: one statement each. */
  statementMonths: string[];
}

// The demo plans' late fee is the ledger's (ledger/new-contract.ts); kept here for the seed's readers.
export { LATE_FEE };

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


const firstOfMonth = (iso: string) => `${iso.slice(0, 8)}01`;

/** A demo contract's terms: IVA on interest, a lease's residual as a share of the amount financed. */
function termsOf(contract: DemoContract): ContractTerms {
  const financed = pesosToCents(contract.financed);
  return {
    plan: contract.plan,
    financed,
    annualRate: contract.annualRate,
    termMonths: contract.termMonths,
    ivaOnInterest: true,
    residual: contract.plan === 'credit' ? 0 : percentOf(financed, contract.residualRate ?? 0),
  };
}

/**
 * The demo history of one contract up to `today`, made by the ledger's own rules
 * (ledger/contract-ledger.ts): the customer's payments are the only invented facts (on time, a day
 * or two early, about one in seven late, the last ones missing on an overdue contract, a capital
 * contribution), and the charges, fees, allocations and running balance follow from them, as they
 * would in the API. Pure, so the seed and the movement benchmark share it.
 */
export function buildContractHistory(contract: DemoContract, today: string): ContractHistory {
  const random = randomFor(contract.number);
  const startDate = `${addMonths(today, -contract.startedMonthsAgo).slice(0, 8)}15`;
  const terms = termsOf(contract);
  const { residual } = terms;
  const opened = openNewContract(terms, contract.number, startDate);
  const { installment } = opened;
  const word = contract.plan !== 'credit' ? 'renta' : 'mensualidad';

  let state: LedgerState = opened.state;
  const movements: Posting[] = [opened.disbursement];
  const allocations: Allocation[] = [];
  const termChanges: TermChange[] = [];
  const take = (step: LedgerStep) => {
    state = step.state;
    movements.push(...step.postings);
    allocations.push(...step.allocations);
    if (step.termChange) termChanges.push(step.termChange);
  };

  const dueBy = (date: string) => state.rows.filter((row) => row.dueDate <= date).length;
  const unpaidFrom = contract.behaviour.kind === 'overdue' ? dueBy(today) - contract.behaviour.unpaidInstallments + 1 : Infinity;

  // The schedule can change as it is walked (a contribution shortens it): read it afresh each time.
  for (let index = 0; index < state.rows.length; index += 1) {
    const { number, dueDate } = state.rows[index]!;
    if (dueDate > today || number >= unpaidFrom) break;
    // Most payments arrive a day or two early; about one in seven comes late, with the fee.
    const late = contract.behaviour.kind === 'current' && number > 1 && random() < 0.15;
    const paidOn = late ? addDays(dueDate, LATE_FEE_AFTER_DAYS + 1 + Math.floor(random() * 4)) : addDays(dueDate, -Math.floor(random() * 3));
    const on = paidOn > today ? today : paidOn;
    // What the customer is asked for that day: anything late, and this installment.
    const position = positionOn(state, on);
    const amount = position.overdue.amount + (position.nextPayment?.number === number ? position.nextPayment.amount : 0);
    if (amount > 0) {
      take(receivePayment(state, { date: on, amount, reference: `PAG-${on.replaceAll('-', '')}-${number}`, description: `Pago de la ${word} ${number}` }));
    }

    // A capital contribution after this installment shortens the rest of the schedule (docs/product.md §9).
    const contribution = contract.capitalContribution;
    if (contribution && contribution.afterInstallment === number) {
      const postedOn = addDays(on, 5);
      const reference = `APC-${postedOn.replaceAll('-', '')}`;
      take(receivePayment(state, { date: postedOn, amount: contribution.installments * installment, reference, description: 'Aportación a capital' }));
    }
  }
  take(postCharges(state, today));

  const currentMonth = firstOfMonth(today);
  const statementMonths = [...new Set(movements.map((movement) => firstOfMonth(movement.postedOn)))].filter((month) => month < currentMonth);
  const settled = positionOn(state, today).settled;
  return {
    startDate,
    endDate: state.rows.at(-1)!.dueDate,
    installment,
    residual,
    status: settled ? 'settled' : 'active',
    installments: state.rows,
    movements,
    allocations,
    termChanges,
    statementMonths,
  };
}
