import { positionOn, type LedgerState } from '../ledger/contract-ledger';

/**
 * What a direct debit collects on `today`: everything overdue, and the installment due that day.
 * Nothing ahead of its date. Checked against the independent reference ledger
 * (contract-ledger.property.test.ts).
 */
export function debitAmountOn(state: LedgerState, today: string): number {
  const position = positionOn(state, today);
  return position.overdue.amount + (position.nextPayment?.dueDate === today ? position.nextPayment.amount : 0);
}
