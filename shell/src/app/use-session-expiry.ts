import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@fvc/shared/router';
import { eventBus } from '@fvc/shared/session';

const EXPIRED_MESSAGE = 'Tu sesión expiró. Vuelve a iniciar sesión para continuar donde estabas.';

/**
 * The session store announces a session that could not be renewed (it has already signed the
 * customer out); the shell says so and sends them to sign in, then back to the page they were on.
 * The notice goes away on the next page change after signing in again.
 */
export function useSessionExpiry(): string | null {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    here.current = location;
    if (!location.pathname.startsWith('/acceso')) setNotice(null);
  }, [location]);

  useEffect(
    () =>
      eventBus.on('session:expired', () => {
        const { pathname, search, hash } = here.current;
        setNotice(EXPIRED_MESSAGE);
        navigate('/acceso', { state: { from: `${pathname}${search}${hash}` } });
      }),
    [navigate],
  );
  return notice;
}
