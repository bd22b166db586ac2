import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '@fvc/shared/contracts';
import { Link } from '@fvc/shared/router';
import { EmptyState } from '@fvc/shared/ui';
import { APPLICATION_KEY } from '../api/application-requests';
import { nextPath, stepPath } from '../application-screen';
import { StepActions } from '../data-step';
import { DocumentUpload } from '../document-upload';

/** Paso 5: the documents of the applicant type, each uploaded as it is chosen. */
export function DocumentsStep({ view }: { view: ApplicationView }) {
  const queryClient = useQueryClient();
  const refresh = (changed: ApplicationView) => queryClient.setQueryData(APPLICATION_KEY, changed);

  if (view.documents.length === 0) {
    return (
      <>
        <EmptyState title="Primero dinos quién solicita" message="Los documentos dependen del tipo de solicitante: elígelo en el paso 1." />
        <p>
          <Link className="fvc-button" to={stepPath('solicitante')}>
            Ir al paso 1
          </Link>
        </p>
      </>
    );
  }

  const pending = view.documents.filter((document) => !document.optional && !document.uploaded).length;
  return (
    <div className="apply__form">
      <p>
        Cada documento se envía en cuanto lo eliges. Desde el celular puedes tomarle una foto; que se lea completo y sin reflejos. Puedes subir algunos ahora y los
        demás después, antes de enviar tu solicitud.
      </p>
      <p className="apply__note" aria-live="polite">
        {pending === 0 ? 'Ya tenemos todos los documentos obligatorios.' : pending === 1 ? 'Falta 1 documento obligatorio.' : `Faltan ${pending} documentos obligatorios.`}
      </p>
      {view.documents.map((document) => (
        <DocumentUpload key={document.key} document={document} onChanged={refresh} />
      ))}
      <StepActions step="documentos">
        <Link className="fvc-button" to={nextPath('documentos')}>
          Continuar
        </Link>
      </StepActions>
    </div>
  );
}
