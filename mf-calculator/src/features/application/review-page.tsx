import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ApplicationView } from '@fvc/shared/contracts';
import { APPLICANT_TYPE_NAMES, APPLICATION_DATA_STEPS, APPLICATION_STEP_NAMES, CONSENT_TEXTS, type ApplicationStep } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { Link, Navigate, useNavigate } from '@fvc/shared/router';
import { Button } from '@fvc/shared/ui';
import { APPLICATION_KEY, isLinkRefused, submitApplication } from './api/application-requests';
import { formatDay } from './application-dates';
import { ApplicationScreen, FocusedHeading, stepPath } from './application-screen';
import { LINK_REFUSED_MESSAGE } from './data-step';
import { clearApplicationDrafts, readStepDraft } from './step-draft';

/** What the status page says once, right after sending. */
export interface SubmittedState {
  submittedFolio?: string;
}

const pesos = (amount: number) => `$${formatWholeNumber(amount)}`;

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="apply__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ step, children }: { step: ApplicationStep; children: ReactNode }) {
  return (
    <section className="apply__part" aria-labelledby={`apply-review-${step}`}>
      <h3 id={`apply-review-${step}`}>{APPLICATION_STEP_NAMES[step]}</h3>
      {children}
      <Link className="apply__text-link" to={stepPath(step)}>
        Cambiar<span className="fvc-visually-hidden"> {APPLICATION_STEP_NAMES[step].toLowerCase()}</span>
      </Link>
    </section>
  );
}

const notYet = <p className="apply__missing">Sin llenar.</p>;

