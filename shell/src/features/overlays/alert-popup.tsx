import { useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { activeAlertQuery, customerAreaAlertQuery } from '@fvc/shared/api';
import type { Alert } from '@fvc/shared/contracts';
import { ALERT_HIDDEN_KEY, CUSTOMER_ALERT_HIDDEN_KEY, RETURNING_CUSTOMER_KEY, selectIsSignedIn, useAppStore } from '@fvc/shared/session';
import { Dialog, useTakingOverPrerenderedPage } from '@fvc/shared/ui';
import { hiddenBeforeTheShell } from './notice-flags';
import { loadHtmlSanitizer, POPUP_DESCRIPTION, type InsertSanitizedHtml } from './html-sanitizer';
import { ServerHtmlSanitizer } from './server-html-sanitizer';

/** docs/product.md §9: the popup fades out for 350 ms before it leaves the page. */
export const ALERT_CLOSE_MS = 350;

/**
 * The popup's description: put in by a sanitizer in the browser, or already in the element when
 * the prerender job drew it (sanitized there; docs/decisions/0023, 0038).
 */
type Description = { insertHtml: InsertSanitizedHtml } | 'drawn-with-the-page';

/** The public site's alert, or the customer area's (closed with a flag of its own). */
type Audience = 'everyone' | 'customers';
const HIDDEN_KEY: Record<Audience, string> = { everyone: ALERT_HIDDEN_KEY, customers: CUSTOMER_ALERT_HIDDEN_KEY };

/** Taking over the job's description, React keeps the element's HTML as it is (a leaf, 0023). */
const KEPT_HTML = { __html: '' };

/**
 * docs/product.md §4 "Alert popup": shown when the API returns an active alert, unless the visitor already
 * closed it in this session ('hide' flag). Closing it, or using its button, stores the flag.
 *
 * A prerendered page carries the alert it was drawn with and the popup in its HTML, so a visitor
 * meets it with the page's first paint, not once the scripts have come. The page's head script
 * hides it before the paint when the flag is set (shell/src/head-script.ts); it becomes a modal,
 * and its buttons answer, once the shell has hydrated (docs/decisions/0053).
 *
 * The customer area's alert (internalAlert) is for customers: shown once the public one is settled
 * (none, or closed), to a signed-in customer or on a browser where one signed in before, never on
 * a prospect's first screen (issue #69). It is drawn in the browser, never prerendered.
 */
export function AlertPopup() {
  const sanitizeOnServer = useContext(ServerHtmlSanitizer);
  const takingOver = useTakingOverPrerenderedPage();
  // Asked once per page, unless closed in this session (read as the page starts: signing out
  // empties the session's storage, and must not bring a closed alert back). A prerendered page's
  // answer is carried all the same.
  const [askPublic] = useState(() => !flagged(ALERT_HIDDEN_KEY));
  const [closedEarly] = useState(() => !askPublic || (typeof document !== 'undefined' && hiddenBeforeTheShell('alert')));
  const publicAlert = useQuery({ ...activeAlertQuery, enabled: askPublic });
  const [shown, setShown] = useState<{ alert: Alert; description: Description; audience: Audience } | null>(() => {
    // The job's render and the browser's takeover draw the same popup: the answer the page
    // carries. The flag is read after (an effect), or the takeover would differ from the page's
    // HTML. Anything drawn in the browser (React's redraw after a failed takeover too) waits for
    // the sanitizer below.
    const drawn = sanitizeOnServer || takingOver ? publicAlert.data : undefined;
    return drawn ? { alert: drawn, description: 'drawn-with-the-page', audience: 'everyone' } : null;
  });
  // The public alert is settled once there is none, it failed, or it was closed.
  const [publicSettled, setPublicSettled] = useState(false);
  const signedIn = useAppStore(selectIsSignedIn);
  const returningCustomer = signedIn || (typeof localStorage !== 'undefined' && localStorage.getItem(RETURNING_CUSTOMER_KEY) !== null);
  // Decided once the public alert is settled, as with the public one: not each time the flag changes.
  const [askForCustomers, setAskForCustomers] = useState(false);
  useEffect(() => {
    if (publicSettled && returningCustomer && !flagged(CUSTOMER_ALERT_HIDDEN_KEY)) setAskForCustomers(true);
  }, [publicSettled, returningCustomer]);
  const customerAlert = useQuery({ ...customerAreaAlertQuery, enabled: askForCustomers });
  const drawnWithThePage = useRef(shown !== null);
  // Drawn open: it fades in as it appears (app.css), and fades out once closed.
  const [open, setOpen] = useState(true);

  const found = publicAlert.data;
  const checked = !publicAlert.isPending;
  useEffect(() => {
    if (!askPublic || hiddenBeforeTheShell('alert')) {
      // Closed on an earlier page (the head script hid it from the first paint).
      setShown(null);
      setPublicSettled(true);
      return undefined;
    }
    if (drawnWithThePage.current || !checked) return undefined;
    // No alert is the normal case; a failed check must not bother the visitor.
    if (!found) {
      setPublicSettled(true);
      return undefined;
    }
    let active = true;
    // The sanitizer is ready (or fetched) only when there is an alert to show.
    loadHtmlSanitizer().then(
      (insertHtml) => active && setShown({ alert: found, description: { insertHtml }, audience: 'everyone' }),
      () => active && setPublicSettled(true),
    );
    return () => {
      active = false;
    };
  }, [askPublic, found, checked]);

  useEffect(() => {
    if (signedIn) localStorage.setItem(RETURNING_CUSTOMER_KEY, '1');
  }, [signedIn]);

  const forCustomers = customerAlert.data;
  useEffect(() => {
    if (!forCustomers) return undefined;
    let active = true;
    loadHtmlSanitizer().then(
      (insertHtml) => active && setShown({ alert: forCustomers, description: { insertHtml }, audience: 'customers' }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [forCustomers]);

  const audience = shown?.audience;
  const close = useCallback(() => {
    sessionStorage.setItem(HIDDEN_KEY[audience ?? 'everyone'], 'hide');
    setOpen(false);
    setTimeout(() => {
      setShown(null);
      setOpen(true);
      if (audience === 'everyone') setPublicSettled(true);
    }, ALERT_CLOSE_MS);
  }, [audience]);

  const bodyRef = useRef<HTMLDivElement>(null);
  // Before paint, so the dialog never shows without its text.
  useLayoutEffect(() => {
    if (shown && shown.description !== 'drawn-with-the-page' && bodyRef.current) shown.description.insertHtml(bodyRef.current, shown.alert.description);
  }, [shown]);

  if (!shown) return null;
  const { alert } = shown;
  let body;
  if (sanitizeOnServer) {
    body = <div className="popup__body" dangerouslySetInnerHTML={{ __html: sanitizeOnServer(alert.description, POPUP_DESCRIPTION) }} />;
  } else if (shown.description === 'drawn-with-the-page') {
    body = <div className="popup__body" dangerouslySetInnerHTML={KEPT_HTML} suppressHydrationWarning />;
  } else {
    // Filled by the sanitizer (see above), never with the description as it came.
    body = <div ref={bodyRef} className="popup__body" />;
  }
  return (
    <Dialog
      // Not made modal when the page's head script hid it: the effect above takes it off the page.
      open={shown.audience === 'customers' || !closedEarly}
      onClose={close}
      openInHtml={shown.description === 'drawn-with-the-page'}
      className={`popup-backdrop popup-backdrop--fades-in${open ? ' is-open' : ''}`}
      data-notice="alert"
      aria-labelledby="alert-popup-title"
    >
      <div className="popup">
        <button type="button" className="popup__close" aria-label="Cerrar aviso" onClick={close}>
          ×
        </button>
        {alert.imgBack && <img className="popup__image" src={alert.imgBack} alt="" width={480} height={200} />}
        <h2 id="alert-popup-title">{alert.title}</h2>
        {body}
        {alert.url && alert.textbutton && (
          <a className="fvc-button" href={alert.url} target="_blank" rel="noopener noreferrer" onClick={close}>
            {alert.textbutton}
          </a>
        )}
      </div>
    </Dialog>
  );
}

/** Closed in this session (false where there is no storage: the job, or a browser refusing it). */
function flagged(key: string): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
