import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AddressStep as AddressData, ApplicationView } from '@fvc/shared/contracts';
import { APPLICATION_LIMITS as LIMITS, POSTAL_CODE_PATTERN } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { postalCodeQuery } from '../api/application-requests';
import { FormProblem, RestoredNote, StepActions, useDataStep } from '../data-step';

interface AddressForm {
  postalCode: string;
  colonia: string;
  street: string;
  exteriorNumber: string;
  interiorNumber: string;
  municipality: string;
  state: string;
}

const EMPTY: AddressForm = { postalCode: '', colonia: '', street: '', exteriorNumber: '', interiorNumber: '', municipality: '', state: '' };
const FIELD_NAMES = ['postalCode', 'colonia', 'street', 'exteriorNumber', 'interiorNumber', 'municipality', 'state'] as const;
const POSTAL_CODE = new RegExp(POSTAL_CODE_PATTERN);

const initialValues = (view: ApplicationView): AddressForm => {
  const saved = view.steps.domicilio;
  return saved ? { ...saved, interiorNumber: saved.interiorNumber ?? '' } : EMPTY;
};

const toData = (values: AddressForm): AddressData => ({
  postalCode: values.postalCode.trim(),
  colonia: values.colonia.trim(),
  street: values.street.trim(),
  exteriorNumber: values.exteriorNumber.trim(),
  interiorNumber: values.interiorNumber.trim() || null,
  municipality: values.municipality.trim(),
  state: values.state.trim(),
});

const required = (message: string) => ({ validate: notBlank(message) });

/**
 * Paso 2: the address. The postal code brings its colonias from the SEPOMEX catalog as a list, and
 * its municipality and state; a code the catalog lacks (or a catalog out of reach) asks for them
 * as text, saying why.
 */
export function AddressStep({ view }: { view: ApplicationView }) {
  const moral = view.applicantType === 'moral';
  const { form, restored, alert, submit } = useDataStep({ view, step: 'domicilio', initial: initialValues(view), toData, fieldNames: FIELD_NAMES });
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const postalCode = watch('postalCode').trim();
  const complete = POSTAL_CODE.test(postalCode);
  const catalog = useQuery({ ...postalCodeQuery(postalCode), enabled: complete });
  const entry = complete ? catalog.data : undefined;
  const colonias = entry?.colonias ?? [];

  // The catalog's municipality and state, and a colonia the new code does not have cleared (one
  // colonia alone is chosen for the applicant). A draft's own choice stays when it is in the list.
  useEffect(() => {
    if (!entry) return;
    setValue('municipality', entry.municipality, { shouldDirty: true });
    setValue('state', entry.state, { shouldDirty: true });
    const colonia = getValues('colonia');
    if (entry.colonias.length === 1) setValue('colonia', entry.colonias[0]!, { shouldDirty: true });
    else if (colonia && !entry.colonias.includes(colonia)) setValue('colonia', '', { shouldDirty: true });
  }, [entry, setValue, getValues]);

  const notInCatalog = complete && catalog.isSuccess && catalog.data === null;
  const catalogDown = complete && catalog.isError;

  return (
    <form className="apply__form" onSubmit={submit} noValidate aria-labelledby="apply-step-title">
      <RestoredNote shown={restored} />
      <FormProblem message={alert} />
      {moral && <p>El domicilio fiscal de la empresa, como aparece en su constancia de situación fiscal.</p>}
      <FormField
        id="apply-postalCode"
        label="Código postal"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        registration={register('postalCode', { required: 'Escribe el código postal.', pattern: { value: POSTAL_CODE, message: 'Escribe los 5 dígitos del código postal.' } })}
        error={errors.postalCode}
      />
      {/* What the code found, said where a screen reader will hear it as it changes. */}
      <div aria-live="polite" className="apply__lookup">
        {complete && catalog.isFetching && <p>Buscando las colonias del código postal {postalCode}…</p>}
        {notInCatalog && (
          <p className="apply__note">
            No encontramos el código postal {postalCode} en el catálogo del Servicio Postal Mexicano. Revisa que esté bien escrito o escribe tu colonia, municipio y
            estado; lo confirmaremos con tu comprobante de domicilio.
          </p>
        )}
        {catalogDown && <p className="apply__note">No pudimos consultar el catálogo de códigos postales. Escribe tu colonia, municipio y estado.</p>}
      </div>
      {colonias.length > 0 ? (
        <FormField
          id="apply-colonia"
          label="Colonia"
          options={[{ value: '', label: 'Elige tu colonia' }, ...colonias.map((name) => ({ value: name, label: name }))]}
          registration={register('colonia', { required: 'Elige tu colonia.' })}
          error={errors.colonia}
        />
      ) : (
        <FormField id="apply-colonia" label="Colonia" autoComplete="address-level3" maxLength={LIMITS.colonia} registration={register('colonia', required('Escribe tu colonia.'))} error={errors.colonia} />
      )}
      <FormField id="apply-street" label="Calle" autoComplete="address-line1" maxLength={LIMITS.street} registration={register('street', required('Escribe la calle.'))} error={errors.street} />
      <div className="apply__pair">
        <FormField id="apply-exteriorNumber" label="Número exterior" maxLength={LIMITS.exteriorNumber} registration={register('exteriorNumber', required('Escribe el número exterior.'))} error={errors.exteriorNumber} />
        <FormField id="apply-interiorNumber" label="Número interior (opcional)" maxLength={LIMITS.interiorNumber} registration={register('interiorNumber')} error={errors.interiorNumber} />
      </div>
      <FormField id="apply-municipality" label="Municipio o alcaldía" autoComplete="address-level2" maxLength={LIMITS.municipality} registration={register('municipality', required('Escribe el municipio o alcaldía.'))} error={errors.municipality} />
      <FormField id="apply-state" label="Estado" autoComplete="address-level1" maxLength={LIMITS.state} registration={register('state', required('Escribe el estado.'))} error={errors.state} />
      <StepActions step="domicilio" pending={isSubmitting} />
    </form>
  );
}
