import type { Queryable } from '../db/database';

/** Where a bank message came from: a card's return, notification or status; a charge's answer. */
export type PaymentEventSource = 'return' | 'notification' | 'reconciliation' | 'charge-answer';

/** Every message the bank sent about a payment, accepted or not, as received (no card data ever reaches us). */
export async function recordPaymentEvent(
  tx: Queryable,
  paymentId: string | null,
  source: PaymentEventSource,
  accepted: boolean,
  reason: string,
  fields: unknown,
): Promise<void> {
  await tx.query('insert into payment_events (payment_id, source, accepted, reason, fields) values ($1, $2, $3, $4, $5)', [
    paymentId,
    source,
    accepted,
    reason,
    JSON.stringify(fields ?? {}),
  ]);
}
