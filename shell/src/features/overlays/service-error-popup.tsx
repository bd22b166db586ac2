import { useRef } from 'react';
import { useAppStore } from '@fvc/shared/session';
import { useDialogFocus } from '@fvc/shared/ui';

/** SPEC §8: the server-error banner text. */
export const SERVER_ERROR_TEXT = 'Hubo un error en el servidor (La página será recargada)';

/**
 * SPEC §4 "Service-error popup": opens when some part of the page reports an unrecoverable
 * service error through the shared store; closing it reloads the page.
 */
export function ServiceErrorPopup({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useAppStore((state) => state.error);
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, error !== null, reload);
  if (error === null) return null;
  return (
    <div className="popup-backdrop is-open">
      <div ref={dialogRef} className="popup" role="alertdialog" aria-modal="true" aria-labelledby="service-error-title">
        <button type="button" className="popup__close" aria-label="Cerrar y recargar" onClick={reload}>
          ×
        </button>
        <h2 id="service-error-title">{SERVER_ERROR_TEXT}</h2>
        {error && <p>{error}</p>}
      </div>
    </div>
  );
}
