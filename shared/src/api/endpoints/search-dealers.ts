import type { DealerPage, DealerSearchQuery } from '../../contracts';
import { http } from '../http-client';

/** The public dealer locator: filters, nearest first when `lat`/`lng` are given, paginated. */
export async function searchDealers(query: DealerSearchQuery, options: { signal?: AbortSignal } = {}): Promise<DealerPage> {
  const { data } = await http.get<DealerPage>('/api/public/dealers', { params: query, signal: options.signal });
  return data;
}
