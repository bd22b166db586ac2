import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, loadRuntimeConfigPatiently, readInlineRuntimeConfig } from '@fvc/shared/api';
import '@fvc/shared/ui/tokens.css';
import './app/app.css';
import { App } from './app/app';
import { matchRoute } from './app/match-route';
import { initFederation, loadRemoteRoutes } from './federation/remote-registry';

async function start(root: HTMLElement): Promise<void> {
  try {
    const config = readInlineRuntimeConfig() ?? (await loadRuntimeConfigPatiently());
    configureApi({ baseURL: config.apiUrl });
    initFederation(config.remotes);
    // Start fetching the current route's remote now, in parallel with the first render,
    // instead of after React asks for it (manifest -> remoteEntry -> chunk waterfall).
    const current = matchRoute(window.location.pathname);
    if (current) void loadRemoteRoutes(current.remote).catch(() => undefined);
  } catch {
    // React is not running: plain DOM, styled inline because the site's styles may not apply.
    root.innerHTML =
      '<div role="alert" style="padding:2rem;font-family:system-ui"><p>No pudimos iniciar el sitio. Intenta de nuevo en unos momentos.</p>' +
      '<button type="button" style="min-height:44px;padding:0 1.25rem;font:inherit">Reintentar</button></div>';
    root.querySelector('button')?.addEventListener('click', () => window.location.reload());
    return;
  }
  // As a transition, the first render yields to the browser (PERF.md: one 461 ms long task
  // otherwise), so the remote's fetch started above is not held back by it.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
else console.error('No se encontró el contenedor #root de la página.');
