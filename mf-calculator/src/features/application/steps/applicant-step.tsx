import type { ChangeEvent } from 'react';
import type { ApplicantStep as ApplicantData, ApplicationView } from '@fvc/shared/contracts';
import {
  ACCESS_MESSAGES,
  APPLICANT_TYPE_NAMES,
  APPLICATION_LIMITS as LIMITS,
  EMAIL_PATTERN,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  applicantStepProblems,
  curpProblem,
  normalizeTaxId,
  rfcProblem,
  type ApplicantType,
} from '@fvc/shared/contracts/rules';
import { mexicoCityDay } from '@fvc/shared/format';
import { FormField, notBlank } from '@fvc/shared/ui';
import { FormProblem, RestoredNote, StepActions, useDataStep } from '../data-step';

interface ApplicantForm {
  applicantType: ApplicantType | '';
  firstName: string;
  lastNames: string;
  rfc: string;
  curp: string;
  birthDate: string;
  phone: string;
  email: string;
  activity: string;
  companyName: string;
  incorporationDate: string;
  representative: { firstName: string; lastNames: string; rfc: string; curp: string; position: string };
}

const EMPTY: ApplicantForm = {
  applicantType: '',
  firstName: '',
  lastNames: '',
  rfc: '',
  curp: '',
  birthDate: '',
  phone: '',
  email: '',
  activity: '',
  companyName: '',
  incorporationDate: '',
  representative: { firstName: '', lastNames: '', rfc: '', curp: '', position: '' },
};

const FIELD_NAMES = [
  'applicantType',
  'companyName',
  'firstName',
  'lastNames',
  'rfc',
  'curp',
  'birthDate',
  'incorporationDate',
  'activity',
  'phone',
  'email',
  'representative.firstName',
  'representative.lastNames',
  'representative.rfc',
  'representative.curp',
  'representative.position',
] as const;

const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
/** Lengths at which an RFC or a CURP is complete: checked then, as typed, not only on leaving the field. */
const FULL_LENGTH = { fisica: 13, moral: 12, curp: 18 } as const;

/** A física quote admits a persona física with or without business activity; a moral quote, a moral. */
const typesFor = (view: ApplicationView): ApplicantType[] => (view.quote.personType === 'moral' ? ['moral'] : ['fisica', 'fisica-empresarial']);

function initialValues(view: ApplicationView): ApplicantForm {
  const saved = view.steps.solicitante;
  const allowed = typesFor(view);
  if (!saved) return { ...EMPTY, applicantType: allowed.length === 1 ? allowed[0]! : '' };
  if (saved.applicantType === 'moral') {
    const { representative, ...company } = saved;
    return { ...EMPTY, ...company, representative: { ...representative } };
  }
  return { ...EMPTY, activity: '', ...saved };
}

function toData(values: ApplicantForm): ApplicantData {
  const clean = (text: string) => text.trim();
  if (values.applicantType === 'moral') {
    const { representative } = values;
    return {
      applicantType: 'moral',
      companyName: clean(values.companyName),
      rfc: normalizeTaxId(values.rfc),
      incorporationDate: values.incorporationDate,
      phone: clean(values.phone),
      email: clean(values.email),
      representative: {
        firstName: clean(representative.firstName),
        lastNames: clean(representative.lastNames),
        rfc: normalizeTaxId(representative.rfc),
        curp: normalizeTaxId(representative.curp),
        position: clean(representative.position),
      },
    };
  }
  const person = {
    firstName: clean(values.firstName),
    lastNames: clean(values.lastNames),
    rfc: normalizeTaxId(values.rfc),
    curp: normalizeTaxId(values.curp),
    birthDate: values.birthDate,
    phone: clean(values.phone),
    email: clean(values.email),
  };
  return values.applicantType === 'fisica-empresarial' ? { applicantType: 'fisica-empresarial', ...person, activity: clean(values.activity) } : { applicantType: 'fisica', ...person };
}

/** One field against another (the RFC's date and the birth date, the age), as the API checks them. */
function crossCheck(values: ApplicantForm): Record<string, string> {
  const data = toData(values);
  return applicantStepProblems(
    data.applicantType === 'moral'
      ? { applicantType: 'moral', rfc: data.rfc, incorporationDate: data.incorporationDate, representative: data.representative }
      : { applicantType: data.applicantType, rfc: data.rfc, curp: data.curp, birthDate: data.birthDate },
    mexicoCityDay(),
  );
}

const required = (message: string) => ({ validate: notBlank(message) });

