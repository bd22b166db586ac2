import fp from 'fastify-plugin';
import { deliverPending, type DeliveryReport } from '../../mail/deliver-pending';
import { createMailSender, type MailTransportOptions } from '../../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { deliverPending: () => Promise<DeliveryReport> };
  }
}

export interface MailPluginOptions extends MailTransportOptions {
  from: string;
}

export const mailPlugin = fp<MailPluginOptions>(async (app, options) => {
  const sender = createMailSender(options);
  app.decorate('mail', { deliverPending: () => deliverPending(app.db, sender, { from: options.from }) });
  app.addHook('onClose', async () => sender.close());
}, { name: 'mail', dependencies: ['db'] });
