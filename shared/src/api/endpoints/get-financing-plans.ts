import { queryOptions } from '@tanstack/react-query';
import type { FinancingPlanListResponse, FinancingPlanSummary } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** docs/product.md §7: the plan list, public. */
export async function getFinancingPlans(): Promise<FinancingPlanSummary[]> {
  const { data } = await http.get<FinancingPlanListResponse>('/api/financingplans');
  return data.financingplans;
}

export const financingPlansQuery = queryOptions({ queryKey: ['financing-plans'], queryFn: getFinancingPlans, ...FIXED_DURING_A_VISIT });
