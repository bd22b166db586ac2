import { useCallback, useEffect, useState } from 'react';
import { getFinancingPlan, getFinancingPlans } from '@fvc/shared/api';
import type { FinancingPlanDetail, FinancingPlanSummary } from '@fvc/shared/contracts';
import { selectPlan, type PlanRoute } from '../plan-catalog';

export type PlanDetailState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing'; plans: FinancingPlanSummary[] }
  | { status: 'ready'; plans: FinancingPlanSummary[]; plan: FinancingPlanDetail };

/** The route's state from answers already here (this visit's, or the prerendered page's), if both are. */
function knownState(route: PlanRoute): PlanDetailState | null {
  const plans = getFinancingPlans.peek();
  if (!plans) return null;
  const summary = selectPlan(plans, route);
  if (!summary) return { status: 'missing', plans };
  const plan = getFinancingPlan.peek(summary.ID);
  return plan ? { status: 'ready', plans, plan } : null;
}

function sameState(a: PlanDetailState, b: PlanDetailState): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'ready' && b.status === 'ready') return a.plans === b.plans && a.plan === b.plan;
  if (a.status === 'missing' && b.status === 'missing') return a.plans === b.plans;
  return true;
}

/**
 * The list, then the detail of the route's plan (SPEC §7), both cached by @fvc/shared/api for
 * the visit. A failure is reported (SPEC §8 ignores it; a user deserves to know) and `retry`
 * asks again: the cache forgets failed requests.
 */
export function usePlanDetail(route: PlanRoute): PlanDetailState & { retry: () => void } {
  // A prerendered page carries both answers: the first render (hydration) draws the plan at once.
  const [state, setState] = useState<PlanDetailState>(() => knownState(route) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const known = knownState(route);
    if (known) {
      setState((previous) => (sameState(previous, known) ? previous : known));
      return undefined;
    }
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
