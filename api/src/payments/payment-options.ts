import type { ContractCard } from '@fvc/shared/contracts';
import { AppError } from '../app-error';

export type PaymentOption = 'due' | 'overdue' | 'custom';

/** The smallest card payment the portal takes: 100.00 pesos. */
export const MIN_CUSTOM_PAYMENT = 10_000;

/**
 * What each choice of the payment screen is worth for a contract: `due` brings it up to date
 * through the next payment, `overdue` only pays what is late, `custom` anything from the minimum
 * to everything owed.
 */
export function paymentAmount(card: ContractCard, option: PaymentOption, custom: number | undefined): number {
  const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message, { [option === 'custom' ? 'amount' : 'option']: message });
  if (card.standing === 'settled' || card.balance <= 0) throw new AppError(422, 'NOTHING_TO_PAY', 'Este contrato no tiene saldo pendiente.');
  if (option === 'overdue') {
    if (card.overdueAmount <= 0) throw invalid('Este contrato no tiene pagos vencidos.');
    return card.overdueAmount;
  }
  if (option === 'due') {
    const amount = card.overdueAmount + (card.nextPayment?.amount ?? 0);
    if (amount <= 0) throw invalid('Este contrato no tiene un pago por vencer.');
    return Math.min(amount, card.balance);
  }
  if (custom === undefined) throw invalid('Escribe el monto que quieres pagar.');
  if (custom < MIN_CUSTOM_PAYMENT) throw invalid('El monto mínimo es de $100.00.');
  if (custom > card.balance) throw invalid(`El monto no puede ser mayor a tu saldo de ${(card.balance / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' })}.`);
  return custom;
}
