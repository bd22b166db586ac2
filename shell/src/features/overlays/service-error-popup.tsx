import { useAppStore } from '@fvc/shared/session';
import { Dialog } from '@fvc/shared/ui';

/** docs/product.md §8: the server-error banner text. */
export const SERVER_ERROR_TEXT = 'Hubo un error en el servidor (La página será recargada)';

/**
 * docs/product.md §4 "Service-error popup": opens when some part of the page reports an unrecoverable
 * service error through the shared store; closing it reloads the page.
 */
export function ServiceErrorPopup({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useAppStore((state) => state.error);
  if (error === null) return null;
  return (
    <Dialog open onClose={reload} className="popup-backdrop is-open" role="alertdialog" aria-labelledby="service-error-title">
      <div className="popup">
        <button type="button" className="popup__close" aria-label="Cerrar y recargar" onClick={reload}>
          ×
        </button>
        <h2 id="service-error-title">{SERVER_ERROR_TEXT}</h2>
        {error && <p>{error}</p>}
      </div>
    </Dialog>
  );
}
