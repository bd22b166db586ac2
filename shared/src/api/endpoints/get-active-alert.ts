import { queryOptions } from '@tanstack/react-query';
import type { Alert, AlertRequest } from '../../contracts';
import { OPTIONAL_FOR_PRERENDER } from '../page-queries';
import { FIXED_DURING_A_VISIT } from '../query-client';
import { http } from '../http-client';

const PUBLIC_SITE_FLAGS: AlertRequest = { internalAlert: false, pcAlert: false };
const CUSTOMER_AREA_FLAGS: AlertRequest = { internalAlert: true, pcAlert: false };

/** docs/product.md §7: the active alert, or null when the server has none (204). */
export async function getActiveAlert(): Promise<Alert | null> {
  const response = await http.post<Alert | ''>('/api/alert', PUBLIC_SITE_FLAGS);
  return response.status === 204 || !response.data ? null : response.data;
}

/**
 * Asked once per page: a prerendered page carries the answer it was drawn with (null included)
 * and draws the popup with its HTML (docs/decisions/0038). Should the check fail for the
 * prerender job, the page is drawn without it, and the browser checks as on a client-rendered page.
 */
export const activeAlertQuery = queryOptions({
  queryKey: ['alert'],
  queryFn: getActiveAlert,
  ...FIXED_DURING_A_VISIT,
  meta: OPTIONAL_FOR_PRERENDER,
});

/**
 * The customer area's alert (internalAlert), or null: shown to a customer who signed in on this
 * browser, never on a prospect's first screen (issue #69). Drawn in the browser only.
 */
export async function getCustomerAreaAlert(): Promise<Alert | null> {
  const response = await http.post<Alert | ''>('/api/alert', CUSTOMER_AREA_FLAGS);
  return response.status === 204 || !response.data ? null : response.data;
}

export const customerAreaAlertQuery = queryOptions({ queryKey: ['customer-area-alert'], queryFn: getCustomerAreaAlert, ...FIXED_DURING_A_VISIT });
