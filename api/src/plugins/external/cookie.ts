import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

// Registered now so the refresh-token cookie (HttpOnly, SameSite=Strict; docs/architecture.md §4) has one home.
export const cookiePlugin = fp(async (app) => {
  await app.register(cookie);
}, { name: 'cookie' });
