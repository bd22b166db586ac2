import { PageQueries } from '@fvc/shared/api';
import { BrowserRouter } from '@fvc/shared/router';
import { Layout } from './layout';
import { queryClient } from './query-client';

export function App() {
  // Navigations render synchronously, in the same batch as store updates made beside them
  // (signing out and going home must not let the customer area see one without the other).
  return (
    <PageQueries client={queryClient}>
      <BrowserRouter useTransitions={false}>
        <Layout />
      </BrowserRouter>
    </PageQueries>
  );
}
