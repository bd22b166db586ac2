import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// A JSON API: the defaults (strict CSP, nosniff, frame-ancestors none, HSTS) fit. The docs UI
// sets its own CSP for its page (@fastify/swagger-ui `staticCSP`).
export const helmetPlugin = fp(async (app) => {
  await app.register(helmet, {
    // The site (another origin) reads our JSON with CORS; CORP same-origin would block it.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}, { name: 'helmet' });
