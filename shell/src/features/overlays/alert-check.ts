import { getActiveAlert } from '@fvc/shared/api';
import type { Alert } from '@fvc/shared/contracts';
import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';

let started: Promise<Alert | null> | null = null;

/**
 * The bootstrap asks for the active alert as soon as it knows the API (issue #15): the answer
 * arrives while the page's remote loads, and the popup shows with the first render instead of
 * one API round trip after it. Nothing is asked once the visitor closed it in this session.
 */
export function startAlertCheck(): void {
  if (started || sessionStorage.getItem(ALERT_HIDDEN_KEY)) return;
  started = getActiveAlert();
  // Read by the popup later; a failure must not be reported as unhandled before then.
  started.catch(() => undefined);
}

/** The check the bootstrap started, or a new one; each check is handed out once. */
export function takeAlertCheck(): Promise<Alert | null> {
  const check = started ?? getActiveAlert();
  started = null;
  return check;
}
