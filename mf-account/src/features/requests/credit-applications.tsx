import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import type { MyCreditApplication } from '@fvc/shared/contracts';
import { APPLICATION_STATUS_NAMES } from '@fvc/shared/contracts/rules';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { formatLongDay } from '../../lib/format';
import { myCreditApplicationsQuery } from './requests-first-view';

function ApplicationCard({ application }: { application: MyCreditApplication }) {
  const headingId = `credito-${application.id}`;
  const historyId = `credito-historial-${application.id}`;
  // Newest first, as the status page behind the e-mailed link shows it.
  const events = [...application.events].reverse();
  return (
    <li>
      <article className="my-request" aria-labelledby={headingId}>
        <h3 id={headingId} className="my-request__title">
          Folio {application.folio}
        </h3>
        <dl className="my-request__facts">
          <div>
            <dt>Vehículo</dt>
            <dd>{application.vehicle}</dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>{application.planName}</dd>
          </div>
          <div>
            <dt>Estado</dt>
            <dd>
              <span className="my-request__status">{APPLICATION_STATUS_NAMES[application.status]}</span>
            </dd>
          </div>
        </dl>
        {/* The portal has no upload of its own: the documents go through the application's link. */}
        {application.status === 'documents_missing' && (
          <p className="my-request__waiting">Sube los documentos que te pedimos con el enlace de tu solicitud que te enviamos por correo.</p>
        )}
        <section className="my-request__history" aria-labelledby={historyId}>
          <h4 id={historyId} className="my-request__history-title">
            Historial
          </h4>
          <ol className="my-request__events" reversed>
            {events.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <strong>{APPLICATION_STATUS_NAMES[event.status]}</strong>, el <time dateTime={event.at}>{formatLongDay(event.at)}</time>
                {event.note && <p className="my-request__event-note">{event.note}</p>}
              </li>
            ))}
          </ol>
        </section>
      </article>
    </li>
  );
}

/**
 * "Solicitudes de crédito" (issue #72): the applications made in the customer's name, followed
 * here as from their e-mailed link. A customer who never applied sees nothing of it.
 */
export function CreditApplications() {
  const applications = useQuery(myCreditApplicationsQuery);
  if (applications.isSuccess && applications.data.length === 0) return null;
  return (
    <section className="my-credit-applications" aria-labelledby="credit-applications-title">
      <h2 id="credit-applications-title">Solicitudes de crédito</h2>
      {applications.isPending && <LoadingState label="Cargando tus solicitudes de crédito…" />}
      {applications.isError && <ErrorState message={toApiError(applications.error).message} onRetry={() => void applications.refetch()} />}
      {applications.isSuccess && (
        <ul className="my-requests">
          {applications.data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}
