import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@fvc/shared/router';
import { eventBus } from '@fvc/shared/session';

const EXPIRED_MESSAGE = 'Tu sesión expiró. Vuelve a iniciar sesión para continuar donde estabas.';

interface SignInState {
  from?: string;
  sessionExpired?: boolean;
}

/**
 * The session store announces a session that could not be renewed (it has already signed the
 * customer out); the shell says so and sends them to sign in, then back to the page they were on.
 * Both travel in the sign-in page's history entry, which outlives a reload (a public page loads the
 * customer area again as an isolated document, docs/decisions/0018); the notice goes away with
 * the next page.
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
      eventBus.on('session:expired', () => {
        const { pathname, search, hash } = here.current;
        const state: SignInState = { from: `${pathname}${search}${hash}`, sessionExpired: true };
        navigate('/acceso', { state });
      }),
    [navigate],
  );

  const expired = (location.state as SignInState | null)?.sessionExpired === true;
  return expired && location.pathname.startsWith('/acceso') ? EXPIRED_MESSAGE : null;
}
