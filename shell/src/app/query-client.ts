import { createQueryClient } from '@fvc/shared/api';

/** The shell's one cache of server data (the chrome's company data, the alert), hydrated with what a prerendered page carried. */
export const queryClient = createQueryClient();
