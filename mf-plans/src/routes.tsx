import { lazy, Suspense } from 'react';
import { Route, Routes } from '@fvc/shared/router';
import { LoadingState } from '@fvc/shared/ui';
import { PlanPage } from './features/financing-plans/plan-page';
import { PageQueries } from '@fvc/shared/api';
import { queryClient } from './query-client';

// The plans screen alone carries the contact form (react-hook-form): its own chunk,
// so the plan pages do not download it.
const PlansScreen = lazy(() =>
  import('./features/financing-plans/plans-screen').then((module) => ({ default: module.PlansScreen })),
);

/** Financing plans owned by this remote (docs/architecture.md §1). */
export default function PlansRoutes() {
  return (
    <PageQueries client={queryClient}>
      <div data-remote="plans" data-release={__FVC_RELEASE__}>
        <Routes>
          <Route
            path="/planes-financiamiento"
            element={
              <Suspense fallback={<LoadingState label="Cargando los planes…" />}>
                <PlansScreen />
              </Suspense>
            }
          />
          <Route path="/planes-financiamiento/credito-directo" element={<PlanPage planKey="credit" />} />
          <Route path="/planes-financiamiento/arrendamiento-puro" element={<PlanPage planKey="pureLease" />} />
          <Route
            path="/planes-financiamiento/arrendamiento-financiero"
            element={<PlanPage planKey="financialLease" />}
          />
          <Route path="/planes-financiamiento/flexibility" element={<PlanPage planKey="flexibility" />} />
          <Route path="/planes-financiamiento/insurance" element={<PlanPage planKey="insurance" />} />
        </Routes>
      </div>
    </PageQueries>
  );
}
