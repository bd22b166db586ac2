import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@fvc/shared/federation';
import { ErrorBoundary, LoadingState } from '@fvc/shared/ui';
import { loadRemoteRoutes, resetRemote } from './remote-registry';

const AREA_NAMES: Record<RemoteName, string> = {
  home: 'el contenido',
  plans: 'los planes de financiamiento',
  calculator: 'la calculadora',
  dealers: 'el localizador de distribuidores',
  account: 'el área de clientes',
};

/**
 * Renders the remote that owns the current route. A remote that is down, or throws while
 * rendering, is contained here: the Spanish fallback replaces only this area, and "Reintentar"
 * fetches the remote again.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per remote and attempt; the federation runtime caches what it loaded,
  // so this costs nothing on re-renders and refetches only after a reset.
  const RemoteRoutes = useMemo(() => lazy(() => loadRemoteRoutes(remote)), [remote, attempt]);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((current) => current + 1);
  }, [remote]);

  return (
    <ErrorBoundary
      resetKey={pathname}
      onRetry={retry}
      title={`No pudimos cargar ${AREA_NAMES[remote]}`}
      message="Esta sección no está disponible en este momento. El resto del sitio sigue funcionando; intenta de nuevo en unos segundos."
    >
      <Suspense fallback={<LoadingState />}>
        <RemoteRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}
