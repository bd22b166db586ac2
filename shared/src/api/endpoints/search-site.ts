import type { SearchResults } from '../../contracts';
import { http } from '../http-client';

export interface SiteSearch {
  results: SearchResults;
  /** docs/product.md §3: the sum of the section lists. */
  total: number;
}

const EMPTY: SiteSearch = { results: {}, total: 0 };
/** docs/product.md §5: the search runs from 3 characters on. */
export const SEARCH_MIN_LENGTH = 3;
/** The API refuses longer phrases; a pasted paragraph is cut rather than failing. */
const SEARCH_MAX_LENGTH = 200;

/**
 * docs/product.md §5 and §8: under 3 characters no call is made and the count is 0; a failed search empties
 * the results quietly (no message).
 */
export async function searchSite(phrase: string): Promise<SiteSearch> {
  const trimmed = phrase.trim().slice(0, SEARCH_MAX_LENGTH);
  if (trimmed.length < SEARCH_MIN_LENGTH) return EMPTY;
  try {
    const { data } = await http.get<SearchResults>('/api/search', { params: { phrase: trimmed } });
    const results = data && typeof data === 'object' ? data : {};
    const total = Object.values(results).reduce((sum, items) => sum + (Array.isArray(items) ? items.length : 0), 0);
    return { results, total };
  } catch {
    return EMPTY;
  }
}
