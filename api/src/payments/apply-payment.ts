import type { Queryable } from '../db/database';
import { positionOn, receivePayment, type PaymentApplication, type TermChange } from '../ledger/contract-ledger';
import { lockedLedger, saveLedgerStep } from '../ledger/ledger-store';

export interface AppliedPayment {
  /** The account's balance after the payment, as its line and the contract page say. */
  balanceAfter: number;
  principalAfter: number;
  application: PaymentApplication;
  termChange: TermChange | null;
}

/**
 * Applies an approved payment to its contract, inside the transaction that decided it, by the
 * ledger's rules (decision 0042): fees, IVA, interest and principal of what is charged; then the
 * next installments ahead, a capital contribution from three installments, or the payoff when the
 * payment was made to settle. The contract row is locked, so two payments of one contract are
 * applied one after the other.
 */
export async function applyPayment(
  tx: Queryable,
  payment: { contractId: string; amount: number; folio: string; description: string; purpose: 'installments' | 'payoff' },
  today: string,
): Promise<AppliedPayment> {
  const contract = await lockedLedger(tx, payment.contractId);
  if (!contract) throw new Error(`Pago de un contrato que no existe: ${payment.contractId}`);
  const step = receivePayment(contract.state, {
    date: today,
    amount: payment.amount,
    reference: payment.folio,
    description: payment.description,
    purpose: payment.purpose,
  });
  await saveLedgerStep(tx, contract, step);
  const after = positionOn(step.state, today);
  return { balanceAfter: step.state.balance, principalAfter: after.principalOutstanding, application: step.application!, termChange: step.termChange };
}
