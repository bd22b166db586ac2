import { useQuery } from '@tanstack/react-query';
import { financingPlanQuery, financingPlansQuery } from '@fvc/shared/api';
import type { FinancingPlanDetail, FinancingPlanSummary } from '@fvc/shared/contracts';
import { selectPlan, type PlanRoute } from '../plan-catalog';

export type PlanDetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing'; plans: FinancingPlanSummary[] }
  | { status: 'ready'; plans: FinancingPlanSummary[]; plan: FinancingPlanDetail };

/**
 * The list, then the detail of the route's plan (docs/product.md §7). A prerendered page carries both, so
 * its first render (hydration) draws the plan at once. A failure is reported (docs/product.md §8 ignores
 * it; a user deserves to know) and `retry` asks again.
 */
export function usePlanDetail(route: PlanRoute): PlanDetailState & { retry: () => void } {
  const list = useQuery(financingPlansQuery);
  const summary = list.data ? selectPlan(list.data, route) : undefined;
  const detail = useQuery({ ...financingPlanQuery(summary?.ID ?? 0), enabled: summary !== undefined });
  const retry = () => void (list.isError ? list.refetch() : detail.refetch());

  if (list.isError || detail.isError) return { status: 'error', retry };
  if (!list.data) return { status: 'loading', retry };
  if (!summary) return { status: 'missing', plans: list.data, retry };
  if (!detail.data) return { status: 'loading', retry };
  return { status: 'ready', plans: list.data, plan: detail.data, retry };
}
