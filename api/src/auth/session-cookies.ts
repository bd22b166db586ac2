import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { safeEqual } from './one-time-token';
import { REFRESH_IDLE_SECONDS } from './sessions';

/** docs/product.md §7: the client copies this cookie into the `X-XSRF-TOKEN` header of non-GET calls. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface CookiePolicy {
  secure: boolean;
  refreshCookie: string;
  deviceCookie: string;
  path: string;
}

/**
 * `__Host-` cookies (Secure, Path=/, no Domain: only this exact origin can set or read them) on
 * HTTPS. Plain http is accepted only for a site on localhost, for local runs; browsers refuse
 * Secure cookies there, so the names lose the prefix and the cookies lose Secure.
 */
export function cookiePolicy(siteUrl: string): CookiePolicy {
  const url = new URL(siteUrl);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return local
    ? { secure: false, refreshCookie: 'fvc_refresh', deviceCookie: 'fvc_device', path: '/' }
    : { secure: true, refreshCookie: '__Host-fvc_refresh', deviceCookie: '__Host-fvc_device', path: '/' };
}

export function createSessionCookies(policy: CookiePolicy, secret: Uint8Array, allowedOrigins: readonly string[]) {
  const sign = (label: string, value: string) => createHmac('sha256', secret).update(`${label}:${value}`).digest('base64url');
  const xsrfFor = (sessionId: string) => sign('xsrf', sessionId);
  const base = { path: policy.path, secure: policy.secure, sameSite: 'strict' as const };

  return {
    policy,
    /** The refresh token (HttpOnly) and the XSRF token bound to the session (readable by the page). */
    set(reply: FastifyReply, refreshToken: string, sessionId: string) {
      reply.setCookie(policy.refreshCookie, refreshToken, { ...base, httpOnly: true, maxAge: REFRESH_IDLE_SECONDS });
      reply.setCookie(XSRF_COOKIE, xsrfFor(sessionId), { ...base, httpOnly: false, maxAge: REFRESH_IDLE_SECONDS });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(policy.refreshCookie, { ...base, httpOnly: true });
      reply.clearCookie(XSRF_COOKIE, { ...base, httpOnly: false });
    },
    refreshToken(request: FastifyRequest): string | undefined {
      const value = request.cookies[policy.refreshCookie];
      return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    },
    /**
     * CSRF defence of the cookie-authenticated calls (refresh, logout): the Origin must be one of
     * the site's, and the XSRF header must carry the session's signed token. SameSite=Strict
     * already keeps other sites' requests from carrying the cookie; this is the second lock.
     */
    assertSameSite(request: FastifyRequest, sessionId: string) {
      const origin = request.headers.origin;
      const header = request.headers[XSRF_HEADER];
      const ok =
        typeof origin === 'string' &&
        allowedOrigins.includes(origin) &&
        typeof header === 'string' &&
        safeEqual(header, xsrfFor(sessionId));
      if (!ok) {
        throw new AppError(403, 'CSRF_REJECTED', 'No pudimos confirmar que la solicitud viene de este sitio. Recarga la página e intenta de nuevo.');
      }
    },
    /** Remembers that this browser signed in to the account (see limits.ts). */
    rememberDevice(reply: FastifyReply, accountId: string) {
      reply.setCookie(policy.deviceCookie, `${accountId}.${sign('device', accountId)}`, {
        ...base,
        httpOnly: true,
        maxAge: DEVICE_MAX_AGE_SECONDS,
      });
    },
    isKnownDevice(request: FastifyRequest, accountId: string): boolean {
      const value = request.cookies[policy.deviceCookie];
      if (!value) return false;
      const [id, signature] = value.split('.');
      return id === accountId && signature !== undefined && safeEqual(signature, sign('device', accountId));
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
