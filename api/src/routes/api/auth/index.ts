import type { FastifyPluginAsync } from 'fastify';
import { passkeyRoutes } from './passkeys';
import { passwordRoutes } from './password';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';
import { signInRoutes } from './sign-in';

/**
 * Customer access (issue #10): registration, sign-in with a second factor or a passkey, the
 * session (refresh, logout), password reset and change, passkeys. One file per concern.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(registrationRoutes);
  await app.register(signInRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(passkeyRoutes);
};
