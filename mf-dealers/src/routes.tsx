import { Route, Routes } from '@fvc/shared/router';
import { DealerLocatorPage } from './features/dealer-locator/dealer-locator-page';

/** Dealer locator owned by this remote (DESIGN §1). */
export default function DealersRoutes() {
  return (
    <div data-remote="dealers" data-release={__FVC_RELEASE__}>
      <Routes>
        <Route path="/distribuidores" element={<DealerLocatorPage />} />
      </Routes>
    </div>
  );
}
