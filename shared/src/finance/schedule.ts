import type { Cents } from './money';

export interface ScheduleRow {
  /** Month from signing (1 = first payment one month after disbursement). */
  period: number;
  /** Payment or rent before IVA (principal + interest). */
  payment: Cents;
  interest: Cents;
  principal: Cents;
  /** IVA charged on this row (on interest for credit, on the whole rent for leases). */
  iva: Cents;
  /** What the customer pays that month: payment + iva. */
  total: Cents;
  /** Balance after the row. */
  balance: Cents;
}
