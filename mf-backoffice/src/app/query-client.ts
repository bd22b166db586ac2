import { createQueryClient } from '@fvc/shared/api';

/**
 * The back-office's one cache of server data (the shared defaults: a 4xx is an answer, only
 * network failures and 5xx are retried). The staff gate empties it when another person signs in.
 */
export const queryClient = createQueryClient();
