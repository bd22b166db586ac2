import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';

/**
 * The account remote's one cache of server data. A 4xx is an answer, not a glitch: only network
 * failures and 5xx are retried. Signing out (here, in the header or by expiry) empties it, so the
 * next customer on this browser never sees the previous one's data.
 */
/** Network failures and 5xx: worth another try, where a 4xx is the API's answer. */
function isWorthRetrying(error: unknown): boolean {
  const status = toApiError(error).status;
  return status === 0 || status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && isWorthRetrying(error),
      // A 4xx met again as a screen mounts (its first view, lib/first-view.ts, has just had it) is
      // shown, not asked for again: another customer's contract was asked for twice, 404 twice. A
      // network or server failure is asked for again, so a later visit can recover it.
      retryOnMount: (query) => isWorthRetrying(query.state.error),
    },
  },
});

appStore.subscribe((state, previous) => {
  if (previous.user?.customer && !state.user?.customer) queryClient.clear();
});
