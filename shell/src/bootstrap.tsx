import { StrictMode, startTransition } from 'react';
import { carriedQueries, configureApi, loadRuntimeConfigPatiently, readInlineRuntimeConfig } from '@fvc/shared/api';
import { yieldToBrowser } from '@fvc/shared/federation';
import '@fvc/shared/ui/tokens.css';
import './app/app.css';
import { isCustomerPage } from './app/customer-pages';
import { restoreCustomerSession } from './app/customer-session';
import { readPrerenderedPage } from './app/prerendered-page';
import { startAlertCheck } from './features/overlays/alert-check';
import { initFederation, loadRemoteRoutes } from './federation/remote-registry';

async function start(root: HTMLElement): Promise<void> {
  const prerendered = readPrerenderedPage();
  // The answers the page was drawn with: each app's query client holds them before it draws.
  const drawnWithData = carriedQueries() !== null;
  try {
    const config = readInlineRuntimeConfig() ?? (await loadRuntimeConfigPatiently());
    configureApi({ baseURL: config.apiUrl });
    // A prerendered page hydrates with the remote build it was drawn with (issue #15), and holds
    // that build's manifest, keyed as the runtime asks for it: it is not fetched again.
    const snapshot = prerendered?.manifestSnapshot;
    initFederation(
      prerendered ? { ...config.remotes, [prerendered.remote]: prerendered.manifest } : config.remotes,
      prerendered && snapshot ? { [new URL(prerendered.manifest, window.location.href).href]: snapshot } : {},
    );
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
  // Start-up in slices, each a task of its own (issue #15: one long task blocks a tap for its
  // whole length). An `import(/* webpackMode: "eager" */ ...)` adds no download: the module came
  // with the bootstrap (or, shared, before it); the import only puts off its evaluation.
  // 1. The alert's request, so the popup can show with the first render. A slice of its own: a
  //    page's first `fetch` sets up the browser's side of it (7-10 ms here), and it came at the end
  //    of evaluating this module, the start-up's longest task.
  await yieldToBrowser();
  try {
    startAlertCheck();
  } catch {
    // Storage the browser refuses: the popup asks for the alert itself when it is drawn.
  }
  // 2. Which remote owns the page (the router's start), and its download begins: beside the rest
  //    of the start-up instead of after React asks for it (manifest -> remoteEntry -> chunks).
  await yieldToBrowser();
  try {
    const { matchRoute } = await import(/* webpackMode: "eager" */ './app/match-route');
    const current = matchRoute(window.location.pathname);
    if (current) void loadRemoteRoutes(current.remote).catch(() => undefined);
    // A customer page opened in a new tab: its session is restored now, beside the remote's
    // download, rather than once the remote has drawn (one round trip fewer before its data). Its
    // refresh is already on its way from the shell's first script (src/index.ts).
    if (isCustomerPage(window.location.pathname)) void restoreCustomerSession();
  } catch {
    // Only a head start: without it, the remote loads when React asks for it.
  }
  // 3. The app's modules; 4. React DOM's; then the first render.
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered && drawnWithData && root.firstElementChild) {
    // The page is already drawn: hydrate it with the data it was drawn with, as a transition so
    // the work is cut in slices the browser can interleave with input (PERF.md).
    startTransition(() => {
      hydrateRoot(root, app, {
        // React repairs a page that differs from its HTML by drawing it again, silently in
        // production. Said out loud: it costs the visitor a redraw and the tests fail on it.
        onRecoverableError: (error) => console.error('La página prerenderizada no coincidió con su primer dibujo:', error),
      });
    });
    return;
  }
  // As a transition, the first render yields to the browser (PERF.md: one 461 ms long task
  // otherwise), so the remote's fetch started above is not held back by it.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(app);
  });
}

const root = document.getElementById('root');
if (root) void start(root);
else console.error('No se encontró el contenedor #root de la página.');
