import { useEffect, useState } from 'react';
import { useLocation } from '@fvc/shared/router';
import { Button, useHydrated } from '@fvc/shared/ui';
import { COOKIE_NOTICE_KEY, hiddenBeforeTheShell } from './notice-flags';

/** docs/product.md §9: the notice appears 500 ms after entering home. */
export const COOKIE_NOTICE_DELAY_MS = 500;

/**
 * docs/product.md §4 "Cookie notice", on home. A prerendered home carries it in its HTML, and CSS shows it
 * 500 ms after the page appears (app.css), so it does not wait for the page's scripts; the page's
 * head script hides it when it was acknowledged before (docs/decisions/0038, 0053), and its
 * buttons answer once the shell has hydrated. Drawn in the browser, a timer waits the 500 ms.
 */
export function CookieNotice() {
  const { pathname } = useLocation();
  // False while the prerender job draws home (it has no storage) and while the browser takes that
  // page over: both draw the notice; whether it was acknowledged is read after (an effect).
  const hydrated = useHydrated();
  const [showing, setShowing] = useState<'with-the-page' | 'after-the-delay' | null>(() => (pathname === '/' && !hydrated ? 'with-the-page' : null));

  useEffect(() => {
    if (pathname !== '/' || localStorage.getItem(COOKIE_NOTICE_KEY) || hiddenBeforeTheShell('cookies')) {
      setShowing(null);
      return undefined;
    }
    // Shown with the page already, it stays as it is.
    const timer = setTimeout(() => setShowing((current) => current ?? 'after-the-delay'), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!showing) return null;
  const close = (event: { currentTarget: HTMLElement }) => {
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    setShowing(null);
    // The notice goes with the focus it had: the keyboard goes on from the page's content, where
    // it was before it reached the notice, not from the document's start.
    if (event.currentTarget.contains(document.activeElement)) document.getElementById('contenido')?.focus({ preventScroll: true });
  };

  return (
    <section
      className={`cookie-notice${showing === 'with-the-page' ? ' cookie-notice--drawn-with-the-page' : ''}`}
      role="region"
      aria-label="Aviso de cookies"
      data-notice="cookies"
    >
      <p>
        Actualmente no utilizamos cookies para conocer las preferencias de quienes visitan este sitio.
        Consulta nuestro <a href="/legales/aviso-de-privacidad">aviso de privacidad</a>.
      </p>
      <Button onClick={close}>
        ACEPTAR
      </Button>
      <button type="button" className="cookie-notice__close" aria-label="Cerrar aviso de cookies" onClick={close}>
        ×
      </button>
    </section>
  );
}
