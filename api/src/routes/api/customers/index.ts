import type { FastifyPluginAsync } from 'fastify';
import { billingRoutes } from './billing';
import { contactDetailsRoutes } from './contact-details';
export { purchaseRequestRoutes } from './billing';
import { contractRoutes } from './contracts';
import { creditApplicationRoutes } from './credit-applications';
import { directDebitRoutes } from './direct-debit';
import { documentRoutes } from './documents';
import { earlyPaymentRoutes } from './early-payment';
import { movementRoutes } from './movements';
import { noticeRoutes } from './notices';
import { paymentRoutes } from './payments';
import { profileRoutes } from './profile';
import { scheduledPaymentRoutes } from './scheduled-payments';
import { supportRoutes } from './support';

/**
 * The customer area (issue #11). Every route is protected by default (plugins/app/auth.ts) and
 * reads through `customer-data/`, whose functions take the session's customer id: an id of
 * someone else's contract, statement, invoice or request answers 404, never 403.
 */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(contactDetailsRoutes);
  await app.register(contractRoutes);
  await app.register(movementRoutes);
  await app.register(documentRoutes);
  await app.register(earlyPaymentRoutes);
  await app.register(supportRoutes);
  await app.register(creditApplicationRoutes);
  await app.register(billingRoutes);
  await app.register(paymentRoutes);
  await app.register(directDebitRoutes);
  await app.register(scheduledPaymentRoutes);
  await app.register(noticeRoutes);
};
