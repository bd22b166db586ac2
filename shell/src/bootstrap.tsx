import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { carriedQueries, configureApi, loadRuntimeConfigPatiently, readInlineRuntimeConfig, type RuntimeConfig } from '@fvc/shared/api';
import '@fvc/shared/ui/tokens.css';
import './app/app.css';
import { App } from './app/app';
import { isCustomerPage } from './app/customer-pages';
import { matchRoute } from './app/match-route';
import { restoreCustomerSession } from './app/customer-session';
import { readPrerenderedPage } from './app/prerendered-page';
import { startAlertCheck } from './features/overlays/alert-check';
import { initFederation, loadRemoteRoutes } from './federation/remote-registry';

async function start(root: HTMLElement): Promise<void> {
  let config: RuntimeConfig;
  const prerendered = readPrerenderedPage();
  // The answers the page was drawn with: each app's query client holds them before it draws.
  const drawnWithData = carriedQueries() !== null;
  try {
    config = readInlineRuntimeConfig() ?? (await loadRuntimeConfigPatiently());
    configureApi({ baseURL: config.apiUrl });
    // A prerendered page hydrates with the remote build it was drawn with (issue #15).
    initFederation(prerendered ? { ...config.remotes, [prerendered.remote]: prerendered.manifest } : config.remotes);
  } catch {
    // A prerendered page stays as it is: readable, with links that work without the shell.
    if (prerendered) return;
    // React is not running: plain DOM, styled inline because the site's styles may not apply.
    root.innerHTML =
      '<div role="alert" style="padding:2rem;font-family:system-ui"><p>No pudimos iniciar el sitio. Intenta de nuevo en unos momentos.</p>' +
      '<button type="button" style="min-height:44px;padding:0 1.25rem;font:inherit">Reintentar</button></div>';
    root.querySelector('button')?.addEventListener('click', () => window.location.reload());
    return;
  }
  // The alert's request, so the popup can show with the first render.
  try {
    startAlertCheck();
  } catch {
    // Storage the browser refuses: the popup asks for the alert itself when it is drawn.
  }
  // The page's remote starts downloading now, beside React's start, rather than when React asks
  // for it (manifest, remote entry, chunks). A customer page opened in a new tab restores its
  // session now too: one round trip fewer before its data.
  const current = matchRoute(window.location.pathname);
  if (current) void loadRemoteRoutes(current.remote).catch(() => undefined);
  if (isCustomerPage(window.location.pathname)) void restoreCustomerSession();
  // Field data (decision 0052), off the start-up's way: its module comes after the first render.
  void import(/* webpackChunkName: "field-vitals" */ './app/field-vitals').then(({ reportFieldVitals }) => reportFieldVitals(config.apiUrl)).catch(() => undefined);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered && drawnWithData && root.firstElementChild) {
    // The page is already drawn: hydrate it with the data it was drawn with, as a transition so
    // the work is cut in slices the browser can interleave with input.
    startTransition(() => {
      hydrateRoot(root, app, {
        // React repairs a page that differs from its HTML by drawing it again, silently in
        // production. Said out loud: it costs the visitor a redraw and the tests fail on it.
        onRecoverableError: (error) => console.error('La página prerenderizada no coincidió con su primer dibujo:', error),
      });
    });
    return;
  }
  // As a transition, the first render yields to the browser, so the remote's fetch started above
  // is not held back by it.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(app);
  });
}

const root = document.getElementById('root');
if (root) void start(root);
else console.error('No se encontró el contenedor #root de la página.');
