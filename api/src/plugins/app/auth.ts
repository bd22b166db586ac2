import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createAccessTokenService, type AccessTokenService } from '../../auth/access-token';
import { AUTH_LIMITS, type AuthLimits } from '../../auth/limits';
import { createLoginThrottle, LOGIN_THROTTLE, type LoginThrottle, type ThrottleRules } from '../../auth/login-throttle';
import { createRateLimiter, type RateLimiter } from '../../auth/rate-limiter';
import { cookiePolicy, createSessionCookies, type SessionCookies } from '../../auth/session-cookies';
import { findActiveSession, type SessionOwner } from '../../auth/sessions';
import { createPasskeyService, relyingPartyFor, type PasskeyService } from '../../auth/passkeys';
import { createSignInCodes, type SignInCodes } from '../../auth/sign-in-codes';
import { AppError } from '../../app-error';
import { deriveKey, type KeyPurpose } from '../../config/keys';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenService;
    /** Drops expired sign-in data (challenges, links, refresh tokens, counters): a periodic job. */
    purgeExpiredAccessData: () => Promise<void>;
    /** The bearer check itself, for a route where a session is optional (it then must be valid). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    auth: {
      cookies: SessionCookies;
      limiter: RateLimiter;
      limits: AuthLimits;
      /** The growing wait between sign-in attempts per e-mail (auth/login-throttle.ts). */
      throttle: LoginThrottle;
      codes: SignInCodes;
      passkeys: PasskeyService;
      /** The public site, for links in e-mails and as the WebAuthn origin. */
      siteUrl: string;
      /** The API's key for one purpose, derived from its secret (config/keys.ts); the secret stays here. */
      keyFor: (purpose: KeyPurpose) => Buffer;
    };
  }
  interface FastifyRequest {
    /** The signed-in customer of a protected route: set before the handler runs. */
    session: SessionOwner;
    /** Shorthand for `session.customerId`: every customer query takes it. */
    customerId: string;
  }
  interface FastifyContextConfig {
    /** Documentation and static routes of plugins that cannot declare `security` themselves. */
    public?: boolean;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  siteUrl: string;
  /** Origins allowed to call the cookie-authenticated routes (the site's, as for CORS). */
  allowedOrigins: readonly string[];
  limits?: Partial<AuthLimits>;
  /** The attempt counters' clock (auth/rate-limiter.ts); the real one unless a test fixes it. */
  limiterClock?: () => number;
  loginThrottle?: ThrottleRules;
}

export const UNAUTHENTICATED_MESSAGE = 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.';
const BEARER = { bearerAuth: [] };

type SecurityRequirement = Record<string, string[]>;

/**
 * Protected unless the route says otherwise: no `security` at all, or one whose every alternative
 * needs the bearer token. `[]` is public, `[{}, { bearerAuth: [] }]` optional, and a cookie scheme
 * alone means the route checks that cookie itself.
 */
function needsBearer(route: RouteOptions): boolean {
  if (route.config?.public) return false;
  const security = (route.schema as { security?: SecurityRequirement[] } | undefined)?.security;
  return security === undefined || (security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement));
}

/** `GET /api/quotes/:id/pdf` -> `getApiQuotesByIdPdf`, for routes that do not name themselves. */
function operationIdFor(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/**
 * Deny by default (issue #10): every route registered after this plugin needs a valid bearer
 * token of a live session, unless its schema declares `security: []` (public) or a security
 * scheme other than the bearer token (the refresh-cookie routes check their own). The OpenAPI
 * document says the same thing, because the declaration is the route's schema.
 */
export const authPlugin = fp<AuthPluginOptions>(async (app, options) => {
  const accessTokens = createAccessTokenService(deriveKey(options.jwtSecret, 'access-token'));
  app.decorate('accessTokens', accessTokens);
  // The database is registered after this plugin (routes must see the default-deny hook first);
  // these services reach it only when a request runs.
  const db = { query: <T>(sql: string, params?: unknown[]) => app.db.query<T>(sql, params) };
  app.decorate('auth', {
    cookies: createSessionCookies(cookiePolicy(options.siteUrl), deriveKey(options.jwtSecret, 'session-cookies'), options.allowedOrigins),
    limiter: createRateLimiter(db, options.limiterClock),
    throttle: createLoginThrottle(db, options.loginThrottle ?? LOGIN_THROTTLE),
    codes: createSignInCodes(deriveKey(options.jwtSecret, 'sign-in-codes')),
    passkeys: createPasskeyService(db, relyingPartyFor(options.siteUrl)),
    limits: { ...AUTH_LIMITS, ...options.limits },
    siteUrl: options.siteUrl,
    keyFor: (purpose) => deriveKey(options.jwtSecret, purpose),
  });
  app.decorateRequest('session', null as unknown as SessionOwner);
  app.decorateRequest('customerId', '');

  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    let owner: SessionOwner | null = null;
    try {
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('Sin token bearer');
      const claims = await accessTokens.verify(token);
      owner = await findActiveSession(app.db, claims.sessionId);
      if (!owner || owner.customerId !== claims.customerId) throw new Error('Sesión cerrada o de otro cliente');
    } catch (error) {
      // Why the token failed (expired, bad signature, logged out) is for the log, not the caller.
      request.log.info({ reason: (error as Error).message }, 'token rechazado');
      reply.header('WWW-Authenticate', 'Bearer realm="fvc-api"');
      throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    }
    request.session = owner;
    request.customerId = owner.customerId;
  };

  app.decorate('authenticate', authenticate);

  app.decorate('purgeExpiredAccessData', async () => {
    // A day of grace keeps recent rows for the audit of an incident; sessions stay listed a month.
    await app.db.exec(`
      delete from login_challenges where expires_at < now() - interval '1 day';
      delete from webauthn_challenges where expires_at < now() - interval '1 day';
      delete from account_tokens where expires_at < now() - interval '1 day';
      delete from refresh_tokens where expires_at < now() - interval '1 day';
      delete from rate_limit_counters where window_start < now() - interval '1 day';
      delete from login_throttle where updated_at < now() - interval '1 day';
      delete from auth_sessions where (revoked_at is not null or expires_at < now()) and created_at < now() - interval '30 days';
      delete from staff_challenges where expires_at < now() - interval '1 day';
      delete from staff_sessions where (revoked_at is not null or expires_at < now()) and created_at < now() - interval '30 days';
    `);
  });

  app.addHook('onRoute', (route) => {
    // The OpenAPI UI's own pages and files are documentation, public by nature.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    const schema = (route.schema ??= {}) as { operationId?: string; security?: SecurityRequirement[]; hide?: boolean };
    if (!route.config?.public) schema.operationId ??= operationIdFor(String(route.method), route.url);
    if (!needsBearer(route)) return;
    schema.security ??= [BEARER];
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [authenticate as onRequestHookHandler, ...existing];
  });
}, { name: 'auth' });
