import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { StateListResponse } from '@fvc/shared/contracts';

/** The 32 states, for the address fields of the invoice request and the profile. */
export const statesQuery = queryOptions({
  queryKey: ['account', 'states'],
  queryFn: async () => (await http.get<StateListResponse>('/api/states')).data.states,
  staleTime: Infinity,
});
