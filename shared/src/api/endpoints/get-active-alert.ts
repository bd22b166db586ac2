import type { Alert, AlertRequest } from '../../contracts';
import { http } from '../http-client';

const PUBLIC_SITE_FLAGS: AlertRequest = { internalAlert: false, pcAlert: false };

/** SPEC §7: the active alert, or null when the server has none (204). */
export async function getActiveAlert(): Promise<Alert | null> {
  const response = await http.post<Alert | ''>('/api/alert', PUBLIC_SITE_FLAGS);
  return response.status === 204 || !response.data ? null : response.data;
}
