import type { ApplicationView, ReferencesStep as ReferencesData } from '@fvc/shared/contracts';
import { APPLICATION_LIMITS as LIMITS, PHONE_MESSAGE, PHONE_PATTERN } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { FormProblem, RestoredNote, StepActions, useDataStep } from '../data-step';

interface Reference {
  name: string;
  phone: string;
  relationship: string;
}

interface ReferencesForm {
  references: Reference[];
}

const EMPTY_REFERENCE: Reference = { name: '', phone: '', relationship: '' };
const PHONE = new RegExp(PHONE_PATTERN);
const INDEXES = Array.from({ length: LIMITS.references }, (_, index) => index);
const FIELD_NAMES = INDEXES.flatMap((index) => ['name', 'phone', 'relationship'].map((field) => `references.${index}.${field}`));

const initialValues = (view: ApplicationView): ReferencesForm => ({
  references: INDEXES.map((index) => ({ ...EMPTY_REFERENCE, ...view.steps.referencias?.references[index] })),
});

const toData = (values: ReferencesForm): ReferencesData => ({
  references: values.references.map((reference) => ({ name: reference.name.trim(), phone: reference.phone.trim(), relationship: reference.relationship.trim() })),
});

/** Paso 4: two people or businesses who know the applicant. */
export function ReferencesStep({ view }: { view: ApplicationView }) {
  const { form, restored, alert, submit } = useDataStep({ view, step: 'referencias', initial: initialValues(view), toData, fieldNames: FIELD_NAMES });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form className="apply__form" onSubmit={submit} noValidate aria-labelledby="apply-step-title">
      <RestoredNote shown={restored} />
      <FormProblem message={alert} />
      <p>Dos personas o empresas que te conozcan y no vivan contigo: un familiar, un cliente o un proveedor. Solo las llamaremos para confirmar tus datos.</p>
      {INDEXES.map((index) => {
        const fieldErrors = errors.references?.[index];
        return (
          <fieldset key={index} className="apply__group">
            <legend>Referencia {index + 1}</legend>
            <FormField
              id={`apply-reference-${index}-name`}
              label={`Nombre de la referencia ${index + 1}`}
              maxLength={LIMITS.referenceName}
              registration={register(`references.${index}.name`, { validate: notBlank('Escribe el nombre de la referencia.') })}
              error={fieldErrors?.name}
            />
            <FormField
              id={`apply-reference-${index}-phone`}
              label={`Teléfono de la referencia ${index + 1}`}
              type="tel"
              maxLength={LIMITS.phone}
              registration={register(`references.${index}.phone`, { validate: (value) => (value.trim() === '' ? 'Escribe el teléfono de la referencia.' : PHONE.test(value.trim()) || PHONE_MESSAGE) })}
              error={fieldErrors?.phone}
            />
            <FormField
              id={`apply-reference-${index}-relationship`}
              label={`Relación con la referencia ${index + 1}`}
              maxLength={LIMITS.relationship}
              hint="Familiar, cliente, proveedor…"
              registration={register(`references.${index}.relationship`, { validate: notBlank('Escribe qué relación tienen.') })}
              error={fieldErrors?.relationship}
            />
          </fieldset>
        );
      })}
      <StepActions step="referencias" pending={isSubmitting} />
    </form>
  );
}
