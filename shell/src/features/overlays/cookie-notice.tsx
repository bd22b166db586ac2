import { useEffect, useState } from 'react';
import { useLocation } from '@fvc/shared/router';
import { Button } from '@fvc/shared/ui';

/** SPEC §9: the notice appears 500 ms after entering home. */
export const COOKIE_NOTICE_DELAY_MS = 500;
/** Remembered across visits so the notice is not shown again once acknowledged. */
export const COOKIE_NOTICE_KEY = 'cookie-notice-acknowledged';

export function CookieNotice() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (pathname !== '/' || localStorage.getItem(COOKIE_NOTICE_KEY)) return undefined;
    const timer = setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (!visible) return null;
  const close = (event: { currentTarget: HTMLElement }) => {
    localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    setVisible(false);
    // The notice goes with the focus it had: the keyboard goes on from the page's content, where
    // it was before it reached the notice, not from the document's start.
    if (event.currentTarget.contains(document.activeElement)) document.getElementById('contenido')?.focus({ preventScroll: true });
  };

  return (
    <section className="cookie-notice" role="region" aria-label="Aviso de cookies">
      <p>
        Actualmente no utilizamos cookies para conocer las preferencias de quienes visitan este sitio.
        Consulta nuestro <a href="/legales/aviso-de-privacidad">aviso de privacidad</a>.
      </p>
      <Button onClick={close}>ACEPTAR</Button>
      <button type="button" className="cookie-notice__close" aria-label="Cerrar aviso de cookies" onClick={close}>
        ×
      </button>
    </section>
  );
}
