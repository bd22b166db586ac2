import { Route, Routes } from '@fvc/shared/router';
import { DealerLocatorPage } from './features/dealer-locator/dealer-locator-page';
import { PageQueries } from '@fvc/shared/api';
import { queryClient } from './query-client';

/** Dealer locator owned by this remote (docs/architecture.md §1). */
export default function DealersRoutes() {
  return (
    <PageQueries client={queryClient}>
      <div data-remote="dealers" data-release={__FVC_RELEASE__}>
        <Routes>
          <Route path="/distribuidores" element={<DealerLocatorPage />} />
        </Routes>
      </div>
    </PageQueries>
  );
}
