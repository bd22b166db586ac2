import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { apiErrorsOnFields, Button, showApiErrors } from '@fvc/shared/ui';
import { toApiError } from '@fvc/shared/api';
import type { ApplicationView } from '@fvc/shared/contracts';
import type { ApplicationDataStep } from '@fvc/shared/contracts/rules';
import { Link, useNavigate } from '@fvc/shared/router';
import { APPLICATION_KEY, isLinkRefused, saveStep, type StepData } from './api/application-requests';
import { nextPath, previousPath } from './application-screen';
import { clearStepDraft, readStepDraft, useStepDraft } from './step-draft';

const OFFLINE_MESSAGE =
  'Sin conexión: guardamos lo que escribiste en este dispositivo. Cuando vuelvas a tener internet, pulsa «Guardar y continuar» otra vez; no se perderá nada.';
export const LINK_REFUSED_MESSAGE =
  'Tu enlace ya no es válido (venció o lo reemplazó uno más reciente). Lo que escribiste sigue guardado en este dispositivo: abre el último enlace que te enviamos por correo para continuar.';

/**
 * What a failed save says above the form, or null when the API's message is already beside the
 * field it names. A dropped connection keeps the form: its draft is on the device.
 */
function saveFailure<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldNames: readonly string[]): string | null {
  const failure = toApiError(error);
  if (failure.status === 0) return OFFLINE_MESSAGE;
  if (isLinkRefused(error)) return LINK_REFUSED_MESSAGE;
  const message = showApiErrors(error, setError, fieldNames as ReadonlyArray<Path<T>>);
  return apiErrorsOnFields(error, fieldNames) ? null : message;
}

interface DataStepOptions<T extends FieldValues, S extends ApplicationDataStep> {
  view: ApplicationView;
  step: S;
  /** The values the form starts with: the API's, or empty ones. A draft on the device goes over them. */
  initial: T;
  /** The step as the API takes it. */
  toData: (values: T) => StepData[S];
  /** Problems the field rules cannot see (one field against another), by field name. */
  check?: (values: T) => Record<string, string>;
  /** Every field the API may name, in the form's order. */
  fieldNames: readonly string[];
}

/**
 * A step's form: starts from the API's data or the device's draft, writes the draft as it is
 * typed, saves the step, forgets the draft once saved and goes on to the next step. A refusal goes
 * to its fields; a dropped connection keeps everything where it is.
 */
export function useDataStep<T extends FieldValues, S extends ApplicationDataStep>({ view, step, initial, toData, check, fieldNames }: DataStepOptions<T, S>) {
  const [restored] = useState(() => readStepDraft<T>(view.id, step));
  const form = useForm<T>({ defaultValues: { ...initial, ...restored } as DefaultValues<T>, mode: 'onTouched' });
  useStepDraft(view.id, step, form.watch);
  const [alert, setAlert] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = form.handleSubmit(
    async (values) => {
      setAlert(null);
      const problems = Object.entries(check?.(values) ?? {});
      if (problems.length > 0) {
        problems.forEach(([name, message], index) => form.setError(name as Path<T>, { type: 'rule', message }, { shouldFocus: index === 0 }));
        return;
      }
      let saved: ApplicationView;
      try {
        saved = await saveStep(step, toData(values));
      } catch (error) {
        setAlert(saveFailure(error, form.setError, fieldNames));
        return;
      }
      clearStepDraft(view.id, step);
      // The next step may depend on this one (the applicant type): it starts from the saved application.
      queryClient.setQueryData(APPLICATION_KEY, saved);
      navigate(nextPath(step));
    },
    () => setAlert(null),
  );

  return { form, restored: restored !== null, alert, submit };
}

/** Said once above a form drawn from the device's draft. */
export function RestoredNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return <p className="apply__note">Recuperamos lo que escribiste en este dispositivo y aún no se ha guardado en tu solicitud.</p>;
}

/** The form's alert: announced as it appears. */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="apply__error">
      {message}
    </p>
  );
}

/** Back to the previous step and the form's own button. */
export function StepActions({ step, pending, children }: { step: ApplicationDataStep | 'documentos' | 'consentimientos'; pending?: boolean; children?: ReactNode }) {
  const previous = previousPath(step);
  return (
    <div className="apply__actions">
      {children ?? (
        <Button type="submit" pending={pending}>
          {pending ? 'Guardando…' : 'Guardar y continuar'}
        </Button>
      )}
      {previous && (
        <Link className="fvc-button fvc-button--secondary" to={previous}>
          Anterior
        </Link>
      )}
    </div>
  );
}
