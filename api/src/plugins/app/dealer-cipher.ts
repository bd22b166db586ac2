import fp from 'fastify-plugin';
import { createFieldCipher, type FieldCipher } from '../../crypto/field-cipher';

declare module 'fastify' {
  interface FastifyInstance {
    /** AES-256-GCM for dealer contact data and dealer leads (server only, docs/product.md §10). */
    dealerCipher: FieldCipher;
  }
}

export const dealerCipherPlugin = fp<{ dealerDataKey: string }>(async (app, { dealerDataKey }) => {
  app.decorate('dealerCipher', createFieldCipher(dealerDataKey));
}, { name: 'dealer-cipher' });
