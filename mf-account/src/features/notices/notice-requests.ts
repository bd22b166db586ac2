import { http } from '@fvc/shared/api';
import type { UnsubscribeResult } from '@fvc/shared/contracts';

/** The unsubscribe link's fields, posted as they came (no session needed). */
export const unsubscribe = async (link: { c: string; a: string; t: string }) =>
  (await http.post<UnsubscribeResult>('/api/notices/unsubscribe', {}, { params: link })).data;
