import { useAppStore } from '@fvc/shared/session';

/** The page-wide loader any part of the site can open through the shared store. */
export function LoaderOverlay() {
  const loader = useAppStore((state) => state.loader);
  if (!loader.show) return null;
  return (
    <div className={`loader-overlay${loader.open ? ' is-open' : ''}`} role="status" aria-live="polite">
      <div className="fvc-spinner" aria-hidden="true" />
      <span className="fvc-visually-hidden">Cargando…</span>
    </div>
  );
}
