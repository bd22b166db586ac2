import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { appStore, eventBus } from '@fvc/shared/session';

const EXPIRED_MESSAGE = 'Tu sesión expiró. Vuelve a iniciar sesión para continuar.';

/** The API client announces an expired session; the shell signs out and tells the customer. */
export function useSessionExpiry(): string | null {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(
    () =>
      eventBus.on('session:expired', () => {
        appStore.getState().signOut();
        setNotice(EXPIRED_MESSAGE);
        navigate('/acceso');
      }),
    [navigate],
  );
  return notice;
}
