import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DealerPage, DealerSearchQuery } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** The public dealer locator: filters, nearest first when `lat`/`lng` are given, paginated. */
export async function searchDealers(query: DealerSearchQuery, options: { signal?: AbortSignal } = {}): Promise<DealerPage> {
  const { data } = await http.get<DealerPage>('/api/public/dealers', { params: query, signal: options.signal });
  return data;
}

/** What a dealer search asks, but the page: the pages are the query's own. */
export type DealerFilters = Omit<DealerSearchQuery, 'page'>;

/**
 * A search's pages, "Ver más" adding the next. Dealers change seldom: like the rest of the
 * content, an answer is kept for the visit, so going back to a search shows it without asking.
 */
export const dealerSearchQuery = (filters: DealerFilters) =>
  infiniteQueryOptions({
    queryKey: ['dealers', filters],
    queryFn: ({ pageParam, signal }) => searchDealers({ ...filters, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((count, page) => count + page.items.length, 0) < last.total ? pages.length + 1 : undefined),
    ...FIXED_DURING_A_VISIT,
  });
