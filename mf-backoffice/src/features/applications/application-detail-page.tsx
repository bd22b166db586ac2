import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaffApplicationDetail, StaffApplicationDocument } from '@fvc/shared/contracts';
import { APPLICANT_TYPE_NAMES, APPLICATION_STATUS_NAMES, CONSENT_TEXTS } from '@fvc/shared/contracts/rules';
import { toApiError } from '@fvc/shared/api';
import { formatMxn, formatWholeNumber } from '@fvc/shared/format';
import { Link, useParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { Button, LoadingState, PageHeading } from '@fvc/shared/ui';
import { formatInstant } from '../../app/format';
import { QueryProblem } from '../../app/query-problem';
import { ApplicantSteps } from './applicant-steps';
import { ApplicationActions } from './application-actions';
import { APPLICATIONS_PATH, applicationQuery, downloadDocument } from './applications-api';

let percents: Intl.NumberFormat | null = null;
/** A rate as staff read it: "18.5 %". */
const percent = (fraction: number) => `${(percents ??= new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 })).format(fraction * 100)} %`;

const PERSON_TYPES = { fisica: 'Persona física', moral: 'Persona moral' } as const;
const FILE_TYPES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${formatWholeNumber(Math.max(1, Math.round(bytes / 1024)))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function QuoteSummary({ detail }: { detail: StaffApplicationDetail }) {
  const { quote } = detail;
  return (
    <section className="bo-card" aria-labelledby="quote-heading">
      <h2 id="quote-heading">Cotización</h2>
      <dl className="bo-facts">
        <dt>Folio</dt>
        <dd>{quote.folio}</dd>
        <dt>Vehículo</dt>
        <dd>{quote.vehicle}</dd>
        <dt>Plan</dt>
        <dd>{quote.planName}</dd>
        <dt>Tipo de persona</dt>
        <dd>{PERSON_TYPES[quote.personType]}</dd>
        <dt>{quote.plan === 'credit' ? 'Enganche' : 'Pago inicial'}</dt>
        <dd>{formatWholeNumber(quote.downPaymentPercent)} %</dd>
        <dt>{quote.plan === 'credit' ? 'Monto a financiar' : 'Valor arrendado'}</dt>
        <dd>{formatMxn(quote.financed)}</dd>
        <dt>Plazo</dt>
        <dd>{formatWholeNumber(quote.termMonths)} meses</dd>
        <dt>{quote.plan === 'credit' ? 'Mensualidad' : 'Renta mensual'}</dt>
        <dd>{formatMxn(quote.monthlyPayment)} con IVA</dd>
        {quote.annualRate !== null && (
          <>
            <dt>Tasa anual fija</dt>
            <dd>{percent(quote.annualRate)}</dd>
          </>
        )}
        <dt>CAT</dt>
        <dd>{quote.cat === null ? 'No aplica' : `${percent(quote.cat)} sin IVA`}</dd>
        <dt>Cotizada</dt>
        <dd>
          <time dateTime={quote.createdAt}>{formatInstant(quote.createdAt)}</time>
        </dd>
      </dl>
    </section>
  );
}

function documentState(document: StaffApplicationDocument): string {
  const file = document.uploaded;
  const sent = file ? `${file.fileName} (${FILE_TYPES[file.contentType] ?? file.contentType}, ${fileSize(file.size)}), subido el ${formatInstant(file.uploadedAt)}` : null;
  if (document.requested) return sent ? `Pedido de nuevo. Último archivo: ${sent}` : 'Pedido al solicitante; aún no llega.';
  if (sent) return sent;
  return document.optional ? 'Opcional; no lo subió.' : 'No lo subió.';
}

function Documents({ detail }: { detail: StaffApplicationDetail }) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async (document: StaffApplicationDocument) => {
    setDownloading(document.key);
    setProblem(null);
    try {
      await downloadDocument(detail.folio, document);
    } catch (error) {
      setProblem(`No pudimos descargar “${document.name}”. ${toApiError(error).message}`);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="bo-card" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documentos</h2>
      {problem && (
        <p role="alert" className="bo-form__error">
          {problem}
        </p>
      )}
      <ul className="bo-contracts" aria-label="Documentos de la solicitud">
        {detail.documents.map((document) => (
          <li key={document.key}>
            <strong>{document.name}</strong>
            {document.optional && <span className="bo-muted"> (opcional)</span>}
            <span className="bo-block">{documentState(document)}</span>
            {document.requested && document.requestNote && <span className="bo-block bo-muted">Nota al pedirlo: {document.requestNote}</span>}
            {document.downloadPath && (
              <Button variant="secondary" pending={downloading === document.key} onClick={() => void download(document)} aria-label={`Descargar ${document.name}`}>
                {downloading === document.key ? 'Descargando…' : 'Descargar'}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Consents({ detail }: { detail: StaffApplicationDetail }) {
  return (
    <section className="bo-card" aria-labelledby="consents-heading">
      <h2 id="consents-heading">Autorizaciones firmadas</h2>
      {detail.consents.length === 0 ? (
        <p className="bo-muted">El solicitante no ha firmado autorizaciones.</p>
      ) : (
        <div className="bo-table-scroll" role="region" aria-labelledby="consents-caption" tabIndex={0}>
          <table className="bo-table">
            <caption id="consents-caption">Firmadas con el código enviado por correo al solicitante</caption>
            <thead>
              <tr>
                <th scope="col">Autorización</th>
                <th scope="col">Versión del texto</th>
                <th scope="col">Firmada</th>
                <th scope="col">IP</th>
              </tr>
            </thead>
            <tbody>
              {detail.consents.map((consent) => (
                <tr key={`${consent.kind}-${consent.signedAt}`}>
                  <th scope="row">{consent.title}</th>
                  <td>
                    {consent.version}
                    {/* A text changed since it was signed: the record keeps the version signed. */}
                    {consent.version !== CONSENT_TEXTS[consent.kind].version && <span className="bo-muted bo-block">Texto anterior al vigente</span>}
                  </td>
                  <td>
                    <time dateTime={consent.signedAt}>{formatInstant(consent.signedAt)}</time>
                  </td>
                  <td>{consent.ip ?? 'Sin registro'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function History({ detail }: { detail: StaffApplicationDetail }) {
  return (
    <section className="bo-card" aria-labelledby="history-heading">
      <h2 id="history-heading">Historial</h2>
      <ol className="bo-thread" aria-label="Historial de la solicitud">
        {detail.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className={`bo-entry bo-entry--${event.status}`}>
            <p className="bo-entry__head">
              <strong>{APPLICATION_STATUS_NAMES[event.status]}</strong>
              <span className="bo-muted">
                {' '}
                · {event.by ?? 'El solicitante'} · <time dateTime={event.at}>{formatInstant(event.at)}</time>
              </span>
            </p>
            {event.note && <p className="bo-text">{event.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /backoffice/solicitudes-de-credito/:id: what the applicant entered and signed, the quote, the history, and what can be done now. */
export function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const application = useQuery(applicationQuery(id));
  usePageTitle(application.data ? `Solicitud de crédito ${application.data.folio}` : 'Solicitud de crédito');

  const back = (
    <p className="bo-breadcrumb">
      <Link to={APPLICATIONS_PATH}>Volver a las solicitudes de crédito</Link>
    </p>
  );
  if (application.isPending || application.isError) {
    return (
      <section className="bo-page">
        {back}
        <PageHeading title="Solicitud de crédito" />
        {application.isPending ? (
          <LoadingState label="Cargando la solicitud…" />
        ) : (
          <QueryProblem error={application.error} onRetry={() => void application.refetch()} />
        )}
      </section>
    );
  }

  const detail = application.data;
  return (
    <section className="bo-page">
      {back}
      <PageHeading title={`Solicitud de crédito ${detail.folio}`}>
        <p>
          {detail.applicantName} · {APPLICANT_TYPE_NAMES[detail.applicantType]}
        </p>
      </PageHeading>
      <div className="bo-detail">
        <div className="bo-detail__main">
          <section className="bo-card" aria-labelledby="application-heading">
            <h2 id="application-heading">La solicitud</h2>
            <dl className="bo-facts">
              <dt>Estado</dt>
              <dd>
                <span className={`bo-status bo-status--${detail.status}`}>{APPLICATION_STATUS_NAMES[detail.status]}</span>
              </dd>
              {detail.outcome && (
                <>
                  <dt>Contrato</dt>
                  <dd>{detail.outcome.contractNumber}</dd>
                </>
              )}
              <dt>Responsable</dt>
              <dd>{detail.assignee?.name ?? 'Sin asignar'}</dd>
              <dt>Correo de la solicitud</dt>
              <dd>
                <a href={`mailto:${detail.email}`}>{detail.email}</a>
              </dd>
              <dt>Teléfono</dt>
              <dd>{detail.phone ? <a href={`tel:${detail.phone}`}>{detail.phone}</a> : 'Sin teléfono'}</dd>
              <dt>Enviada</dt>
              <dd>
                <time dateTime={detail.submittedAt}>{formatInstant(detail.submittedAt)}</time>
              </dd>
              <dt>Última actualización</dt>
              <dd>
                <time dateTime={detail.updatedAt}>{formatInstant(detail.updatedAt)}</time>
              </dd>
            </dl>
          </section>
          <QuoteSummary detail={detail} />
          <ApplicantSteps steps={detail.steps} />
          <Documents detail={detail} />
          <Consents detail={detail} />
          <History detail={detail} />
        </div>
        <div className="bo-detail__actions">
          <ApplicationActions detail={detail} />
        </div>
      </div>
    </section>
  );
}
