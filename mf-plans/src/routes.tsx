import { Route, Routes } from 'react-router-dom';
import { PlanPage } from './features/plan-page/plan-page';

/** Financing plans owned by this remote (DESIGN §1). */
export default function PlansRoutes() {
  return (
    <div data-remote="plans" data-release={__FVC_RELEASE__}>
      <Routes>
        <Route path="/planes-financiamiento" element={<PlanPage plan="overview" />} />
        <Route path="/planes-financiamiento/credito-directo" element={<PlanPage plan="credit" />} />
        <Route path="/planes-financiamiento/arrendamiento-puro" element={<PlanPage plan="pureLease" />} />
        <Route path="/planes-financiamiento/arrendamiento-financiero" element={<PlanPage plan="financialLease" />} />
        <Route path="/planes-financiamiento/flexibility" element={<PlanPage plan="flexibility" />} />
        <Route path="/planes-financiamiento/insurance" element={<PlanPage plan="insurance" />} />
      </Routes>
    </div>
  );
}