function Review({ view }: { view: ApplicationView }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { solicitante, domicilio, actividad, referencias } = view.steps;
  // Typed on this device and never saved: not part of what is sent, so said before sending.
  const unsaved = APPLICATION_DATA_STEPS.filter((step) => readStepDraft(view.id, step) !== null);

  // Set as the sending succeeds: this page then goes to the status with its folio, not by this redirect.
  const leaving = useRef(false);
  if (!view.editable && !leaving.current) return <Navigate to={stepPath('estado')} replace />;

  const send = async () => {
    setProblem(null);
    setSending(true);
    try {
      const submitted = await submitApplication();
      leaving.current = true;
      clearApplicationDrafts(view.id);
      // Sent: the status page draws it at once, and reads its events again.
      queryClient.setQueryData<ApplicationView>(APPLICATION_KEY, (old) => old && { ...old, folio: submitted.folio, status: submitted.status, editable: false });
      void queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
      navigate(stepPath('estado'), { state: { submittedFolio: submitted.folio } satisfies SubmittedState });
    } catch (error) {
      const failure = toApiError(error);
      setProblem(
        failure.status === 0
          ? 'Sin conexión: tu solicitud todavía no se envía y todo sigue guardado. Pulsa «Enviar solicitud» cuando vuelvas a tener internet.'
          : isLinkRefused(error)
            ? LINK_REFUSED_MESSAGE
            : failure.message,
      );
      // The list of what is missing may have changed since it was read.
      void queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="apply__step" aria-labelledby="apply-step-title">
      <FocusedHeading id="apply-step-title">Revisa y envía tu solicitud</FocusedHeading>
      <Part step="solicitante">
        {!solicitante
          ? notYet
          : solicitante.applicantType === 'moral'
            ? (
                <Facts
                  rows={[
                    ['Tipo de solicitante', APPLICANT_TYPE_NAMES.moral],
                    ['Razón social', solicitante.companyName],
                    ['RFC', solicitante.rfc],
                    ['Fecha de constitución', formatDay(solicitante.incorporationDate)],
                    ['Teléfono', solicitante.phone],
                    ['Correo electrónico', solicitante.email],
                    ['Representante legal', `${solicitante.representative.firstName} ${solicitante.representative.lastNames}, ${solicitante.representative.position}`],
                    ['RFC y CURP del representante', `${solicitante.representative.rfc} · ${solicitante.representative.curp}`],
                  ]}
                />
              )
            : (
                <Facts
                  rows={[
                    ['Tipo de solicitante', APPLICANT_TYPE_NAMES[solicitante.applicantType]],
                    ['Nombre', `${solicitante.firstName} ${solicitante.lastNames}`],
                    ['RFC', solicitante.rfc],
                    ['CURP', solicitante.curp],
                    ['Fecha de nacimiento', formatDay(solicitante.birthDate)],
                    ...(solicitante.applicantType === 'fisica-empresarial' ? [['Actividad empresarial', solicitante.activity] as [string, string]] : []),
                    ['Teléfono', solicitante.phone],
                    ['Correo electrónico', solicitante.email],
                  ]}
                />
              )}
      </Part>
      <Part step="domicilio">
        {domicilio ? (
          <p>
            {domicilio.street} {domicilio.exteriorNumber}
            {domicilio.interiorNumber ? ` int. ${domicilio.interiorNumber}` : ''}, col. {domicilio.colonia}, C.P. {domicilio.postalCode}, {domicilio.municipality}, {domicilio.state}
          </p>
        ) : (
          notYet
        )}
      </Part>
      <Part step="actividad">
        {!actividad ? (
          notYet
        ) : actividad.kind === 'income' ? (
          <Facts
            rows={[
              ['Ocupación', actividad.occupation],
              ['Empresa o fuente de ingresos', actividad.employer],
              ['Ingreso mensual', pesos(actividad.monthlyIncome)],
              ['Años en la actividad', formatWholeNumber(actividad.yearsInActivity)],
            ]}
          />
        ) : (
          <Facts
            rows={[
              ['Giro', actividad.businessActivity],
              ['Ventas anuales', pesos(actividad.annualSales)],
              ['Unidades en la flotilla', formatWholeNumber(actividad.fleetSize)],
              ['Años de operación', formatWholeNumber(actividad.yearsInOperation)],
            ]}
          />
        )}
      </Part>
      <Part step="referencias">
        {referencias ? (
          <ul className="apply__list">
            {referencias.references.map((reference) => (
              <li key={`${reference.name}-${reference.phone}`}>
                {reference.name} ({reference.relationship}), {reference.phone}
              </li>
            ))}
          </ul>
        ) : (
          notYet
        )}
      </Part>
      <Part step="documentos">
        {view.documents.length === 0 ? (
          notYet
        ) : (
          <ul className="apply__list">
            {view.documents.map((document) => (
              <li key={document.key}>
                {document.name}: {document.uploaded ? document.uploaded.fileName : <span className="apply__missing">{document.optional ? 'no enviado (opcional)' : 'falta'}</span>}
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part step="consentimientos">
        {view.consents.length === 0 ? (
          notYet
        ) : (
          <ul className="apply__list">
            {view.consents.map((consent) => (
              <li key={consent.kind}>{CONSENT_TEXTS[consent.kind].title}: firmada</li>
            ))}
          </ul>
        )}
      </Part>

      {unsaved.length > 0 && (
        <p className="apply__note">
          Tienes cambios sin guardar en {unsaved.map((step) => APPLICATION_STEP_NAMES[step].toLowerCase()).join(', ')}: ábrelos y pulsa «Guardar y continuar» para
          incluirlos.
        </p>
      )}
      {view.missing.length > 0 ? (
        <div className="apply__pending" role="status">
          <h3>Antes de enviarla falta:</h3>
          <ul className="apply__list">
            {view.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>Al enviarla recibirás un folio por correo y podrás seguir su estado con el mismo enlace.</p>
      )}
      {problem && (
        <p role="alert" className="apply__error">
          {problem}
        </p>
      )}
      <div className="apply__actions">
        {view.missing.length === 0 && (
          <Button pending={sending} onClick={() => void send()}>
            {sending ? 'Enviando…' : 'Enviar solicitud'}
          </Button>
        )}
        <Link className="fvc-button fvc-button--secondary" to={stepPath('consentimientos')}>
          Anterior
        </Link>
      </div>
    </section>
  );
}

/** /solicitud/revision: everything the applicant gave, with a way back to each step, and the sending. */
export function ReviewPage() {
  return <ApplicationScreen>{(view) => <Review view={view} />}</ApplicationScreen>;
}
