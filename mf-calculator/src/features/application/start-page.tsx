import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import { Link, useNavigate, useSearchParams } from '@fvc/shared/router';
import { ErrorState, FocusedStatus, LoadingState, PageHeading } from '@fvc/shared/ui';
import { currentLink, keepLink } from './application-link';
import { APPLICATION_KEY, startApplication } from './api/application-requests';
import { stepPath } from './application-screen';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the steps say once after a start: where the link to come back went. */
export interface StartedState {
  linkSentTo?: string;
}

type Start = { kind: 'starting' } | { kind: 'elsewhere'; sentTo: string } | { kind: 'failed'; message: string; retry: boolean };

/**
 * /solicitud/nueva?cotizacion=<id>: the application of that quote. A new one goes on to its first
 * step with its link; one the quote already had is opened only by the link e-mailed to the quote's
 * address (its data is someone's), unless this tab already holds that link.
 */
export function StartPage() {
  const [params] = useSearchParams();
  const quoteId = params.get('cotizacion') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start, setStart] = useState<Start>(() =>
    UUID.test(quoteId) ? { kind: 'starting' } : { kind: 'failed', retry: false, message: 'Este enlace no trae una cotización. Cotiza tu unidad y, en el resultado, elige «Solicitar este financiamiento».' },
  );
  const [attempt, setAttempt] = useState(0);
  // One request per attempt, even if the effect runs twice (React's strict mode in development).
  const asked = useRef(-1);

  useEffect(() => {
    if (!UUID.test(quoteId) || asked.current === attempt) return;
    asked.current = attempt;
    startApplication({ quoteId }).then(
      (started) => {
        if (started.token) {
          keepLink({ token: started.token, applicationId: started.applicationId });
          queryClient.removeQueries({ queryKey: APPLICATION_KEY });
          navigate(stepPath('solicitante'), { replace: true, state: { linkSentTo: started.sentTo } satisfies StartedState });
        } else if (currentLink()?.applicationId === started.applicationId) {
          navigate('/solicitud', { replace: true });
        } else setStart({ kind: 'elsewhere', sentTo: started.sentTo });
      },
      (error: unknown) => {
        const failure = toApiError(error);
        setStart({ kind: 'failed', message: failure.message, retry: failure.status === 0 || failure.status >= 500 });
      },
    );
  }, [quoteId, attempt, navigate, queryClient]);

  return (
    <article className="apply">
      <PageHeading title="Solicitud de crédito" />
      {start.kind === 'starting' && <LoadingState label="Preparando tu solicitud…" />}
      {start.kind === 'elsewhere' && (
        <FocusedStatus className="apply__done">
          <h2>Esta cotización ya tiene una solicitud</h2>
          <p>
            Para proteger los datos que ya tiene, se abre solo con el enlace que enviamos a <strong className="apply__sent-to">{start.sentTo}</strong>. Te lo enviamos de
            nuevo: ábrelo desde ese correo para continuar.
          </p>
        </FocusedStatus>
      )}
      {start.kind === 'failed' && (
        <>
          <ErrorState
            title="No pudimos iniciar tu solicitud"
            message={start.message}
            onRetry={
              start.retry
                ? () => {
                    setStart({ kind: 'starting' });
                    setAttempt((count) => count + 1);
                  }
                : undefined
            }
          />
          <p>
            <Link className="apply__text-link" to="/calculadora/paso-1">
              Ir a la calculadora
            </Link>
          </p>
        </>
      )}
    </article>
  );
}
