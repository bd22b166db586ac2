import { createQueryClient } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';

/**
 * The account remote's one cache of server data (the shared defaults: a 4xx is an answer, only
 * network failures and 5xx are retried). Signing out (here, in the header or by expiry) empties
 * it, so the next customer on this browser never sees the previous one's data.
 */
export const queryClient = createQueryClient();

appStore.subscribe((state, previous) => {
  if (previous.user?.customer && !state.user?.customer) queryClient.clear();
});
