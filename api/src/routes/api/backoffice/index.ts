import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeApplicationRoutes } from './applications';
import { backofficeAuthRoutes } from './auth';
import { backofficeBillDeliveryRoutes } from './bill-deliveries';
import { backofficeContentRoutes } from './content';
import { backofficeInvoiceRoutes } from './invoice-requests';
import { backofficeLeadRoutes } from './leads';
import { backofficePaymentRoutes } from './payments';
import { backofficeRequestRoutes } from './requests';
import { backofficeStaffRoutes } from './staff-and-audit';

/** The back-office's API (issue #71): staff only, never a customer's token (plugins/app/staff-auth.ts). */
export const backofficeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(backofficeAuthRoutes, { prefix: '/auth' });
  await app.register(backofficeRequestRoutes, { prefix: '/requests' });
  await app.register(backofficeStaffRoutes);
  await app.register(backofficeContentRoutes);
  await app.register(backofficeInvoiceRoutes);
  await app.register(backofficeLeadRoutes);
  await app.register(backofficePaymentRoutes);
  await app.register(backofficeBillDeliveryRoutes);
  await app.register(backofficeApplicationRoutes);
};
