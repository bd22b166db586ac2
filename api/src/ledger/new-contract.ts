import { creditSchedule, leaseSchedule, percentOf, type Cents, type ScheduleRow } from '@fvc/shared/finance';
import { openContract, type ContractPlan, type LedgerState, type Posting } from './contract-ledger';

/**
 * A contract on its first day, as the ledger keeps it: the schedule it is signed with, its opening
 * state and the disbursement line. One source for the demo seed's contracts and for the contract an
 * approved application becomes (issue #72), so both are read by the portal alike.
 */

/** Late-payment fee of the plans: 350.00 plus IVA, charged LATE_FEE_AFTER_DAYS after the due date. */
export const LATE_FEE: Cents = 35_000 + percentOf(35_000, 0.16);

export interface ContractTerms {
  plan: ContractPlan;
  /** Amount lent (credit) or value leased, in cents. */
  financed: Cents;
  annualRate: number;
  termMonths: number;
  ivaOnInterest: boolean;
  /** A lease's residual value (the purchase option), in cents; 0 on a credit. */
  residual: Cents;
}

/**
 * The schedule a contract is signed with. A lease's ends with the residual value row (the purchase
 * option): not a rent, it is owed at a payoff (decision 0042), so it is left out of the rows.
 */
export function contractSchedule(terms: ContractTerms): ScheduleRow[] {
  if (terms.plan === 'credit') {
    return creditSchedule({ principal: terms.financed, annualRate: terms.annualRate, termMonths: terms.termMonths, ivaOnInterest: terms.ivaOnInterest });
  }
  return leaseSchedule({ value: terms.financed, annualRate: terms.annualRate, termMonths: terms.termMonths, residual: terms.residual }).slice(0, terms.termMonths);
}

export interface OpenedContract {
  /** The level installment (or rent) before IVA. */
  installment: Cents;
  state: LedgerState;
  /** The account's first line: the amount financed, charged on the start date. */
  disbursement: Posting;
}

/** The contract numbered `number` on `startDate`: its schedule in force and its first account line. */
export function openNewContract(terms: ContractTerms, number: string, startDate: string): OpenedContract {
  const schedule = contractSchedule(terms);
  const installment = schedule[0]!.payment;
  const state = openContract(
    { plan: terms.plan, startDate, annualRate: terms.annualRate, ivaOnInterest: terms.ivaOnInterest, installment, residual: terms.residual, lateFeeAmount: LATE_FEE, schedule },
    terms.financed,
  );
  return {
    installment,
    state,
    disbursement: {
      postedOn: startDate,
      kind: 'disbursement',
      description: terms.plan === 'credit' ? 'Disposición del crédito' : 'Inicio del arrendamiento: valor financiado de la unidad',
      reference: `DIS-${number.slice(-6)}`,
      charge: terms.financed,
      credit: 0,
      balanceAfter: terms.financed,
    },
  };
}
