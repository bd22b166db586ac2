import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActiveSessionListSchema, SessionResponseSchema } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { findAccount, sessionCustomer } from '../../../auth/accounts';
import { revokeAllSessions, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from '../../../auth/sessions';
import { errorResponses } from '../../error-responses';
import { audit } from './auth-helpers';
import { deviceLabel } from './device-label';

const REFRESH_COOKIE = [{ refreshCookie: [] }];
const NO_SESSION_MESSAGE = 'Tu sesión terminó. Inicia sesión de nuevo.';

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { cookies } = app.auth;

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'refreshSession',
        summary: 'Renovar la sesión',
        description:
          'Cambia el token de renovación de la cookie por uno nuevo (rotación) y entrega un token de acceso nuevo. Presentar un token ya usado revoca la sesión completa (detección de reutilización). Exige el origen del sitio y la cabecera `X-XSRF-TOKEN` con el valor de la cookie `XSRF-TOKEN`.',
        security: REFRESH_COOKIE,
        response: {
          200: SessionResponseSchema,
          401: { ...errorResponses(401)[401], description: 'Sin sesión, vencida o revocada (SESSION_ENDED).' },
          403: { ...errorResponses(403)[403], description: 'Origen o cabecera XSRF incorrectos (CSRF_REJECTED).' },
          ...errorResponses(429, 500),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = cookies.refreshToken(request);
      const owner = token ? await sessionOfRefreshToken(app.db, token) : null;
      if (!token || !owner) {
        cookies.clear(reply);
        throw new AppError(401, 'SESSION_ENDED', NO_SESSION_MESSAGE);
      }
      cookies.assertSameSite(request, owner.sessionId);

      const result = await rotateRefreshToken(app.db, token);
      if (result.kind !== 'rotated') {
        cookies.clear(reply);
        if (result.kind === 'reused') {
          request.log.warn({ sessionId: result.sessionId }, 'token de renovación reutilizado: sesión revocada');
          await audit(app, request, 'refresh_reuse_detected', result.accountId, { sessionId: result.sessionId });
        }
        throw new AppError(401, 'SESSION_ENDED', NO_SESSION_MESSAGE);
      }
      const { session } = result;
      if (result.retried) request.log.info({ sessionId: session.sessionId }, 'token de renovación presentado de nuevo dentro del margen: renovado');
      const account = await findAccount(app.db, session.accountId);
      if (!account) throw new AppError(401, 'SESSION_ENDED', NO_SESSION_MESSAGE);
      cookies.set(reply, session.refreshToken, session.sessionId);
      const jwt = await app.accessTokens.issue({ customerId: session.customerId, sessionId: session.sessionId });
      return { customer: sessionCustomer(account), jwt };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'signOut',
        summary: 'Cerrar sesión',
        description:
          'Revoca en el servidor la sesión de la cookie: su token de renovación y sus tokens de acceso dejan de servir de inmediato. Sin sesión responde igual (204). Exige el origen del sitio y la cabecera XSRF.',
        security: REFRESH_COOKIE,
        response: {
          204: { type: 'null', description: 'Sesión cerrada.' },
          403: { ...errorResponses(403)[403], description: 'Origen o cabecera XSRF incorrectos (CSRF_REJECTED).' },
          ...errorResponses(429, 500),
        },
      },
    },
    async (request, reply) => {
      const token = cookies.refreshToken(request);
      const owner = token ? await sessionOfRefreshToken(app.db, token) : null;
      if (owner) {
        cookies.assertSameSite(request, owner.sessionId);
        await revokeSession(app.db, owner.sessionId, 'logout');
        await audit(app, request, 'logout', owner.accountId, { sessionId: owner.sessionId });
      }
      cookies.clear(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/logout-all',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'signOutEverywhere',
        summary: 'Cerrar sesión en todos los dispositivos',
        description: 'Revoca todas las sesiones de la cuenta, incluida esta.',
        response: { 204: { type: 'null', description: 'Todas las sesiones cerradas.' }, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const count = await revokeAllSessions(app.db, request.session.accountId, 'logout_all');
      await audit(app, request, 'logout_all', request.session.accountId, { sessions: count });
      cookies.clear(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'listSessions',
        summary: 'Sesiones abiertas',
        description: 'Las sesiones vigentes de la cuenta, la más reciente primero.',
        response: { 200: ActiveSessionListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const rows = await app.db.query<{ id: string; method: 'password_code' | 'passkey'; user_agent: string | null; created_at: Date; last_used_at: Date }>(
        `select id, method, user_agent, created_at, last_used_at from auth_sessions
          where account_id = $1 and revoked_at is null and expires_at > now()
            and exists (select 1 from refresh_tokens t where t.session_id = auth_sessions.id and t.used_at is null and t.expires_at > now())
          order by last_used_at desc`,
        [request.session.accountId],
      );
      reply.header('Cache-Control', 'no-store');
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          method: row.method,
          device: deviceLabel(row.user_agent),
          createdAt: new Date(row.created_at).toISOString(),
          lastUsedAt: new Date(row.last_used_at).toISOString(),
          current: row.id === request.session.sessionId,
        })),
      };
    },
  );
};
