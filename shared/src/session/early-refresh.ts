import { hasSessionCookies, sendRefresh, withRefreshLock } from './session-requests';

/**
 * The refresh of a customer page opened in a new tab, sent from the shell's first script beside
 * the shell's and the remote's downloads instead of from its bootstrap once they have all run
 * (issue #15: on a throttled phone the customer's calls waited for it). The store's first refresh
 * of the page, while it holds no access token, takes the answer instead of asking again
 * (session-slice.ts); anything that ends or starts a session in the page throws it away.
 *
 * The answer waits on `window`, which every copy of this module shares: the shell's `main.js`
 * bundles one, and the session store's chunk its own.
 */
const EARLY_REFRESH = Symbol.for('fvc.early-session-refresh');

/** After this the answer is not taken: its access token may be close to lapsing. */
const EARLY_REFRESH_MAX_AGE_MS = 60_000;

interface EarlyRefresh {
  answer: Promise<Response>;
  sentAt: number;
}
type PageWithEarlyRefresh = typeof globalThis & { [EARLY_REFRESH]?: EarlyRefresh };

/** Sends it, under the lock every refresh takes across tabs, when this browser holds a session. */
export function startEarlyRefresh(apiBaseUrl: string): void {
  if (!hasSessionCookies()) return;
  const answer = withRefreshLock(() => sendRefresh(apiBaseUrl));
  // Its failure is the store's to read; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  (globalThis as PageWithEarlyRefresh)[EARLY_REFRESH] = { answer, sentAt: Date.now() };
}

/** The answer, once, if one was sent less than a minute ago; the slot is empty after. */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const page = globalThis as PageWithEarlyRefresh;
  const early = page[EARLY_REFRESH];
  delete page[EARLY_REFRESH];
  return early && Date.now() - early.sentAt <= EARLY_REFRESH_MAX_AGE_MS ? early.answer : undefined;
}

/** Throws the answer away: a sign-in or sign-out in the page makes it someone else's, or nobody's. */
export function discardEarlyRefresh(): void {
  delete (globalThis as PageWithEarlyRefresh)[EARLY_REFRESH];
}
