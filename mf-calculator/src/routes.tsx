import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useParams } from '@fvc/shared/router';
import { LoadingState } from '@fvc/shared/ui';
import { VehicleStep } from './features/calculator-steps/vehicle-step';
import { PageQueries } from '@fvc/shared/api';
import { queryClient } from './query-client';

// Steps 2 and 3 load on demand: the form library, the schedule and the chart stay out of step 1.
const FinancingStep = lazy(() => import('./features/calculator-steps/financing-step').then((m) => ({ default: m.FinancingStep })));
const SummaryStep = lazy(() => import('./features/calculator-steps/summary-step').then((m) => ({ default: m.SummaryStep })));
// The online application that continues a quote (decision 0055): none of it in the calculator's chunks.
const ApplicationRoutes = lazy(() => import('./features/application/application-routes').then((m) => ({ default: m.ApplicationRoutes })));

function StandaloneVehicleStep() {
  const { type, model } = useParams();
  // Another link (Back or Forward between two) is a new start: its own type and model lead again.
  return <VehicleStep key={`${type}/${model}`} typeSlug={type} modelSlug={model} />;
}

/** Quote calculator owned by this remote (docs/architecture.md §1). */
export default function CalculatorRoutes() {
  return (
    <PageQueries client={queryClient}>
      <div data-remote="calculator" data-release={__FVC_RELEASE__}>
        <Suspense fallback={<LoadingState label="Cargando la calculadora…" />}>
          <Routes>
            <Route path="/calculadora" element={<VehicleStep />} />
            <Route path="/calculadora/paso-1" element={<VehicleStep />} />
            <Route path="/calculadora/paso-2" element={<FinancingStep />} />
            <Route path="/calculadora/paso-3" element={<SummaryStep />} />
            <Route path="/calculadora/independiente/:type/:model" element={<StandaloneVehicleStep />} />
            <Route path="/calculadora/independiente/*" element={<VehicleStep />} />
            <Route path="/calculator/vehicles" element={<VehicleStep />} />
            <Route
              path="/solicitud/*"
              element={
                <Suspense fallback={<LoadingState label="Cargando tu solicitud…" />}>
                  <ApplicationRoutes />
                </Suspense>
              }
            />
            {/* docs/product.md §2: any unknown address goes home (/calculadora itself is the first step). */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </div>
    </PageQueries>
  );
}
