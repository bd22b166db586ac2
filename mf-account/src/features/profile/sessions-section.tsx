import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';
import { Button, ErrorState, LoadingState } from '@fvc/shared/ui';
import { sessionsQuery, signOutEverywhere } from './api/profile-queries';
import { formatDateTime } from './format-date';

export function SessionsSection() {
  const navigate = useNavigate();
  const sessions = useQuery(sessionsQuery);
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      navigate('/acceso', { replace: true });
      appStore.getState().signOut();
    },
  });

  return (
    <section className="account-card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sesiones abiertas</h2>
      {sessions.isPending && <LoadingState label="Cargando tus sesiones…" />}
      {sessions.isError && <ErrorState message={toApiError(sessions.error).message} onRetry={() => void sessions.refetch()} />}
      {sessions.data && (
        <ul className="account-list">
          {sessions.data.map((session) => (
            <li key={session.id} className="account-list__item">
              <div>
                <strong>
                  {session.device}
                  {session.current && ' (esta sesión)'}
                </strong>
                <p className="account-list__meta">
                  {session.method === 'passkey' ? 'Con llave de acceso' : 'Con contraseña y código'} · inició el {formatDateTime(session.createdAt)} ·
                  última actividad el {formatDateTime(session.lastUsedAt)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>¿Ves una sesión que no reconoces? Ciérralas todas y cambia tu contraseña.</p>
      <Button variant="secondary" pending={everywhere.isPending} onClick={() => everywhere.mutate()}>
        Cerrar sesión en todos los dispositivos
      </Button>
      {everywhere.isError && (
        <p role="alert" className="account-form__error">
          {toApiError(everywhere.error).message}
        </p>
      )}
    </section>
  );
}
