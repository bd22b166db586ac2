import { EarlyPaymentError, simulateCapitalContribution } from '@fvc/shared/finance';
import type { ContractCard, ContributionSimulation, PayoffQuote } from '@fvc/shared/contracts';
import { AppError } from '../app-error';
import type { Queryable } from '../db/database';
import { positionOn } from '../ledger/contract-ledger';
import { customerLedger, type LedgerContract } from '../ledger/ledger-store';
import { contractCard } from './contracts';

export interface EarlyPaymentBasis {
  card: ContractCard;
  contract: LedgerContract;
}

/** A contract of the customer with what early payments are computed from; null when not theirs. */
export async function earlyPaymentBasis(db: Queryable, customerId: string, contractId: string, today: string): Promise<EarlyPaymentBasis | null> {
  const contract = await customerLedger(db, customerId, contractId);
  if (!contract) return null;
  if (contract.annualRate === null || contract.installment === null) {
    throw new AppError(422, 'NO_TERMS', 'Este contrato no tiene sus condiciones en línea. Llámanos para calcularlo.');
  }
  return { card: contractCard(contract, today), contract };
}

/**
 * docs/product.md §9, recomputed on the server with the same engine the browser uses, on the installments
 * the ledger would shorten: those whose interest is not charged yet (decision 0042).
 */
export function contributionSimulation(basis: EarlyPaymentBasis, amount: number): ContributionSimulation {
  const { card, contract } = basis;
  if (!card.capitalContributionAllowed) {
    const message =
      card.plan !== 'credit'
        ? 'Las aportaciones a capital aplican al crédito directo. En un arrendamiento, pregunta por la liquidación anticipada.'
        : card.standing === 'overdue'
          ? 'Primero ponte al corriente con los pagos vencidos; después podrás hacer una aportación a capital.'
          : 'Este contrato ya no tiene pagos pendientes.';
    throw new AppError(422, 'CONTRIBUTION_NOT_ALLOWED', message);
  }
  const ahead = contract.state.rows.filter((row) => row.billedOn === null);
  if (ahead.length === 0) throw new AppError(422, 'CONTRIBUTION_NOT_ALLOWED', 'Este contrato ya no tiene pagos por vencer que acortar.');
  const balance = ahead.reduce((sum, row) => sum + row.principal, 0);
  const installment = contract.installment!;
  try {
    const result = simulateCapitalContribution({
      balance,
      annualRate: contract.annualRate!,
      installment,
      ivaOnInterest: contract.ivaOnInterest,
      remainingTerm: ahead.length,
      amount,
      dueDates: ahead.map((row) => row.dueDate),
    });
    return {
      amount,
      installment,
      balanceBefore: balance,
      newBalance: result.newBalance,
      termBefore: result.termBefore,
      termAfter: result.termAfter,
      monthsSaved: result.monthsSaved,
      interestSaved: result.interestSaved,
      newEndDate: result.schedule.at(-1)?.dueDate ?? ahead.at(-1)!.dueDate,
      minimumAmount: 3 * installment,
    };
  } catch (error) {
    if (error instanceof EarlyPaymentError) throw new AppError(400, 'VALIDATION_ERROR', error.message, { amount: error.message });
    throw error;
  }
}

/**
 * The amount that settles the contract on `asOf`, from the ledger's position on that day: between
 * today and the next due date (on that day another installment falls due and the figure changes).
 */
export function payoffQuote(basis: EarlyPaymentBasis, asOf: string, today: string): PayoffQuote {
  const { card, contract } = basis;
  if (card.standing === 'settled') throw new AppError(422, 'CONTRACT_SETTLED', 'Este contrato ya está liquidado.');
  const field = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, { asOf: message });
  if (asOf < today) throw field('Elige hoy o una fecha futura.');
  const nextDue = card.nextPayment?.dueDate;
  if (nextDue && asOf > nextDue) {
    throw field(`Elige una fecha hasta el ${nextDue.split('-').reverse().join('/')}: ese día vence otro pago y el monto cambia.`);
  }
  if (!nextDue && asOf > today) throw field('Este contrato ya no tiene pagos por vencer: su monto para liquidar es el de hoy.');
  const position = positionOn(contract.state, asOf);
  return {
    asOf,
    principal: position.principalOutstanding,
    paidThrough: position.paidThrough,
    accruedFrom: position.accrual.from,
    days: position.accrual.days,
    accruedInterest: position.accrual.interest,
    accruedIva: position.accrual.iva,
    overdueInterest: position.charged.interest,
    overdueIva: position.charged.iva,
    fees: position.charged.fees,
    unapplied: position.unapplied,
    // Installments not yet due that were paid ahead: already in the figures, not charged again.
    paidAhead: contract.state.rows
      .filter((row) => row.dueDate > today && row.paid.principal + row.paid.interest + row.paid.iva > 0)
      .map((row) => ({ number: row.number, dueDate: row.dueDate, paidOn: row.paidOn, principal: row.paid.principal, interest: row.paid.interest, iva: row.paid.iva })),
    total: position.payoff,
  };
}
