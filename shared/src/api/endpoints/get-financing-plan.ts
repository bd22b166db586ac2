import type { FinancingPlanDetail, FinancingPlanDetailResponse } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** SPEC §7: one plan with its options and lists, public and cached per id. */
export const getFinancingPlan = cachedRequest(
  'financing-plan',
  async (id: number): Promise<FinancingPlanDetail> => {
    const { data } = await http.get<FinancingPlanDetailResponse>('/api/financingplans', { params: { id } });
    return data.financingplans;
  },
  (id) => String(id),
);
