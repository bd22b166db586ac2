import { EarlyPaymentError, payoffAmount, simulateCapitalContribution, type PayoffBreakdown } from '@fvc/shared/finance';
import type { ContractCard, ContributionSimulation, Installment } from '@fvc/shared/contracts';
import { AppError } from '../app-error';
import type { Queryable } from '../db/database';
import { contractSchedule, findContractCard, findContractTerms, type ContractTerms } from './contracts';

export interface EarlyPaymentBasis {
  card: ContractCard;
  terms: ContractTerms;
  schedule: Installment[];
  unpaid: Installment[];
}

/** A contract of the customer with what early payments are computed from; null when not theirs. */
export async function earlyPaymentBasis(db: Queryable, customerId: string, contractId: string, today: string): Promise<EarlyPaymentBasis | null> {
  const card = await findContractCard(db, customerId, contractId, today);
  if (!card) return null;
  const terms = await findContractTerms(db, customerId, contractId);
  if (!terms) throw new AppError(422, 'NO_TERMS', 'Este contrato no tiene sus condiciones en línea. Llámanos para calcularlo.');
  const schedule = await contractSchedule(db, customerId, contractId, today);
  return { card, terms, schedule, unpaid: schedule.filter((row) => row.status !== 'paid') };
}

const sum = (rows: Installment[], pick: (row: Installment) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** SPEC §9, recomputed on the server with the same engine the browser uses. */
export function contributionSimulation(basis: EarlyPaymentBasis, amount: number): ContributionSimulation {
  const { card, terms, unpaid } = basis;
  if (!card.capitalContributionAllowed) {
    const message =
      card.plan !== 'credit'
        ? 'Las aportaciones a capital aplican al crédito directo. En un arrendamiento, pregunta por la liquidación anticipada.'
        : card.standing === 'overdue'
          ? 'Primero ponte al corriente con los pagos vencidos; después podrás hacer una aportación a capital.'
          : 'Este contrato ya no tiene pagos pendientes.';
    throw new AppError(422, 'CONTRIBUTION_NOT_ALLOWED', message);
  }
  const balance = sum(unpaid, (row) => row.principal);
  try {
    const result = simulateCapitalContribution({
      balance,
      annualRate: terms.annualRate,
      installment: terms.installment,
      ivaOnInterest: terms.ivaOnInterest,
      remainingTerm: unpaid.length,
      amount,
      firstDueDate: unpaid[0]!.dueDate,
    });
    return {
      amount,
      installment: terms.installment,
      balanceBefore: balance,
      newBalance: result.newBalance,
      termBefore: result.termBefore,
      termAfter: result.termAfter,
      monthsSaved: result.monthsSaved,
      interestSaved: result.interestSaved,
      newEndDate: result.schedule.at(-1)?.dueDate ?? unpaid.at(-1)!.dueDate,
      minimumAmount: 3 * terms.installment,
    };
  } catch (error) {
    if (error instanceof EarlyPaymentError) throw new AppError(400, 'VALIDATION_ERROR', error.message, { amount: error.message });
    throw error;
  }
}

/**
 * The amount that settles the contract on `asOf`: between today and the next due date (on that
 * day another installment falls due and the figure changes).
 */
export function payoffQuote(basis: EarlyPaymentBasis, asOf: string, today: string): PayoffBreakdown & { asOf: string } {
  const { card, terms, schedule, unpaid } = basis;
  if (card.standing === 'settled' || unpaid.length === 0) {
    throw new AppError(422, 'CONTRACT_SETTLED', 'Este contrato ya está liquidado.');
  }
  const nextDue = unpaid.find((row) => row.dueDate >= today)?.dueDate;
  const field = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, { asOf: message });
  if (asOf < today) throw field('Elige hoy o una fecha futura.');
  if (nextDue && asOf > nextDue) {
    throw field(`Elige una fecha hasta el ${nextDue.split('-').reverse().join('/')}: ese día vence otro pago y el monto cambia.`);
  }
  // Installments already due: their interest and fees are billed and owed as they are.
  const due = unpaid.filter((row) => row.dueDate <= today);
  const lastAccrualDate = schedule.filter((row) => row.dueDate <= today).at(-1)?.dueDate ?? card.startDate ?? today;
  try {
    const breakdown = payoffAmount({
      principalOutstanding: sum(unpaid, (row) => row.principal) + terms.residualValue,
      annualRate: terms.annualRate,
      lastAccrualDate,
      asOf,
      overdueInterest: sum(due, (row) => row.interest),
      overdueIva: sum(due, (row) => row.iva),
      unpaidFees: sum(due, (row) => row.lateFee),
      // A card payment goes to the oldest installment owed, and one short of its total stays
      // there: the account's balance already counts it, and so does what settles the contract.
      paidOnAccount: sum(unpaid, (row) => row.paid),
      ivaOnInterest: terms.ivaOnInterest,
    });
    return { ...breakdown, asOf };
  } catch (error) {
    if (error instanceof EarlyPaymentError) throw field(error.message);
    throw error;
  }
}
