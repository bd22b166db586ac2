import { useCallback, useEffect, useState } from 'react';
import { getFinancingPlan, getFinancingPlans } from '@fvc/shared/api';
import type { FinancingPlanDetail, FinancingPlanSummary } from '@fvc/shared/contracts';
import { selectPlan, type PlanRoute } from '../plan-catalog';

export type PlanDetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing'; plans: FinancingPlanSummary[] }
  | { status: 'ready'; plans: FinancingPlanSummary[]; plan: FinancingPlanDetail };

/**
 * The list, then the detail of the route's plan (SPEC §7), both cached by @fvc/shared/api for
 * the visit. A failure is reported (SPEC §8 ignores it; a user deserves to know) and `retry`
 * asks again: the cache forgets failed requests.
 */
export function usePlanDetail(route: PlanRoute): PlanDetailState & { retry: () => void } {
  const [state, setState] = useState<PlanDetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    (async () => {
      const plans = await getFinancingPlans();
      const summary = selectPlan(plans, route);
      if (!summary) return { status: 'missing', plans } as const;
      const plan = await getFinancingPlan(summary.ID);
      return { status: 'ready', plans, plan } as const;
    })().then(
      (next) => current && setState(next),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [route, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
