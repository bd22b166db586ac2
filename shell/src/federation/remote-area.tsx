import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from '@fvc/shared/router';
import type { RemoteName } from '@fvc/shared/federation';
import { ErrorBoundary, LoadingState } from '@fvc/shared/ui';
import { loadRemoteRoutes, resetRemote } from './remote-registry';

const AREA_NAMES: Record<RemoteName, string> = {
  home: 'el contenido',
  plans: 'los planes de financiamiento',
  calculator: 'la calculadora',
  dealers: 'el localizador de distribuidores',
  account: 'el área de clientes',
  backoffice: 'el back-office',
};

/**
 * Says on the page whether the area's remote is drawn and live (`<html data-remote-state>`:
 * `home ready`, `home failed`): a prerendered page looks ready before it is hydrated, and
 * monitoring and the browser tests need to know when it answers clicks (issue #15).
 */
function markRemoteState(remote: RemoteName, state: 'ready' | 'failed'): void {
  document.documentElement.dataset.remoteState = `${remote} ${state}`;
}

function RemoteReady({ remote }: { remote: RemoteName }) {
  useEffect(() => markRemoteState(remote, 'ready'), [remote]);
  return null;
}

/**
 * Renders the remote that owns the current route. A remote that is down, or throws while
 * rendering, is contained here: the Spanish fallback replaces only this area, and "Reintentar"
 * fetches the remote again.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  // The lazy component lives as long as this area (the layout keys it by remote); a retry
  // replaces it after the runtime has forgotten the failed remote, so the remote is fetched again.
  const [RemoteRoutes, setRemoteRoutes] = useState(() => lazy(() => loadRemoteRoutes(remote)));
  const retry = useCallback(() => {
    resetRemote(remote);
    setRemoteRoutes(() => lazy(() => loadRemoteRoutes(remote)));
  }, [remote]);

  return (
    <ErrorBoundary
      resetKey={pathname}
      onRetry={retry}
      onError={() => markRemoteState(remote, 'failed')}
      title={`No pudimos cargar ${AREA_NAMES[remote]}`}
      // The area is the page's content, its heading included: the fallback stands for it.
      headingLevel={1}
      message="Esta sección no está disponible en este momento. El resto del sitio sigue funcionando; intenta de nuevo en unos segundos."
    >
      <Suspense fallback={<LoadingState />}>
        <RemoteRoutes />
        <RemoteReady remote={remote} />
      </Suspense>
    </ErrorBoundary>
  );
}
