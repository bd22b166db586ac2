import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { OutboxReport } from '../jobs/job-engine';
import type { GatewayConfig } from './gateway-config';
import { gatewayAmount, gatewaySignature } from './gateway-signature';

/** What the bank's answer codes to a charge mean to the API (the rest are rejections in its words). */
export const CHARGE_RESPONSES = { approved: '00', accountClosed: '04' } as const;

/** A charge nobody acknowledged in this long is given up (expired) instead of sent again. */
export const CHARGE_SEND_DAYS = 3;

interface UnsentCharge {
  id: string;
  number: string;
  amount_cents: string;
  clabe: string | null;
  card_token: string | null;
}

/**
 * Sends the charges the API made (debits under a mandate, scheduled card charges) that the bank
 * has not acknowledged yet, each signed; a 2xx marks it sent (`sent_at`) and it is never sent
 * again. The bank takes the same order twice as one charge, so a crash between its acknowledgement
 * and our note of it costs nothing. Its answer comes later (record-charge-answer.ts).
 */
export async function sendPendingCharges(
  db: Database,
  config: Pick<GatewayConfig, 'secret' | 'serverUrl'>,
  log: FastifyBaseLogger,
): Promise<OutboxReport> {
  const unsent = await db.query<UnsentCharge>(
    `select p.id, c.number, p.amount_cents, m.clabe, s.card_token
       from payments p join contracts c on c.id = p.contract_id
       left join debit_mandates m on m.id = p.mandate_id
       left join scheduled_payments s on s.id = p.scheduled_payment_id
      where p.method in ('debit', 'card-on-file') and p.status = 'pending' and p.sent_at is null
        and p.created_at > now() - make_interval(days => $1)
      order by p.created_at limit 100`,
    [CHARGE_SEND_DAYS],
  );
  const report: OutboxReport = { sent: 0, retried: 0, failed: 0 };
  for (const charge of unsent) {
    const account = charge.clabe ?? charge.card_token;
    if (!account) {
      report.failed += 1;
      continue;
    }
    const amount = gatewayAmount(Number(charge.amount_cents));
    const message = { type: 'charge', order: charge.id, reference: charge.number, account, amount } as const;
    try {
      const response = await fetch(new URL('/cargos', config.serverUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order: charge.id, reference: charge.number, account, amount, signature: gatewaySignature(config.secret, message) }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`el banco respondió ${response.status}`);
      await db.query('update payments set sent_at = now() where id = $1 and sent_at is null', [charge.id]);
      report.sent += 1;
    } catch (error) {
      log.warn({ paymentId: charge.id, err: error }, 'cargo: el banco no lo recibió; se reintenta en la siguiente vuelta');
      report.retried += 1;
    }
  }
  // Never acknowledged in three days: nothing was charged; the payment is closed, the customer told.
  const expired = await db.query<{ id: string }>(
    `update payments set status = 'expired', decided_by = 'expiry', decided_at = now(), bank_message = 'El banco no recibió el cargo.'
      where method in ('debit', 'card-on-file') and status = 'pending' and sent_at is null and created_at <= now() - make_interval(days => $1)
      returning id`,
    [CHARGE_SEND_DAYS],
  );
  report.failed += expired.length;
  return report;
}
