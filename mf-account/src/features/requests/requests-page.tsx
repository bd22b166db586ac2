import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import type { MyRequest } from '@fvc/shared/contracts';
import { REQUEST_KIND_NAMES, REQUEST_STATUS_NAMES } from '@fvc/shared/contracts/rules';
import { Link } from '@fvc/shared/router';
import { EmptyState, ErrorState, LoadingState } from '@fvc/shared/ui';
import { ScreenHeading } from '../../app/screen-heading';
import { formatLongDay } from '../../lib/format';
import { CreditApplications } from './credit-applications';
import { REQUESTS_HEADING } from './requests-heading';
import { myCreditApplicationsQuery, myRequestsQuery } from './requests-first-view';

function RequestCard({ request }: { request: MyRequest }) {
  const headingId = `solicitud-${request.id}`;
  return (
    <li>
      <article className="my-request" aria-labelledby={headingId}>
        <h2 id={headingId} className="my-request__title">
          {request.subject}
        </h2>
        <dl className="my-request__facts">
          <div>
            <dt>Folio</dt>
            <dd>{request.folio}</dd>
          </div>
          <div>
            <dt>Tipo</dt>
            <dd>{REQUEST_KIND_NAMES[request.kind]}</dd>
          </div>
          {request.contractNumber && (
            <div>
              <dt>Contrato</dt>
              <dd>{request.contractNumber}</dd>
            </div>
          )}
          <div>
            <dt>Enviada</dt>
            <dd>{formatLongDay(request.createdAt)}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              <span className={`my-request__status my-request__status--${request.status}`}>{REQUEST_STATUS_NAMES[request.status]}</span>
              {request.updatedAt !== request.createdAt && <> desde el {formatLongDay(request.updatedAt)}</>}
            </dd>
          </div>
        </dl>
        {request.replies.length > 0 ? (
          <section className="my-request__replies" aria-label={`Respuestas a ${request.folio}`}>
            {request.replies.map((reply) => (
              <blockquote key={reply.createdAt} className="my-request__reply">
                <p className="my-request__reply-meta">Atención a clientes, {formatLongDay(reply.createdAt)}:</p>
                <p className="my-request__reply-body">{reply.body}</p>
              </blockquote>
            ))}
          </section>
        ) : (
          <p className="my-request__waiting">{request.status === 'closed' ? 'Cerrada sin respuesta escrita.' : 'Aún sin respuesta: te avisaremos por correo.'}</p>
        )}
      </article>
    </li>
  );
}

/**
 * /my-account/requests: each request the customer sent from the portal, its status and the
 * answers; then their credit applications, when they have any.
 */
export function RequestsPage() {
  const requests = useQuery(myRequestsQuery);
  // A page listing credit applications is not empty: "Aún no tienes solicitudes" would contradict it.
  const hasApplications = useQuery({ ...myCreditApplicationsQuery, select: (applications) => applications.length > 0 }).data === true;
  return (
    <section className="account-page">
      <ScreenHeading heading={REQUESTS_HEADING} />
      {requests.isPending && <LoadingState label="Cargando tus solicitudes…" />}
      {requests.isError && <ErrorState message={toApiError(requests.error).message} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && requests.data.length === 0 && !hasApplications && (
        <EmptyState title="Aún no tienes solicitudes" message="Cuando escribas a soporte o pidas una aportación a capital o una liquidación, aquí verás cómo va." />
      )}
      {requests.isSuccess && requests.data.length > 0 && (
        <ul className="my-requests" aria-label="Solicitudes">
          {requests.data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
      <CreditApplications />
      <p className="account-links">
        <Link to="/my-account/support">Escribir a soporte</Link>
      </p>
    </section>
  );
}
