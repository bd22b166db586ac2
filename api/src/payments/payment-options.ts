import type { ContractCard } from '@fvc/shared/contracts';
import { customPaymentProblem } from '@fvc/shared/contracts/rules';
import { AppError } from '../app-error';

export type PaymentOption = 'due' | 'overdue' | 'custom' | 'payoff';

/**
 * What each choice of the payment screen is worth for a contract: `due` brings it up to date
 * through the next payment, `overdue` only pays what is late, `custom` anything from the minimum
 * to the balance, `payoff` what settles the contract today (the ledger's payoff, decision 0042).
 */
export function paymentAmount(card: ContractCard, option: PaymentOption, custom: number | undefined): number {
  const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, { [option === 'custom' ? 'amount' : 'option']: message });
  if (card.standing === 'settled' || card.payoffToday <= 0) throw new AppError(422, 'NOTHING_TO_PAY', 'Este contrato no tiene saldo pendiente.');
  if (option === 'overdue') {
    if (card.overdueAmount <= 0) throw invalid('Este contrato no tiene pagos vencidos.');
    return card.overdueAmount;
  }
  if (option === 'payoff') return card.payoffToday;
  if (option === 'due') {
    const amount = card.overdueAmount + (card.nextPayment?.amount ?? 0);
    if (amount <= 0) throw invalid('Este contrato no tiene un pago por vencer.');
    return Math.min(amount, card.balance);
  }
  if (custom === undefined) throw invalid('Escribe el monto que quieres pagar.');
  const problem = customPaymentProblem(custom, card);
  if (problem) throw invalid(problem);
  return custom;
}
