import { createQueryClient } from '@fvc/shared/api';

/** This remote's one cache of server data, hydrated with what a prerendered page carried. */
export const queryClient = createQueryClient();
