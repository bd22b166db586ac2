import { queryOptions } from '@tanstack/react-query';
import type { FinancingPlanDetail, FinancingPlanDetailResponse } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** docs/product.md §7: one plan with its options and lists, public. */
export async function getFinancingPlan(id: number): Promise<FinancingPlanDetail> {
  const { data } = await http.get<FinancingPlanDetailResponse>('/api/financingplans', { params: { id } });
  return data.financingplans;
}

export const financingPlanQuery = (id: number) =>
  queryOptions({ queryKey: ['financing-plan', id], queryFn: () => getFinancingPlan(id), ...FIXED_DURING_A_VISIT });
