import { formatMxn } from '../format/es-mx';

/** The smallest card payment the portal takes: 100.00 pesos. */
export const MIN_CUSTOM_PAYMENT = 100_00;

/**
 * What is wrong with "another amount" for a contract, or null: the same words on the payment form
 * and from the API (payments/payment-options.ts). From the whole balance up it is a payoff, which
 * does not charge the interest of the months still to run; as another amount the money would pay
 * those installments ahead, interest and all (decision 0042).
 */
export function customPaymentProblem(amount: number, contract: { balance: number; payoffToday: number }): string | null {
  if (amount < MIN_CUSTOM_PAYMENT) return `El monto mínimo es de ${formatMxn(MIN_CUSTOM_PAYMENT)}.`;
  if (amount >= contract.balance) {
    return `Con ese monto pagas todo tu saldo: elige “Liquidar el contrato” (${formatMxn(contract.payoffToday)} hoy), que no cobra los intereses de los meses que faltan.`;
  }
  return null;
}