/** Paso 1: who applies. Only the fields of the applicant type, with the RFC and CURP checked as typed. */
export function ApplicantStep({ view }: { view: ApplicationView }) {
  const allowed = typesFor(view);
  const { form, restored, alert, submit } = useDataStep({ view, step: 'solicitante', initial: initialValues(view), toData, check: crossCheck, fieldNames: FIELD_NAMES });
  const {
    register,
    watch,
    trigger,
    formState: { errors, isSubmitting },
  } = form;
  const type = watch('applicantType');
  const moral = type === 'moral';
  const today = mexicoCityDay();

  /** The check digit is known once the last character is typed: said then, not only on leaving the field. */
  const checkWhenComplete = (name: 'rfc' | 'curp' | 'representative.rfc' | 'representative.curp', length: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (normalizeTaxId(event.target.value).length >= length) void trigger(name);
  };
  const rfcLength = moral ? FULL_LENGTH.moral : FULL_LENGTH.fisica;

  return (
    <form className="apply__form" onSubmit={submit} noValidate aria-labelledby="apply-step-title">
      <RestoredNote shown={restored} />
      <FormProblem message={alert} />
      {allowed.length > 1 ? (
        <fieldset className={`apply__choices${errors.applicantType ? ' has-error' : ''}`} aria-describedby={errors.applicantType ? 'apply-type-error' : undefined}>
          <legend>Tipo de solicitante</legend>
          {allowed.map((option) => (
            <label key={option} className="apply__choice">
              <input type="radio" value={option} {...register('applicantType', { required: 'Elige el tipo de solicitante.' })} />
              <span>{APPLICANT_TYPE_NAMES[option]}</span>
            </label>
          ))}
          {errors.applicantType && (
            <p id="apply-type-error" className="form-field__error">
              {errors.applicantType.message}
            </p>
          )}
        </fieldset>
      ) : (
        <p>
          Solicitas como <strong>{APPLICANT_TYPE_NAMES[allowed[0]!].toLowerCase()}</strong>, como en tu cotización.
        </p>
      )}

      {type && (
        <>
          {moral ? (
            <>
              <FormField id="apply-companyName" label="Razón social" autoComplete="organization" maxLength={LIMITS.companyName} registration={register('companyName', required('Escribe la razón social.'))} error={errors.companyName} />
              <FormField
                id="apply-rfc"
                label="RFC de la empresa"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                hint="12 caracteres, como en la constancia de situación fiscal."
                registration={register('rfc', { validate: (value) => rfcProblem(value, 'moral') ?? true, onChange: checkWhenComplete('rfc', rfcLength) })}
                error={errors.rfc}
              />
              <FormField id="apply-incorporationDate" label="Fecha de constitución" type="date" max={today} registration={register('incorporationDate', { required: 'Escribe la fecha de constitución.' })} error={errors.incorporationDate} />
            </>
          ) : (
            <>
              <FormField id="apply-firstName" label="Nombre(s)" autoComplete="given-name" maxLength={LIMITS.firstName} registration={register('firstName', required('Escribe tu nombre.'))} error={errors.firstName} />
              <FormField id="apply-lastNames" label="Apellidos" autoComplete="family-name" maxLength={LIMITS.lastNames} registration={register('lastNames', required('Escribe tus apellidos.'))} error={errors.lastNames} />
              <FormField
                id="apply-rfc"
                label="RFC"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                hint="13 caracteres con homoclave, como en tu constancia de situación fiscal."
                registration={register('rfc', { validate: (value) => rfcProblem(value, 'fisica') ?? true, onChange: checkWhenComplete('rfc', rfcLength) })}
                error={errors.rfc}
              />
              <FormField
                id="apply-curp"
                label="CURP"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={24}
                hint="18 caracteres; la encuentras en tu INE o en gob.mx/curp."
                registration={register('curp', { validate: (value) => curpProblem(value) ?? true, onChange: checkWhenComplete('curp', FULL_LENGTH.curp) })}
                error={errors.curp}
              />
              <FormField id="apply-birthDate" label="Fecha de nacimiento" type="date" autoComplete="bday" max={today} registration={register('birthDate', { required: 'Escribe tu fecha de nacimiento.' })} error={errors.birthDate} />
              {type === 'fisica-empresarial' && (
                <FormField
                  id="apply-activity"
                  label="Actividad empresarial"
                  maxLength={LIMITS.activity}
                  hint="El giro registrado ante el SAT, por ejemplo «Autotransporte de carga general»."
                  registration={register('activity', required('Escribe tu actividad empresarial.'))}
                  error={errors.activity}
                />
              )}
            </>
          )}
          <FormField
            id="apply-phone"
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            registration={register('phone', { validate: (value) => (value.trim() === '' ? 'Escribe un teléfono.' : PHONE.test(value.trim()) || PHONE_MESSAGE) })}
            error={errors.phone}
          />
          <FormField
            id="apply-email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            registration={register('email', { validate: (value) => (value.trim() === '' ? 'Escribe un correo electrónico.' : EMAIL.test(value.trim()) || ACCESS_MESSAGES.email) })}
            error={errors.email}
          />
          {moral && (
            <fieldset className="apply__group">
              <legend>Representante legal</legend>
              <FormField id="apply-rep-firstName" label="Nombre(s) del representante" maxLength={LIMITS.firstName} registration={register('representative.firstName', required('Escribe el nombre del representante.'))} error={errors.representative?.firstName} />
              <FormField id="apply-rep-lastNames" label="Apellidos del representante" maxLength={LIMITS.lastNames} registration={register('representative.lastNames', required('Escribe los apellidos del representante.'))} error={errors.representative?.lastNames} />
              <FormField
                id="apply-rep-rfc"
                label="RFC del representante"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                registration={register('representative.rfc', { validate: (value) => rfcProblem(value, 'fisica') ?? true, onChange: checkWhenComplete('representative.rfc', FULL_LENGTH.fisica) })}
                error={errors.representative?.rfc}
              />
              <FormField
                id="apply-rep-curp"
                label="CURP del representante"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={24}
                registration={register('representative.curp', { validate: (value) => curpProblem(value) ?? true, onChange: checkWhenComplete('representative.curp', FULL_LENGTH.curp) })}
                error={errors.representative?.curp}
              />
              <FormField id="apply-rep-position" label="Cargo" maxLength={LIMITS.position} registration={register('representative.position', required('Escribe el cargo del representante.'))} error={errors.representative?.position} />
            </fieldset>
          )}
        </>
      )}
      <StepActions step="solicitante" pending={isSubmitting} />
    </form>
  );
}
