import fp from 'fastify-plugin';
import { deliverPending, type DeliveryReport } from '../../mail/deliver-pending';
import { createMailSender, type MailTransportOptions } from '../../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      deliverPending: () => Promise<DeliveryReport>;
      /** Call after committing a message that should go out now (a sign-in code, a link). */
      enqueued: () => void;
      onEnqueued: (listener: () => void) => void;
    };
  }
}

export interface MailPluginOptions extends MailTransportOptions {
  from: string;
}

export const mailPlugin = fp<MailPluginOptions>(async (app, options) => {
  const sender = createMailSender(options);
  const listeners = new Set<() => void>();
  app.decorate('mail', {
    deliverPending: () => deliverPending(app.db, sender, { from: options.from }),
    enqueued: () => listeners.forEach((listener) => listener()),
    onEnqueued: (listener) => void listeners.add(listener),
  });
  app.addHook('onClose', async () => sender.close());
}, { name: 'mail', dependencies: ['db'] });
