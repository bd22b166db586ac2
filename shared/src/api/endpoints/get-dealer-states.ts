import type { PublicStatesResponse, StateWithCities } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** States with their cities for the dealer locator's selectors; fixed during a visit. */
export const getDealerStates = cachedRequest('dealer-states', async (): Promise<StateWithCities[]> => {
  const { data } = await http.get<PublicStatesResponse>('/api/public/dealers/states');
  return data.states;
});
