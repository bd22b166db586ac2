import { getActiveAlert } from '@fvc/shared/api';
import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';

/**
 * The bootstrap asks for the active alert as soon as it knows the API (issue #15): the answer
 * arrives while the page's remote loads, and the popup shows with the first render instead of
 * one API round trip after it. The popup's own call gets this same answer (a cached request).
 * Nothing is asked once the visitor closed it in this session, nor on a prerendered page that
 * carries the answer it was drawn with.
 */
export function startAlertCheck(): void {
  if (sessionStorage.getItem(ALERT_HIDDEN_KEY) || getActiveAlert.peek() !== undefined) return;
  // Read by the popup later; a failure must not be reported as unhandled before then.
  getActiveAlert().catch(() => undefined);
}
