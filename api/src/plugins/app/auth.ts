import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAccessTokenService, type AccessTokenService } from '../../auth/access-token';
import { AppError } from '../../app-error';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenService;
    /** preHandler for customer routes: a valid bearer token, or 401. Sets `request.customerId`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    customerId: string;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
}

export const UNAUTHENTICATED_MESSAGE = 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.';

export const authPlugin = fp<AuthPluginOptions>(async (app, { jwtSecret }) => {
  const accessTokens = createAccessTokenService(jwtSecret);
  app.decorate('accessTokens', accessTokens);
  app.decorateRequest('customerId', '');

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    try {
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('Sin token bearer');
      request.customerId = await accessTokens.verify(token);
    } catch (error) {
      // Why the token failed (expired, bad signature...) is for the log, not for the caller.
      request.log.info({ reason: (error as Error).message }, 'token rechazado');
      reply.header('WWW-Authenticate', 'Bearer realm="fvc-api"');
      throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    }
  });
}, { name: 'auth' });
