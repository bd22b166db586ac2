import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '@fvc/shared/contracts';
import { APPLICATION_STATUS_NAMES, type ApplicationStatus } from '@fvc/shared/contracts/rules';
import { Link, useLocation } from '@fvc/shared/router';
import { FocusedStatus } from '@fvc/shared/ui';
import { APPLICATION_KEY } from './api/application-requests';
import { formatDayOf } from './application-dates';
import { ApplicationScreen, FocusedHeading, resumePath } from './application-screen';
import { DocumentUpload } from './document-upload';
import type { SubmittedState } from './review-page';

/** What each status means for the applicant, and what comes next. */
const STATUS_TEXT: Record<Exclude<ApplicationStatus, 'draft'>, string> = {
  received: 'La recibimos. Un analista la revisará en los próximos días hábiles; te escribiremos si necesitamos algo más.',
  in_review: 'Un analista está revisando tu solicitud y tus documentos.',
  documents_missing: 'Necesitamos uno o más documentos para seguir con la revisión. Súbelos aquí abajo.',
  approved: '¡Tu financiamiento fue aprobado! Te enviamos por correo los siguientes pasos y una invitación para registrarte en el portal de clientes.',
  declined: 'Por ahora no pudimos aprobar tu solicitud. Te enviamos por correo los motivos; un asesor puede ayudarte a revisar otras opciones.',
};

function Status({ view }: { view: ApplicationView }) {
  const queryClient = useQueryClient();
  const { state } = useLocation();
  const submittedFolio = (state as SubmittedState | null)?.submittedFolio;

  if (view.status === 'draft') {
    return (
      <section className="apply__step" aria-labelledby="apply-step-title">
        <FocusedHeading id="apply-step-title">Tu solicitud aún no se envía</FocusedHeading>
        <p>Cuando la completes y la envíes, aquí verás su folio y cada cambio de estado.</p>
        <p>
          <Link className="fvc-button" to={resumePath({ ...view, editable: true })}>
            Continuar mi solicitud
          </Link>
        </p>
      </section>
    );
  }

  const requested = view.documents.filter((document) => document.requested);
  const events = [...view.events].reverse();
  return (
    <>
      {submittedFolio && (
        <FocusedStatus className="apply__done">
          <p>
            ¡Listo! Enviamos tu solicitud con el folio <strong>{submittedFolio}</strong>. Te mandamos la confirmación por correo; con el mismo enlace puedes volver a esta página
            para seguir su estado.
          </p>
        </FocusedStatus>
      )}
      <section className="apply__step" aria-labelledby="apply-status-title">
        <h2 id="apply-status-title">Folio {view.folio}</h2>
        <p className="apply__status">
          Estado: <strong className={`apply__badge apply__badge--${view.status}`}>{APPLICATION_STATUS_NAMES[view.status]}</strong>
        </p>
        <p>{STATUS_TEXT[view.status]}</p>
      </section>

      {view.status === 'documents_missing' && (
        <section className="apply__step" aria-labelledby="apply-missing-title">
          <h2 id="apply-missing-title">Documentos que te pedimos</h2>
          {requested.length === 0 ? (
            <p>Revisa la nota del historial: ahí te decimos qué necesitamos.</p>
          ) : (
            requested.map((document) => (
              <DocumentUpload key={document.key} document={document} removable={false} onChanged={(changed) => queryClient.setQueryData(APPLICATION_KEY, changed)} />
            ))
          )}
        </section>
      )}

      <section className="apply__step" aria-labelledby="apply-history-title">
        <h2 id="apply-history-title">Historial</h2>
        {events.length === 0 ? (
          <p>Aún no hay cambios de estado.</p>
        ) : (
          <ol className="apply__events" reversed>
            {events.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <strong>{APPLICATION_STATUS_NAMES[event.status]}</strong>, el <time dateTime={event.at}>{formatDayOf(event.at)}</time>
                {event.note && <p className="apply__event-note">{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** /solicitud/estado: the folio, the status and the date of each change, and the documents staff asked for. */
export function StatusPage() {
  return <ApplicationScreen>{(view) => <Status view={view} />}</ApplicationScreen>;
}
