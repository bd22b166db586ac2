import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Alert } from '@fvc/shared/contracts';
import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';
import { useDialogFocus } from '@fvc/shared/ui';
import { takeAlertCheck } from './alert-check';
import { loadHtmlSanitizer, type InsertSanitizedHtml } from './html-sanitizer';

/** SPEC §9: the popup fades out for 350 ms before it leaves the page. */
export const ALERT_CLOSE_MS = 350;

/**
 * SPEC §4 "Alert popup": shown when the API returns an active alert, unless the visitor already
 * closed it in this session ('hide' flag). Closing it, or using its button, stores the flag.
 */
export function AlertPopup() {
  const [shown, setShown] = useState<{ alert: Alert; insertHtml: InsertSanitizedHtml } | null>(null);
  const alert = shown?.alert ?? null;
  // Drawn open: it fades in as it appears (app.css), and fades out once closed.
  const [open, setOpen] = useState(true);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sessionStorage.getItem(ALERT_HIDDEN_KEY)) return undefined;
    let active = true;
    takeAlertCheck()
      .then(async (found) => {
        if (!active || !found) return;
        // The sanitizer is ready (or fetched) only when there is an alert to show.
        const insertHtml = await loadHtmlSanitizer();
        if (!active) return;
        setShown({ alert: found, insertHtml });
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
    setTimeout(() => setShown(null), ALERT_CLOSE_MS);
  }, []);
  useDialogFocus(dialogRef, alert !== null, close);

  const bodyRef = useRef<HTMLDivElement>(null);
  // Before paint, so the dialog never shows without its text.
  useLayoutEffect(() => {
    if (shown && bodyRef.current) shown.insertHtml(bodyRef.current, shown.alert.description);
  }, [shown]);

  if (!alert) return null;
  return (
    <div className={`popup-backdrop popup-backdrop--fades-in${open ? ' is-open' : ''}`}>
      <div ref={dialogRef} className="popup" role="dialog" aria-modal="true" aria-labelledby="alert-popup-title">
        <button type="button" className="popup__close" aria-label="Cerrar aviso" onClick={close}>
          ×
        </button>
        {alert.imgBack && <img className="popup__image" src={alert.imgBack} alt="" width={480} height={200} />}
        <h2 id="alert-popup-title">{alert.title}</h2>
        {/* Filled by the sanitizer (see above), never with the description as it came. */}
        <div ref={bodyRef} className="popup__body" />
        {alert.url && alert.textbutton && (
          <a className="fvc-button" href={alert.url} target="_blank" rel="noopener noreferrer" onClick={close}>
            {alert.textbutton}
          </a>
        )}
      </div>
    </div>
  );
}
