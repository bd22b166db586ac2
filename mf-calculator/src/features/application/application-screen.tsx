import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ApplicationQuote, ApplicationView } from '@fvc/shared/contracts';
import { APPLICATION_STEP_NAMES, APPLICATION_STEPS, type ApplicationStep } from '@fvc/shared/contracts/rules';
import { formatMxn } from '@fvc/shared/format';
import { Link } from '@fvc/shared/router';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { currentLink, keepLink } from './application-link';
import { applicationQuery, isLinkRefused } from './api/application-requests';

export const stepPath = (step: ApplicationStep | 'revision' | 'estado') => `/solicitud/${step}`;

/** The step after this one, the review after the last. */
export function nextPath(step: ApplicationStep): string {
  const next = APPLICATION_STEPS[APPLICATION_STEPS.indexOf(step) + 1];
  return stepPath(next ?? 'revision');
}

export function previousPath(step: ApplicationStep): string | null {
  const previous = APPLICATION_STEPS[APPLICATION_STEPS.indexOf(step) - 1];
  return previous ? stepPath(previous) : null;
}

/** Whether a step has what the application needs from it (the API's `missing` decides at the end). */
export function stepDone(view: ApplicationView, step: ApplicationStep): boolean {
  if (step === 'documentos') return view.documents.length > 0 && view.documents.every((document) => document.optional || document.uploaded !== null);
  if (step === 'consentimientos') return ['privacy', 'buro'].every((kind) => view.consents.some((consent) => consent.kind === kind));
  return view.steps[step] !== null;
}

/** Where a returning applicant goes on with a draft: the first step not done, else the review. */
export function resumePath(view: ApplicationView): string {
  if (!view.editable) return stepPath('estado');
  const open = APPLICATION_STEPS.find((step) => !stepDone(view, step));
  return stepPath(open ?? 'revision');
}

function QuoteLine({ quote }: { quote: ApplicationQuote }) {
  return (
    <p>
      {quote.planName} para {quote.vehicle}: {quote.termMonths} meses, {quote.downPaymentPercent} % de {quote.plan === 'credit' ? 'enganche' : 'pago inicial'} y{' '}
      {formatMxn(quote.monthlyPayment)} al mes. Cotización {quote.folio}.
    </p>
  );
}

/** This tab has no link: where to find it, or how to start one. */
function NoLink() {
  return (
    <div className="fvc-status" role="status">
      <h2 className="fvc-status__title">Abre tu enlace para continuar</h2>
      <p className="fvc-status__text">
        Tu solicitud se abre con el enlace que te enviamos por correo al iniciarla. Si aún no la inicias, cotiza tu unidad y, en el resultado, elige
        «Solicitar este financiamiento».
      </p>
      <p>
        <Link className="fvc-button" to="/calculadora/paso-1">
          Cotizar mi unidad
        </Link>
      </p>
    </div>
  );
}

/**
 * Every application page: the h1, the quote it continues, and the application the tab's link
 * opens, with its loading, offline, refused-link and error states. `children` draws it once read.
 */
export function ApplicationScreen({ children }: { children: (view: ApplicationView) => ReactNode }) {
  const link = currentLink();
  const application = useQuery({ ...applicationQuery, enabled: link !== null });
  const view = application.data;

  // The link now names its application: a start from the same quote in this tab continues it.
  useEffect(() => {
    if (link && view && link.applicationId !== view.id) keepLink({ ...link, applicationId: view.id });
  }, [link, view]);

  let content: ReactNode;
  if (!link) content = <NoLink />;
  else if (view) content = children(view);
  else if (application.isError) {
    content = isLinkRefused(application.error) ? (
      <ErrorState
        title="Tu enlace ya no es válido"
        message="Venció o lo reemplazó uno más reciente. Abre el último correo que te enviamos; si no lo encuentras, vuelve a tu cotización y elige «Solicitar este financiamiento» para recibir otro."
      />
    ) : (
      <ErrorState message={toApiError(application.error).message} onRetry={() => void application.refetch()} />
    );
  } else if (application.fetchStatus === 'paused') {
    content = (
      <p className="fvc-status" role="status">
        Sin conexión: tu solicitud aparecerá aquí en cuanto vuelvas a tener internet.
      </p>
    );
  } else content = <LoadingState label="Cargando tu solicitud…" />;

  return (
    <article className="apply">
      <PageHeading title="Solicitud de crédito">{view && <QuoteLine quote={view.quote} />}</PageHeading>
      {content}
    </article>
  );
}

/**
 * A section's heading that takes focus when the section is drawn: a new step replaces the form the
 * keyboard was in, and a screen reader then starts at the new step's name.
 */
export function FocusedHeading({ id, children }: { id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className="apply__heading">
      {children}
    </h2>
  );
}

/** The numbered steps ("Paso 2 de 6") and the current one's section. */
export function StepLayout({ view, step, children }: { view: ApplicationView; step: ApplicationStep; children: ReactNode }) {
  const number = APPLICATION_STEPS.indexOf(step) + 1;
  return (
    <>
      <nav aria-label="Pasos de la solicitud">
        <ol className="apply__steps">
          {APPLICATION_STEPS.map((item, index) => {
            const done = stepDone(view, item);
            return (
              <li key={item}>
                <Link to={stepPath(item)} aria-current={item === step ? 'step' : undefined} className={done ? 'is-done' : undefined}>
                  <span className="apply__step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="apply__step-name">
                    <span className="fvc-visually-hidden">Paso {index + 1}: </span>
                    {APPLICATION_STEP_NAMES[item]}
                    {done && <span className="fvc-visually-hidden"> (completo)</span>}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <section className="apply__step" aria-labelledby="apply-step-title">
        {/* Read as one sentence ("Paso 2 de 6: Domicilio"), drawn as a small line over the step's name. */}
        {/* Keyed by step: each step's heading takes focus as the step appears. */}
        <FocusedHeading key={step} id="apply-step-title">
          <span className="fvc-visually-hidden">{`Paso ${number} de ${APPLICATION_STEPS.length}: ${APPLICATION_STEP_NAMES[step]}`}</span>
          <span className="apply__count" aria-hidden="true">
            Paso {number} de {APPLICATION_STEPS.length}
          </span>
          <span aria-hidden="true">{APPLICATION_STEP_NAMES[step]}</span>
        </FocusedHeading>
        {children}
      </section>
    </>
  );
}
