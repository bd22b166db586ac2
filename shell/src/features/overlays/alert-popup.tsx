import { useCallback, useEffect, useRef, useState } from 'react';
import { getActiveAlert } from '@fvc/shared/api';
import type { Alert } from '@fvc/shared/contracts';
import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';
import { useDialogFocus } from '@fvc/shared/ui';

/** SPEC §9: the popup fades out for 350 ms before it leaves the page. */
export const ALERT_CLOSE_MS = 350;

/**
 * SPEC §4 "Alert popup": shown when the API returns an active alert, unless the visitor already
 * closed it in this session ('hide' flag). Closing it, or using its button, stores the flag.
 */
export function AlertPopup() {
  /** The alert, its description already sanitized. */
  const [alert, setAlert] = useState<Alert | null>(null);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sessionStorage.getItem(ALERT_HIDDEN_KEY)) return undefined;
    let active = true;
    getActiveAlert()
      .then(async (found) => {
        if (!active || !found) return;
        // The sanitizer loads only when there is an alert to show: it stays off the first load.
        const { default: DOMPurify } = await import('dompurify');
        if (!active) return;
        setAlert({ ...found, description: DOMPurify.sanitize(found.description) });
        requestAnimationFrame(() => setOpen(true));
      })
      // No alert is the normal case; a failed check must not bother the visitor.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const close = useCallback(() => {
    sessionStorage.setItem(ALERT_HIDDEN_KEY, 'hide');
    setOpen(false);
    setTimeout(() => setAlert(null), ALERT_CLOSE_MS);
  }, []);
  useDialogFocus(dialogRef, alert !== null, close);

  if (!alert) return null;
  return (
    <div className={`popup-backdrop${open ? ' is-open' : ''}`}>
      <div ref={dialogRef} className="popup" role="dialog" aria-modal="true" aria-labelledby="alert-popup-title">
        <button type="button" className="popup__close" aria-label="Cerrar aviso" onClick={close}>
          ×
        </button>
        {alert.imgBack && <img className="popup__image" src={alert.imgBack} alt="" width={480} height={200} />}
        <h2 id="alert-popup-title">{alert.title}</h2>
        <div className="popup__body" dangerouslySetInnerHTML={{ __html: alert.description }} />
        {alert.url && alert.textbutton && (
          <a className="fvc-button" href={alert.url} target="_blank" rel="noopener noreferrer" onClick={close}>
            {alert.textbutton}
          </a>
        )}
      </div>
    </div>
  );
}
