import { useSyncExternalStore } from 'react';

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
