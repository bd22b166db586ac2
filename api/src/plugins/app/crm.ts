import fp from 'fastify-plugin';
import { createCrmClient, type CrmClient, type CrmClientOptions } from '../../crm/crm-client';
import { forwardPending, type ForwardReport } from '../../crm/forward-pending';

declare module 'fastify' {
  interface FastifyInstance {
    crm: {
      configured: boolean;
      forwardPending: () => Promise<ForwardReport>;
      /** Call after committing a lead: it is forwarded now rather than on the next round. */
      enqueued: () => void;
      onEnqueued: (listener: () => void) => void;
    };
  }
}

export interface CrmPluginOptions {
  /** The CRM's endpoint; without it leads stay pending and are forwarded once one is configured. */
  crm?: CrmClientOptions | undefined;
  /** A ready client (tests). */
  client?: CrmClient | undefined;
}

const NOTHING_DONE: ForwardReport = { sent: 0, retried: 0, failed: 0 };

export const crmPlugin = fp<CrmPluginOptions>(async (app, options) => {
  const client = options.client ?? (options.crm ? createCrmClient(options.crm) : undefined);
  const listeners = new Set<() => void>();
  app.decorate('crm', {
    configured: client !== undefined,
    forwardPending: client ? () => forwardPending(app.db, client, app.dealerCipher) : async () => NOTHING_DONE,
    enqueued: () => listeners.forEach((listener) => listener()),
    onEnqueued: (listener) => void listeners.add(listener),
  });
}, { name: 'crm', dependencies: ['db', 'dealer-cipher'] });
