import { activeAlertQuery, carriedQueries } from '@fvc/shared/api';
import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';
import { queryClient } from '../../app/query-client';

/**
 * The bootstrap asks for the active alert as soon as it knows the API (issue #15): the answer
 * arrives while the page's remote loads, and the popup shows with the first render instead of
 * one API round trip after it (the popup's query finds it in the shell's cache). Nothing is asked
 * once the visitor closed it in this session, nor on a prerendered page: it carries the answer
 * it was drawn with, and its takeover must draw only that.
 */
export function startAlertCheck(): void {
  if (sessionStorage.getItem(ALERT_HIDDEN_KEY) || carriedQueries() !== null) return;
  void queryClient.prefetchQuery(activeAlertQuery);
}
