import { SESSION_USER_KEY } from './storage-keys';

/** The cookie the API sets beside its HttpOnly refresh cookie, with the same lifetime. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * Whether the browser holds a session to refresh: the XSRF cookie lives as long as the refresh
 * cookie. Its presence only, undecoded: a malformed value must not break the answer.
 */
export function hasSessionCookie(cookies: string): boolean {
  return cookies.split('; ').some((part) => part.startsWith(`${XSRF_COOKIE}=`));
}

/**
 * "Is this tab signed in?", the one answer every part of the site reads: a customer is kept in
 * the tab's sessionStorage (under the `user` key) and the session's cookie is still there. A
 * customer kept without the cookie means the session idled out. No imports beyond the storage
 * keys: the page's head script (shell/src/head-script.ts) bundles this same function.
 */
export function tabIsSignedIn(storage: Pick<Storage, 'getItem'>, cookies: string): boolean {
  return storedCustomer(storage) && hasSessionCookie(cookies);
}

function storedCustomer(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    const stored = JSON.parse(storage.getItem(SESSION_USER_KEY) ?? 'null') as { state?: { user?: { customer?: unknown } | null } } | null;
    return Boolean(stored?.state?.user?.customer);
  } catch {
    return false; // an unreadable entry is no session
  }
}
