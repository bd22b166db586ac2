import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionResponse } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { findAccount, sessionCustomer } from '../../../auth/accounts';
import { clientOf, recordAuthEvent, type AuthEvent } from '../../../auth/audit';
import { describeWait, type LimitRule, type LimitState } from '../../../auth/rate-limiter';
import { createSession, type SignInMethod } from '../../../auth/sessions';


export function audit(app: FastifyInstance, request: FastifyRequest, event: AuthEvent, accountId: string | null, detail?: Record<string, string | number | boolean>) {
  return recordAuthEvent(app.db, event, clientOf(request), accountId, detail);
}

/** 429 with `Retry-After` and the wait in words. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new AppError(
    429,
    'TOO_MANY_ATTEMPTS',
    `Demasiados intentos. Por tu seguridad, espera ${describeWait(retryAfterSeconds)} e intenta de nuevo.`,
  );
}

/** Counts one attempt against each rule; refuses with 429 when that goes over a limit. */
export async function countAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rules: Array<[LimitRule, string]>,
): Promise<LimitState[]> {
  const states = await Promise.all(rules.map(([rule, key]) => app.auth.limiter.hit(rule, key)));
  const blocked = states.filter((state) => state.blocked);
  if (blocked.length === 0) return states;
  await audit(app, request, 'rate_limited', null, { route: request.routeOptions.url ?? '' });
  throw tooManyAttempts(reply, Math.max(...blocked.map((state) => state.retryAfterSeconds)));
}

/**
 * An attempt whose check is worth guessing at (a password, a code, a link, a passkey): counted
 * against each rule before the check, in one statement per rule, and refused with 429 past a
 * limit, so a burst cannot pass between a check and its count; `succeeded` gives it back, so
 * only failures count (decision 0043).
 */
export async function countedAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rules: Array<[LimitRule, string]>,
): Promise<{ succeeded: () => Promise<void>; remaining: number }> {
  const states = await countAttempt(app, request, reply, rules);
  return {
    succeeded: async () => void (await Promise.all(rules.map(([rule, key]) => app.auth.limiter.refund(rule, key)))),
    // What the first rule (the narrowest: this person's) still allows, for a message that says so.
    remaining: states[0]?.remaining ?? 0,
  };
}

/**
 * Signs the account in: a server-side session, its first refresh token in the HttpOnly cookie,
 * a short access token for the page's memory, and the audit record.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  method: SignInMethod,
): Promise<SessionResponse> {
  const account = await findAccount(app.db, accountId);
  if (!account) throw new AppError(401, 'UNAUTHENTICATED', 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.');
  const client = clientOf(request);
  const session = await app.db.transaction(async (tx) => {
    const created = await createSession(tx, { accountId, method, ip: client.ip, userAgent: client.userAgent });
    await recordAuthEvent(tx, 'sign_in', client, accountId, { method });
    return created;
  });
  app.auth.cookies.set(reply, session.refreshToken, session.sessionId);
  app.auth.cookies.rememberDevice(reply, accountId);
  const jwt = await app.accessTokens.issue({ customerId: session.customerId, sessionId: session.sessionId });
  reply.header('Cache-Control', 'no-store');
  return { customer: sessionCustomer(account), jwt };
}

/** Links in e-mails open the site, which reads the token from the fragment (never sent to a server). */
export function siteLink(app: FastifyInstance, path: string, token?: string): string {
  const url = new URL(path, app.auth.siteUrl);
  if (token) url.hash = `token=${token}`;
  return url.toString();
}
