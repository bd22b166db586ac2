import { Fragment, type ReactNode } from 'react';
import type { StaffApplicationDetail } from '@fvc/shared/contracts';
import { APPLICATION_STEP_NAMES } from '@fvc/shared/contracts/rules';
import { formatCalendarDate, formatMxn, formatWholeNumber } from '@fvc/shared/format';

type Steps = StaffApplicationDetail['steps'];

/** Label and value pairs, in the order the step asked them. */
function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="bo-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const day = (iso: string) => formatCalendarDate(iso);
const pesos = (whole: number) => formatMxn(whole * 100);
const years = (count: number) => `${formatWholeNumber(count)} ${count === 1 ? 'año' : 'años'}`;

function applicantRows(step: NonNullable<Steps['solicitante']>): Array<readonly [string, ReactNode]> {
  const contact = [
    ['Teléfono', <a href={`tel:${step.phone}`}>{step.phone}</a>],
    ['Correo', <a href={`mailto:${step.email}`}>{step.email}</a>],
  ] as const;
  if (step.applicantType === 'moral') {
    const { representative } = step;
    return [
      ['Razón social', step.companyName],
      ['RFC', step.rfc],
      ['Fecha de constitución', day(step.incorporationDate)],
      ...contact,
      ['Representante legal', `${representative.firstName} ${representative.lastNames}`],
      ['Cargo', representative.position],
      ['RFC del representante', representative.rfc],
      ['CURP del representante', representative.curp],
    ];
  }
  return [
    ['Nombre', `${step.firstName} ${step.lastNames}`],
    ['RFC', step.rfc],
    ['CURP', step.curp],
    ['Fecha de nacimiento', day(step.birthDate)],
    ...contact,
    ...(step.applicantType === 'fisica-empresarial' ? [['Actividad empresarial', step.activity] as const] : []),
  ];
}

function addressRows(step: NonNullable<Steps['domicilio']>): Array<readonly [string, ReactNode]> {
  return [
    ['Calle y número', `${step.street} ${step.exteriorNumber}${step.interiorNumber ? `, interior ${step.interiorNumber}` : ''}`],
    ['Colonia', step.colonia],
    ['Código postal', step.postalCode],
    ['Municipio o alcaldía', step.municipality],
    ['Estado', step.state],
  ];
}

function activityRows(step: NonNullable<Steps['actividad']>): Array<readonly [string, ReactNode]> {
  if (step.kind === 'income') {
    return [
      ['Ocupación', step.occupation],
      ['Empresa o fuente de ingresos', step.employer],
      ['Ingreso mensual', pesos(step.monthlyIncome)],
      ['Años en la actividad', years(step.yearsInActivity)],
    ];
  }
  return [
    ['Giro del negocio', step.businessActivity],
    ['Ventas anuales', pesos(step.annualSales)],
    ['Unidades en la flotilla', formatWholeNumber(step.fleetSize)],
    ['Años de operación', years(step.yearsInOperation)],
  ];
}

const NOT_GIVEN = <p className="bo-muted">Sin capturar.</p>;

/** Everything the applicant entered, one heading per step of the application, as they typed it. */
export function ApplicantSteps({ steps }: { steps: Steps }) {
  return (
    <section className="bo-card" aria-labelledby="applicant-heading">
      <h2 id="applicant-heading">Datos del solicitante</h2>
      <h3>{APPLICATION_STEP_NAMES.solicitante}</h3>
      {steps.solicitante ? <Facts rows={applicantRows(steps.solicitante)} /> : NOT_GIVEN}
      <h3>{APPLICATION_STEP_NAMES.domicilio}</h3>
      {steps.domicilio ? <Facts rows={addressRows(steps.domicilio)} /> : NOT_GIVEN}
      <h3>{APPLICATION_STEP_NAMES.actividad}</h3>
      {steps.actividad ? <Facts rows={activityRows(steps.actividad)} /> : NOT_GIVEN}
      <h3>{APPLICATION_STEP_NAMES.referencias}</h3>
      {steps.referencias ? (
        <ol className="bo-contracts" aria-label="Referencias">
          {steps.referencias.references.map((reference, index) => (
            <li key={index}>
              <strong>{reference.name}</strong> · {reference.relationship}
              <span className="bo-block">
                <a href={`tel:${reference.phone}`}>{reference.phone}</a>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        NOT_GIVEN
      )}
    </section>
  );
}
