import { queryOptions } from '@tanstack/react-query';
import type { PublicStatesResponse, StateWithCities } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** States with their cities for the dealer locator's selectors; fixed during a visit. */
export async function getDealerStates(): Promise<StateWithCities[]> {
  const { data } = await http.get<PublicStatesResponse>('/api/public/dealers/states');
  return data.states;
}

export const dealerStatesQuery = queryOptions({ queryKey: ['dealer-states'], queryFn: getDealerStates, ...FIXED_DURING_A_VISIT });
