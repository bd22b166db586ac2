import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';

/**
 * The account remote's one cache of server data. A 4xx is an answer, not a glitch: only network
 * failures and 5xx are retried. Signing out (here, in the header or by expiry) empties it, so the
 * next customer on this browser never sees the previous one's data.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A screen's first view (lib/first-view.ts) has just asked, and retried what is worth it: a
      // screen that mounts on its failure shows it, with "Reintentar" where trying again can help,
      // instead of asking again at once (another customer's contract was asked for twice, 404 twice).
      retryOnMount: false,
      retry: (failures, error) => {
        const status = toApiError(error).status;
        return failures < 2 && (status === 0 || status >= 500);
      },
    },
  },
});

appStore.subscribe((state, previous) => {
  if (previous.user?.customer && !state.user?.customer) queryClient.clear();
});
