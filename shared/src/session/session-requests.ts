import type { SessionResponse } from '../contracts/index';

/**
 * The two calls the session store makes itself, with `fetch`: refreshing the access token and
 * ending the session on the server. Both are authenticated by the HttpOnly refresh cookie, so
 * they go with credentials and the XSRF header (SPEC §7 rule, checked by the API). They live here,
 * not in @fvc/shared/api, because every app bundles its own copy of the API client while this
 * module is the page's one singleton: one refresh for every remote.
 */
const XSRF_COOKIE = 'XSRF-TOKEN';

/** The lock every refresh takes, across tabs too: two tabs rotating the same cookie at once would look like token theft. */
export const REFRESH_LOCK = 'fvc-session-refresh';

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

/**
 * A new access token through the refresh cookie; SessionEndedError when there is no session.
 * The API sets and clears the XSRF cookie with the refresh cookie, for as long, and refuses a
 * refresh without it: without it there is no session to ask for, and no request is made (a
 * visitor signed out who opens a customer page goes to sign in a round trip sooner, and their
 * console shows no refused call).
 */
export async function requestRefresh(apiBaseUrl: string): Promise<SessionResponse> {
  const early = takeEarlyRefresh();
  if (!early && !readCookie(XSRF_COOKIE)) throw new SessionEndedError('sin sesión');
  const response = await (early ?? post(apiBaseUrl, '/api/auth/refresh'));
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

/** Where the shell's first script leaves the refresh it sent: on `window`, which every copy of this module shares. */
const EARLY_REFRESH = Symbol.for('fvc.early-session-refresh');
type PageWithEarlyRefresh = typeof globalThis & { [EARLY_REFRESH]?: Promise<Response> };

/**
 * Sends the refresh of a customer page opened in a new tab from the shell's first script, beside
 * the shell's and the remote's downloads, instead of from the bootstrap once they have all run
 * (issue #15: on a throttled phone the customer's calls waited about 0.4 s for it). Under the
 * same lock as every refresh; only with the XSRF cookie, as `requestRefresh`. The store's first
 * refresh takes this answer instead of asking again (`requestRefresh`), once.
 */
export function startEarlyRefresh(apiBaseUrl: string): void {
  if (!readCookie(XSRF_COOKIE)) return;
  const send = () => post(apiBaseUrl, '/api/auth/refresh');
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const early = locks ? locks.request(REFRESH_LOCK, send) : send();
  // Its failure is the store's to read; until then it is not an unhandled rejection.
  early.catch(() => undefined);
  (globalThis as PageWithEarlyRefresh)[EARLY_REFRESH] = early;
}

function takeEarlyRefresh(): Promise<Response> | undefined {
  const page = globalThis as PageWithEarlyRefresh;
  const early = page[EARLY_REFRESH];
  delete page[EARLY_REFRESH];
  return early;
}
