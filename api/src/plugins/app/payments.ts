import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../payments/gateway-config';
import { createGatewayAnswerRecorder, type GatewayAnswerRecorder } from '../../payments/record-gateway-answer';
import { reconcilePendingPayments } from '../../payments/reconcile';
import { safeEqual } from '../../auth/one-time-token';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      config: GatewayConfig;
      record: GatewayAnswerRecorder;
      reconcile: (options?: { afterMinutes?: number; expireAfterHours?: number }) => Promise<{ sent: number; retried: number; failed: number }>;
      /** A token that lets the return page read one payment's result without a session. */
      viewToken: (paymentId: string) => string;
      viewTokenMatches: (paymentId: string, token: string) => boolean;
    };
  }
}

export const paymentsPlugin = fp<GatewayConfig>(async (app, config) => {
  const record = createGatewayAnswerRecorder(app.db, config.secret, () => app.mail.enqueued());
  const viewToken = (paymentId: string) => createHmac('sha256', config.secret).update(`vista:${paymentId}`).digest('base64url');
  app.decorate('payments', {
    config,
    record,
    reconcile: (options) => reconcilePendingPayments(app.db, config, record, app.log, options),
    viewToken,
    viewTokenMatches: (paymentId, token) => safeEqual(viewToken(paymentId), token),
  });
}, { name: 'payments', dependencies: ['db', 'mail'] });
