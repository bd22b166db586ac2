import type { FinancingPlanSummary, FinancingPlanListResponse } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** SPEC §7: the plan list, public and cached after the first load. */
export const getFinancingPlans = cachedRequest('financing-plans', async (): Promise<FinancingPlanSummary[]> => {
  const { data } = await http.get<FinancingPlanListResponse>('/api/financingplans');
  return data.financingplans;
});
