import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { GatewayConfig } from './gateway-config';
import { gatewaySignature } from './gateway-signature';
import type { ChargeAnswerRecorder } from './record-charge-answer';
import type { GatewayAnswerRecorder } from './record-gateway-answer';

/** An order with no answer this long is asked about; one unanswered for a day expires. */
export const RECONCILE_AFTER_MINUTES = 10;
export const EXPIRE_AFTER_HOURS = 24;

/**
 * Nothing stays pending forever: orders the bank has not answered are asked about (the gateway's
 * status endpoint, signed); what it says is recorded like any other answer; what it does not know
 * of, what it says expired (its page closed unpaid, after 15 minutes) or what it cannot answer
 * for a day expires. Safe on several API processes:
 * recording is exactly-once, and expiry only touches rows still pending.
 */
export async function reconcilePendingPayments(
  db: Database,
  config: Pick<GatewayConfig, 'secret' | 'serverUrl'>,
  recorders: { card: GatewayAnswerRecorder; charge: ChargeAnswerRecorder },
  log: FastifyBaseLogger,
  options: { afterMinutes?: number; expireAfterHours?: number } = {},
): Promise<{ sent: number; retried: number; failed: number }> {
  const afterMinutes = options.afterMinutes ?? RECONCILE_AFTER_MINUTES;
  const expireAfterHours = options.expireAfterHours ?? EXPIRE_AFTER_HOURS;
  // A charge the API sends (a debit) is asked about once the bank acknowledged it; until then
  // bank-charges.ts sends it again. Card payments are asked about from their creation.
  const pending = await db.query<{ id: string; method: string; expired: boolean }>(
    `select id, method, coalesce(sent_at, created_at) < now() - make_interval(hours => $2) as expired from payments
      where status = 'pending' and coalesce(sent_at, created_at) < now() - make_interval(mins => $1)
        and (method = 'card' or sent_at is not null)
      order by created_at limit 50`,
    [afterMinutes, expireAfterHours],
  );
  const report = { sent: 0, retried: 0, failed: 0 };
  for (const payment of pending) {
    let status = 'unreachable';
    try {
      const url = new URL('/estado', config.serverUrl);
      url.searchParams.set('mp_order', payment.id);
      url.searchParams.set('mp_signature', gatewaySignature(config.secret, { type: 'status', order: payment.id }));
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = (await response.json()) as Record<string, string>;
      status = body.status ?? 'unknown';
      if ((status === 'approved' || status === 'declined') && payment.method !== 'card') {
        const { order = '', reference = '', amount = '', authorization = '', response: code = '', message = '', date = '', signature = '' } = body;
        const outcome = await recorders.charge({ order, reference, amount, authorization, response: code, message, date, signature }, 'reconciliation');
        if (outcome.accepted) report.sent += 1;
        else log.warn({ paymentId: payment.id, reason: outcome.reason }, 'conciliación: respuesta del banco rechazada');
        continue;
      }
      if (status === 'approved' || status === 'declined') {
        const outcome = await recorders.card(body, 'reconciliation');
        if (outcome.accepted) report.sent += 1;
        else log.warn({ paymentId: payment.id, reason: outcome.reason }, 'conciliación: respuesta del banco rechazada');
        continue;
      }
    } catch (error) {
      log.warn({ paymentId: payment.id, err: error }, 'conciliación: la pasarela no respondió');
    }
    // The bank never saw the order, or its page closed unpaid (the customer left before paying; it
    // can no longer be paid), or it has not answered for a day.
    if (status === 'unknown' || status === 'expired' || payment.expired) {
      await db.query(
        `update payments set status = 'expired', decided_by = 'expiry', decided_at = now(), bank_message = $2 where id = $1 and status = 'pending'`,
        [payment.id, status === 'unknown' || status === 'expired' ? 'El pago no se completó en el banco.' : 'Sin respuesta del banco.'],
      );
      report.failed += 1;
    } else report.retried += 1;
  }
  return report;
}
