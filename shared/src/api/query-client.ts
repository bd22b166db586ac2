import { MutationCache, QueryClient } from '@tanstack/react-query';
import { appStore } from '@fvc/shared/session';
import { toApiError } from './api-error';
import { registerPageQueryClient } from './page-queries';

/** Network failures and 5xx are worth another try; a 4xx is the API's answer. */
export function isWorthRetrying(error: unknown): boolean {
  const status = toApiError(error).status;
  return status === 0 || status >= 500;
}

/**
 * An app's one cache of server data, with the defaults every app shares (docs/decisions/0047).
 * Each app (the shell and every remote) makes one at start and provides it around its routes
 * (`PageQueries`); the prerender job finds them all to carry what a page drew.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const failure = toApiError(error);
        if (mutation.meta?.failureReloadsPage && failure.status >= 500) appStore.getState().setError(failure.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 2 && isWorthRetrying(error),
        // A 4xx met again as a screen mounts (its first view has just had it) is shown, not asked
        // for again: another customer's contract was asked for twice, 404 twice. A network or
        // server failure is asked for again, so a later visit can recover it.
        retryOnMount: (query) => isWorthRetrying(query.state.error),
      },
    },
  });
  // Only where a page is drawn for the prerender job (Node, no DOM): in a browser or a test the
  // registry would only keep every client alive.
  if (typeof document === 'undefined') registerPageQueryClient(client);
  return client;
}

/**
 * Content does not change during a visit (banners, plans, company data): asked once, kept while
 * the page is open, never asked again by a page that carried it. A publish reaches the next visit.
 */
export const FIXED_DURING_A_VISIT = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * A user action after whose server failure the page cannot go on as it is: whether it happened is
 * unknown, and what the page shows may be wrong (a cancellation). A 5xx opens the service-error
 * popup (docs/product.md §4, §8), and closing it reloads the page; a 4xx stays the form's own answer.
 */
export const FAILURE_RELOADS_PAGE = { failureReloadsPage: true } as const;
