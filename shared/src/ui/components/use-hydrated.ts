import { useSyncExternalStore } from 'react';
import { PRERENDERED_PAGE_ID } from '@fvc/shared/api';

const noSubscription = () => () => undefined;

/**
 * False while a page is drawn on the server and while React takes over that HTML; true after, and
 * from the first render of a page drawn in the browser. A prerendered form (issue #15) is on screen
 * before its scripts run, or without them if they fail: its submit button waits for this, so the
 * browser cannot send it on its own, as a GET that would put what the visitor typed in the address,
 * the history and the server's logs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * True only while React takes over a page the prerender job drew: in the browser, on such a page,
 * until hydration ends. False when drawing on the server (the job has no global DOM; a test's
 * jsdom has no prerendered page) and for everything drawn in the browser.
 */
export function useTakingOverPrerenderedPage(): boolean {
  const hydrated = useHydrated();
  return !hydrated && typeof document !== 'undefined' && document.getElementById(PRERENDERED_PAGE_ID) !== null;
}
