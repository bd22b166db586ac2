import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../payments/gateway-config';
import { createGatewayAnswerRecorder, type GatewayAnswerRecorder } from '../../payments/record-gateway-answer';
import type { OutboxReport } from '../../jobs/job-engine';
import { sendPendingCharges } from '../../payments/bank-charges';
import { createChargeAnswerRecorder, type ChargeAnswerRecorder } from '../../payments/record-charge-answer';
import { reconcilePendingPayments } from '../../payments/reconcile';
import { createSpeiReceiver, type SpeiReceiver } from '../../spei/receive-transfer';
import { safeEqual } from '../../auth/one-time-token';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      config: GatewayConfig;
      record: GatewayAnswerRecorder;
      /** The bank's answer to a charge the API sent (a debit, a scheduled card charge). */
      recordCharge: ChargeAnswerRecorder;
      /** A SPEI transfer the bank says arrived. */
      receiveSpei: SpeiReceiver;
      /** Sends the charges created and not yet acknowledged by the bank. */
      sendCharges: () => Promise<OutboxReport>;
      /** Called when a charge was rejected: the notices job tells the customer (set by the job engine). */
      onChargeRejected: (listener: () => void) => void;
      reconcile: (options?: { afterMinutes?: number; expireAfterHours?: number }) => Promise<{ sent: number; retried: number; failed: number }>;
      /**
       * A token that lets the return page read one payment's result without a session (the bank
       * may return the customer to a browser whose session ended), for a day: a link left in a
       * browser's history or passed on stops showing the payment.
       */
      viewToken: (paymentId: string, now?: number) => string;
      readViewToken: (paymentId: string, token: string, now?: number) => 'valid' | 'expired' | 'invalid';
    };
  }
}

/** How long the return page's link shows its payment: a day. */
export const VIEW_LINK_SECONDS = 24 * 60 * 60;

export const paymentsPlugin = fp<GatewayConfig & { viewKey: Uint8Array }>(async (app, { viewKey, ...config }) => {
  const record = createGatewayAnswerRecorder(app.db, config.secret, () => app.mail.enqueued());
  const rejectionListeners = new Set<() => void>();
  const recordCharge = createChargeAnswerRecorder(app.db, config.secret, (status) => {
    app.mail.enqueued();
    if (status === 'declined') rejectionListeners.forEach((listener) => listener());
  });
  const receiveSpei = createSpeiReceiver(app.db, config.secret, () => app.mail.enqueued());
  // Keyed with the API's own key for it (config/keys.ts), never with the secret the bank shares.
  const signature = (paymentId: string, expires: string) => createHmac('sha256', viewKey).update(`vista:${paymentId}:${expires}`).digest('base64url');
  const viewToken = (paymentId: string, now = Date.now()) => {
    const expires = String(Math.floor(now / 1000) + VIEW_LINK_SECONDS);
    return `${expires}.${signature(paymentId, expires)}`;
  };
  const readViewToken = (paymentId: string, token: string, now = Date.now()) => {
    const [expires = '', signed = ''] = token.split('.');
    // The signature first: an expiry nobody signed says nothing, not even that it passed.
    if (!safeEqual(signature(paymentId, expires), signed)) return 'invalid';
    return Number(expires) * 1000 > now ? 'valid' : 'expired';
  };
  app.decorate('payments', {
    config,
    record,
    recordCharge,
    receiveSpei,
    sendCharges: () => sendPendingCharges(app.db, config, app.log),
    onChargeRejected: (listener) => void rejectionListeners.add(listener),
    reconcile: (options) => reconcilePendingPayments(app.db, config, { card: record, charge: recordCharge }, app.log, options),
    viewToken,
    readViewToken,
  });
}, { name: 'payments', dependencies: ['db', 'mail'] });
