import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@fvc/shared/router';
import type { ApplicationView } from '@fvc/shared/contracts';
import { APPLICATION_STEPS, type ApplicationStep } from '@fvc/shared/contracts/rules';
import { ApplicationScreen, resumePath, StepLayout, stepPath } from './application-screen';
import { ContinuePage } from './continue-page';
import { ReviewPage } from './review-page';
import { StartPage, type StartedState } from './start-page';
import { StatusPage } from './status-page';
import { ActivityStep } from './steps/activity-step';
import { AddressStep } from './steps/address-step';
import { ApplicantStep } from './steps/applicant-step';
import { ConsentsStep } from './steps/consents-step';
import { DocumentsStep } from './steps/documents-step';
import { ReferencesStep } from './steps/references-step';
import './application.css';

const STEP_SCREENS: Record<ApplicationStep, (props: { view: ApplicationView }) => ReactNode> = {
  solicitante: ApplicantStep,
  domicilio: AddressStep,
  actividad: ActivityStep,
  referencias: ReferencesStep,
  documentos: DocumentsStep,
  consentimientos: ConsentsStep,
};

const isStep = (value: string | undefined): value is ApplicationStep => (APPLICATION_STEPS as readonly string[]).includes(value ?? '');

/** One step of a draft; a sent application shows its status instead. */
function StepPage() {
  const { step } = useParams();
  const { state } = useLocation();
  const linkSentTo = (state as StartedState | null)?.linkSentTo;
  if (!isStep(step)) return <Navigate to="/solicitud" replace />;
  const Screen = STEP_SCREENS[step];
  return (
    <ApplicationScreen>
      {(view) =>
        view.editable ? (
          <StepLayout view={view} step={step}>
            {linkSentTo && (
              <p className="apply__note">
                Te enviamos a <strong className="apply__sent-to">{linkSentTo}</strong> un enlace para continuar tu solicitud cuando quieras, desde cualquier dispositivo.
              </p>
            )}
            {/* A new step is a new form: nothing of the last one's state carries over. */}
            <Screen key={step} view={view} />
          </StepLayout>
        ) : (
          <Navigate to={stepPath('estado')} replace />
        )
      }
    </ApplicationScreen>
  );
}

/** /solicitud: where the tab's link left off (a step, the review or the status). */
function ResumePage() {
  return <ApplicationScreen>{(view) => <Navigate to={resumePath(view)} replace />}</ApplicationScreen>;
}

/**
 * /solicitud/*, the online application (decision 0055): a lazy chunk of its own, so the
 * calculator's pages carry none of it.
 */
export function ApplicationRoutes() {
  return (
    <Routes>
      <Route index element={<ResumePage />} />
      <Route path="nueva" element={<StartPage />} />
      <Route path="continuar" element={<ContinuePage />} />
      <Route path="revision" element={<ReviewPage />} />
      <Route path="estado" element={<StatusPage />} />
      <Route path=":step" element={<StepPage />} />
      <Route path="*" element={<Navigate to="/solicitud" replace />} />
    </Routes>
  );
}
