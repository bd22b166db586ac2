import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@fvc/shared/router';
import { configureApi, loadRuntimeConfig } from '@fvc/shared/api';
import { ErrorBoundary } from '@fvc/shared/ui';

/**
 * The minimal host a remote runs in on its own (its dev server, its own tests): a router, the API
 * configured from the remote's runtime config, and the remote's routes. No shell chrome.
 */
export async function renderStandalone(RemoteRoutes: ComponentType): Promise<void> {
  const root = document.getElementById('root');
  if (!root) {
    console.error('No se encontró el contenedor #root de la página.');
    return;
  }
  const config = await loadRuntimeConfig();
  configureApi({ baseURL: config.apiUrl });
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <main id="contenido" className="standalone-host">
          <ErrorBoundary>
            <RemoteRoutes />
          </ErrorBoundary>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
}
