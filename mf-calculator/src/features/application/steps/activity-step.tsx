import type { ActivityStep as ActivityData, ApplicationView } from '@fvc/shared/contracts';
import { APPLICATION_LIMITS as LIMITS } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { Link } from '@fvc/shared/router';
import { EmptyState, FormField, notBlank } from '@fvc/shared/ui';
import { stepPath } from '../application-screen';
import { FormProblem, RestoredNote, StepActions, useDataStep } from '../data-step';

/** Amounts and counts are typed as text: "35,000" or "$ 35 000" is how people write them. */
interface ActivityForm {
  occupation: string;
  employer: string;
  monthlyIncome: string;
  yearsInActivity: string;
  businessActivity: string;
  annualSales: string;
  fleetSize: string;
  yearsInOperation: string;
}

const EMPTY: ActivityForm = { occupation: '', employer: '', monthlyIncome: '', yearsInActivity: '', businessActivity: '', annualSales: '', fleetSize: '', yearsInOperation: '' };
const FIELD_NAMES = ['occupation', 'employer', 'monthlyIncome', 'yearsInActivity', 'businessActivity', 'annualSales', 'fleetSize', 'yearsInOperation'] as const;

/** A whole number from what was typed (thousands separators, a peso sign), or NaN. */
const wholeNumber = (text: string): number => {
  const digits = text.replace(/[\s,$]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : Number.NaN;
};

const inRange = (range: { min: number; max: number }, what: string, example: string) => (text: string) => {
  if (text.trim() === '') return `Escribe ${what}.`;
  const value = wholeNumber(text);
  if (Number.isNaN(value)) return `Escribe ${what} con números, sin centavos; por ejemplo ${example}.`;
  if (value < range.min || value > range.max) return `Escribe un valor entre ${formatWholeNumber(range.min)} y ${formatWholeNumber(range.max)}.`;
  return true;
};

function initialValues(view: ApplicationView): ActivityForm {
  const saved = view.steps.actividad;
  if (!saved) return EMPTY;
  return saved.kind === 'income'
    ? { ...EMPTY, occupation: saved.occupation, employer: saved.employer, monthlyIncome: String(saved.monthlyIncome), yearsInActivity: String(saved.yearsInActivity) }
    : { ...EMPTY, businessActivity: saved.businessActivity, annualSales: String(saved.annualSales), fleetSize: String(saved.fleetSize), yearsInOperation: String(saved.yearsInOperation) };
}

const required = (message: string) => ({ validate: notBlank(message) });

/** Paso 3: income for a persona física; the business and its fleet for one with business activity or a moral. */
export function ActivityStep({ view }: { view: ApplicationView }) {
  if (!view.applicantType) {
    return (
      <>
        <EmptyState title="Primero dinos quién solicita" message="Lo que preguntamos aquí depende del tipo de solicitante: elígelo en el paso 1." />
        <p>
          <Link className="fvc-button" to={stepPath('solicitante')}>
            Ir al paso 1
          </Link>
        </p>
      </>
    );
  }
  return <ActivityFields view={view} fleet={view.applicantType !== 'fisica'} />;
}

function ActivityFields({ view, fleet }: { view: ApplicationView; fleet: boolean }) {
  const toData = (values: ActivityForm): ActivityData =>
    fleet
      ? {
          kind: 'fleet',
          businessActivity: values.businessActivity.trim(),
          annualSales: wholeNumber(values.annualSales),
          fleetSize: wholeNumber(values.fleetSize),
          yearsInOperation: wholeNumber(values.yearsInOperation),
        }
      : { kind: 'income', occupation: values.occupation.trim(), employer: values.employer.trim(), monthlyIncome: wholeNumber(values.monthlyIncome), yearsInActivity: wholeNumber(values.yearsInActivity) };
  const { form, restored, alert, submit } = useDataStep({ view, step: 'actividad', initial: initialValues(view), toData, fieldNames: FIELD_NAMES });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <form className="apply__form" onSubmit={submit} noValidate aria-labelledby="apply-step-title">
      <RestoredNote shown={restored} />
      <FormProblem message={alert} />
      {fleet ? (
        <>
          <FormField id="apply-businessActivity" label="Giro del negocio" maxLength={LIMITS.businessActivity} hint="Por ejemplo «Transporte de carga refrigerada» o «Transporte escolar»." registration={register('businessActivity', required('Escribe el giro del negocio.'))} error={errors.businessActivity} />
          <FormField id="apply-annualSales" label="Ventas anuales (pesos)" {...numeric} hint="Las del último ejercicio, sin centavos." registration={register('annualSales', { validate: inRange(LIMITS.annualSales, 'las ventas anuales', '12,500,000') })} error={errors.annualSales} />
          <FormField id="apply-fleetSize" label="Unidades en tu flotilla hoy" {...numeric} hint="Escribe 0 si aún no tienes unidades." registration={register('fleetSize', { validate: inRange(LIMITS.fleetSize, 'cuántas unidades tienes', '8') })} error={errors.fleetSize} />
          <FormField id="apply-yearsInOperation" label="Años de operación" {...numeric} registration={register('yearsInOperation', { validate: inRange(LIMITS.years, 'los años de operación', '5') })} error={errors.yearsInOperation} />
        </>
      ) : (
        <>
          <FormField id="apply-occupation" label="Ocupación" maxLength={LIMITS.occupation} hint="Por ejemplo «Operador de tractocamión»." registration={register('occupation', required('Escribe tu ocupación.'))} error={errors.occupation} />
          <FormField id="apply-employer" label="Empresa o fuente de tus ingresos" autoComplete="organization" maxLength={LIMITS.employer} registration={register('employer', required('Escribe dónde trabajas o de dónde vienen tus ingresos.'))} error={errors.employer} />
          <FormField id="apply-monthlyIncome" label="Ingreso mensual (pesos)" {...numeric} hint="Antes de impuestos, sin centavos." registration={register('monthlyIncome', { validate: inRange(LIMITS.monthlyIncome, 'tu ingreso mensual', '35,000') })} error={errors.monthlyIncome} />
          <FormField id="apply-yearsInActivity" label="Años en esta actividad" {...numeric} registration={register('yearsInActivity', { validate: inRange(LIMITS.years, 'los años en tu actividad', '3') })} error={errors.yearsInActivity} />
        </>
      )}
      <StepActions step="actividad" pending={isSubmitting} />
    </form>
  );
}
