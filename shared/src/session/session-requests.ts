import type { SessionResponse } from '../contracts/index';
import { hasSessionCookie, XSRF_COOKIE } from './signed-in-tab';

/**
 * The two calls the session store makes itself, with `fetch`: refreshing the access token and
 * ending the session on the server. Both are authenticated by the HttpOnly refresh cookie, so
 * they go with credentials and the XSRF header (docs/product.md §7 rule, checked by the API). They live here,
 * not in @fvc/shared/api, because every app bundles its own copy of the API client while this
 * module is the page's one singleton: one refresh for every remote.
 */
/** The lock every refresh takes, across tabs too: two tabs rotating the same cookie at once would look like token theft. */
export const REFRESH_LOCK = 'fvc-session-refresh';

/** Runs `work` holding REFRESH_LOCK, or at once where the browser has no Web Locks. */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

async function post(apiBaseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const xsrf = readCookie(XSRF_COOKIE);
  return fetch(`${apiBaseUrl}${path}`, {
    ...init,
    method: 'POST',
    credentials: 'include',
    headers: xsrf ? { 'X-XSRF-TOKEN': xsrf } : {},
  });
}

export class SessionEndedError extends Error {}

/** The refresh request itself, authenticated by the refresh cookie and the XSRF header. */
export function sendRefresh(apiBaseUrl: string): Promise<Response> {
  return post(apiBaseUrl, '/api/auth/refresh');
}

/**
 * A new access token through the refresh cookie; SessionEndedError when there is no session.
 * The API sets and clears the XSRF cookie with the refresh cookie, for as long, and refuses a
 * refresh without it: without it there is no session to ask for, and no request is made (a
 * visitor signed out who opens a customer page goes to sign in a round trip sooner, and their
 * console shows no refused call).
 */
export async function requestRefresh(apiBaseUrl: string): Promise<SessionResponse> {
  if (!hasSessionCookie(document.cookie)) throw new SessionEndedError('sin sesión');
  const response = await sendRefresh(apiBaseUrl);
  if (response.status === 401 || response.status === 403) throw new SessionEndedError('sin sesión');
  if (!response.ok) throw new Error(`refresh ${response.status}`);
  return (await response.json()) as SessionResponse;
}

/**
 * Revokes the session on the server; a failure is not the customer's problem (it expires anyway).
 * `keepalive` lets the request finish when the customer signs out and at once leaves the page or
 * closes the tab: without it the browser cancels it and the refresh cookie would still work.
 */
export async function requestLogout(apiBaseUrl: string): Promise<void> {
  await post(apiBaseUrl, '/api/auth/logout', { keepalive: true }).catch(() => undefined);
}
