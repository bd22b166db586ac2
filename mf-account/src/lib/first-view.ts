import type { QueryClient } from '@tanstack/react-query';

/** Where a screen is opened: its route's parameters and the address's query string. */
export interface ScreenAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Fetches what a screen draws first, into the query cache, so the screen is drawn once and
 * complete instead of section by section (issue #15). It never rejects: a call that failed stays
 * failed in the cache, and the screen shows it where it belongs, with "Reintentar".
 */
export type FirstViewLoader = (client: QueryClient, at: ScreenAddress) => Promise<void>;
