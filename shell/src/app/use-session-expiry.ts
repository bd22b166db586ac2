import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@fvc/shared/router';
import { eventBus, type AppEvents } from '@fvc/shared/session';
import { isCustomerPage } from './customer-pages';

type EndReason = AppEvents['session:expired']['reason'];

const NOTICES: Record<EndReason, string> = {
  unauthorized: 'Tu sesión expiró. Vuelve a iniciar sesión para continuar donde estabas.',
  'signed-out-elsewhere': 'Cerraste tu sesión en otra pestaña. Vuelve a iniciar sesión para continuar donde estabas.',
};

interface SignInState {
  from?: string;
  /** Why the session ended, for the notice. */
  sessionEnded?: EndReason;
}

/**
 * The session store announces a session that ended without the customer asking in this tab (it
 * could not be renewed, or another tab signed out; the store has already signed the customer out
 * here). On a customer page the shell says so and sends them to sign in, then back to the page they
 * were on; a public page only loses the customer menu. The notice and the way back travel in the
 * sign-in page's history entry, which outlives a reload (a public page loads the customer area
 * again as an isolated document, docs/decisions/0018); the notice goes away with the next page.
 */
export function useSessionExpiry(): string | null {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);

  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      eventBus.on('session:expired', ({ reason }) => {
        const { pathname, search, hash } = here.current;
        // A public page stays open to a visitor: one drawn by the client (/syntage) renews the
        // session as it loads and may learn there that it ended. The store has already signed the
        // customer out, so the page only loses the customer menu.
        if (!isCustomerPage(pathname)) return;
        const state: SignInState = { from: `${pathname}${search}${hash}`, sessionEnded: reason };
        navigate('/acceso', { state });
      }),
    [navigate],
  );

  const ended = (location.state as SignInState | null)?.sessionEnded;
  return ended && Object.hasOwn(NOTICES, ended) && location.pathname.startsWith('/acceso') ? NOTICES[ended] : null;
}

/**
 * "Cerraste tu sesión": said on the home the customer lands on after signing out, from that page's
 * history entry, so it goes with the next page.
 */
export function useSignedOutNotice(): string | null {
  const { state, pathname } = useLocation();
  return pathname === '/' && (state as { signedOut?: boolean } | null)?.signedOut ? 'Cerraste tu sesión. Vuelve cuando quieras desde ACCESO CLIENTES.' : null;
}
