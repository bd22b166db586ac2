import { useQuery } from '@tanstack/react-query';
import type { RequestEntry, StaffRequestDetail } from '@fvc/shared/contracts';
import { REQUEST_KIND_NAMES, REQUEST_STATUS_NAMES } from '@fvc/shared/contracts/rules';
import { formatCalendarDate, formatMxn, formatWholeNumber } from '@fvc/shared/format';
import { Link, useParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { LoadingState, PageHeading } from '@fvc/shared/ui';
import { formatInstant } from '../../app/format';
import { QueryProblem } from '../../app/query-problem';
import { AssignForm } from '../../app/assign-form';
import { NoteForm, ReplyForm, StatusForm } from './request-actions';
import { requestQuery, useRequestAction } from './requests-api';

type Standing = StaffRequestDetail['customerContext']['contracts'][number];

function standingText({ standing, daysOverdue }: Standing): string {
  if (standing === 'settled') return 'Liquidado';
  if (standing === 'current') return 'Al corriente';
  return `Vencido (${formatWholeNumber(daysOverdue)} ${daysOverdue === 1 ? 'día' : 'días'})`;
}

const ENTRY_LABELS: Record<RequestEntry['kind'], string> = {
  note: 'Nota interna',
  reply: 'Respuesta al cliente',
  status: 'Cambio de estado',
};

/** /backoffice/solicitudes/:id: the request, its customer, what has been said and done, and what can be done now. */
export function RequestDetailPage() {
  const { id = '' } = useParams();
  const request = useQuery(requestQuery(id));
  const assign = useRequestAction(id, 'assignment');
  usePageTitle(request.data ? `Solicitud ${request.data.folio}` : 'Solicitud');

  const back = (
    <p className="bo-breadcrumb">
      <Link to="/backoffice/solicitudes">Volver a las solicitudes</Link>
    </p>
  );
  if (request.isPending) {
    return (
      <section className="bo-page">
        {back}
        <PageHeading title="Solicitud" />
        <LoadingState label="Cargando la solicitud…" />
      </section>
    );
  }
  if (request.isError) {
    return (
      <section className="bo-page">
        {back}
        <PageHeading title="Solicitud" />
        <QueryProblem error={request.error} onRetry={() => void request.refetch()} />
      </section>
    );
  }

  const detail = request.data;
  return (
    <section className="bo-page">
      <p className="bo-breadcrumb">
        <Link to={`/backoffice/solicitudes?kind=${detail.kind}`}>Volver a {REQUEST_KIND_NAMES[detail.kind].toLowerCase()}</Link>
      </p>
      <PageHeading title={`Solicitud ${detail.folio}`}>
        <p>{detail.subject}</p>
      </PageHeading>
      <div className="bo-detail">
        <div className="bo-detail__main">
          <section className="bo-card" aria-labelledby="request-heading">
            <h2 id="request-heading">La solicitud</h2>
            <dl className="bo-facts">
              <dt>Tipo</dt>
              <dd>{REQUEST_KIND_NAMES[detail.kind]}</dd>
              <dt>Estado</dt>
              <dd>
                <span className={`bo-status bo-status--${detail.status}`}>{REQUEST_STATUS_NAMES[detail.status]}</span>
              </dd>
              <dt>Responsable</dt>
              <dd>{detail.assignee?.name ?? 'Sin asignar'}</dd>
              {detail.contractNumber && (
                <>
                  <dt>Contrato</dt>
                  <dd>{detail.contractNumber}</dd>
                </>
              )}
              {detail.amountCents !== null && (
                <>
                  <dt>Monto</dt>
                  <dd>{formatMxn(detail.amountCents)}</dd>
                </>
              )}
              {detail.asOf && (
                <>
                  <dt>Fecha de aplicación</dt>
                  <dd>{formatCalendarDate(detail.asOf)}</dd>
                </>
              )}
              <dt>Recibida</dt>
              <dd>
                <time dateTime={detail.createdAt}>{formatInstant(detail.createdAt)}</time>
              </dd>
              <dt>Última actualización</dt>
              <dd>
                <time dateTime={detail.updatedAt}>{formatInstant(detail.updatedAt)}</time>
              </dd>
            </dl>
            {detail.message && (
              <>
                <h3>Mensaje del cliente</h3>
                <p className="bo-text">{detail.message}</p>
              </>
            )}
          </section>

          <section className="bo-card" aria-labelledby="customer-heading">
            <h2 id="customer-heading">El cliente</h2>
            <dl className="bo-facts">
              <dt>Nombre</dt>
              <dd>{detail.customer.name}</dd>
              <dt>Correo</dt>
              <dd>
                <a href={`mailto:${detail.customerContext.email}`}>{detail.customerContext.email}</a>
              </dd>
              <dt>Teléfono</dt>
              <dd>{detail.customerContext.phone ? <a href={`tel:${detail.customerContext.phone}`}>{detail.customerContext.phone}</a> : 'Sin teléfono'}</dd>
            </dl>
            <h3>Contratos</h3>
            {detail.customerContext.contracts.length === 0 ? (
              <p className="bo-muted">Sin contratos.</p>
            ) : (
              <ul className="bo-contracts">
                {detail.customerContext.contracts.map((contract) => (
                  <li key={contract.number}>
                    <strong>{contract.number}</strong> · {contract.vehicle}
                    <span className="bo-block">
                      <span className={`bo-standing bo-standing--${contract.standing}`}>{standingText(contract)}</span> · Saldo {formatMxn(contract.balance)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className="bo-card" aria-labelledby="thread-heading">
            <h2 id="thread-heading">Seguimiento</h2>
            {detail.entries.length === 0 ? (
              <p className="bo-muted">Aún no hay notas, respuestas ni cambios de estado.</p>
            ) : (
              <ol className="bo-thread" aria-label="Seguimiento de la solicitud">
                {detail.entries.map((entry) => (
                  <li key={entry.id} className={`bo-entry bo-entry--${entry.kind}`}>
                    <p className="bo-entry__head">
                      <strong>{ENTRY_LABELS[entry.kind]}</strong>
                      {/* A change of status says it in its body ("Recibida → Cerrada"), or by the status it set. */}
                      {entry.kind === 'status' && <>: {entry.body || (entry.status ? REQUEST_STATUS_NAMES[entry.status] : '')}</>}
                      <span className="bo-muted">
                        {' '}
                        · {entry.author} · <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
                      </span>
                    </p>
                    {entry.kind !== 'status' && entry.body && <p className="bo-text">{entry.body}</p>}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>

        <div className="bo-detail__actions">
          <AssignForm assignee={detail.assignee} assign={(staffId) => assign.mutateAsync({ staffId })} />
          <ReplyForm detail={detail} />
          <NoteForm detail={detail} />
          <StatusForm detail={detail} />
        </div>
      </div>
    </section>
  );
}
