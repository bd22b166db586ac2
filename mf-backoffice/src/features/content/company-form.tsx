import { useForm } from 'react-hook-form';
import type { CompanyFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, COMPANY_LIMITS, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { FormField, notBlank } from '@fvc/shared/ui';
import { CompanyPreview, type CompanyFormValues } from './company-preview';
import { ContentForm, type KindFormProps } from './content-form';
import { capitalized, CONTENT_KIND_UI } from './content-kinds';
import { httpsRule, limitHint, tooLong } from './form-rules';

type FieldName = keyof CompanyFormValues;

/**
 * How a field is typed and checked, as the contract takes it: a text (its limit), a phone as
 * shown, an e-mail, an https link, the legend (long), the years (a whole number).
 */
type FieldKind = 'text' | 'phone' | 'email' | 'link' | 'legend' | 'years';

interface FieldSpec {
  name: FieldName;
  kind: FieldKind;
  label: string;
  /** "el nombre comercial": what the messages call it. */
  what: string;
  hint?: string;
}

/** The 22 fields in the groups the site shows them in, each group a fieldset with its legend. */
const GROUPS: readonly { legend: string; fields: readonly FieldSpec[] }[] = [
  {
    legend: 'La empresa',
    fields: [
      { name: 'name', kind: 'text', label: 'Nombre comercial', what: 'el nombre comercial', hint: 'El del encabezado y el pie de página.' },
      { name: 'legalName', kind: 'text', label: 'Razón social', what: 'la razón social', hint: 'La del aviso de derechos al pie de página.' },
      { name: 'yearsInMarket', kind: 'years', label: 'Años en el mercado', what: 'los años en el mercado', hint: 'La portada dice «Más de N años en el mercado mexicano».' },
    ],
  },
  {
    legend: 'Atención a clientes',
    fields: [
      { name: 'phone', kind: 'phone', label: 'Teléfono de atención', what: 'el teléfono de atención', hint: 'Como se muestra, p. ej. 800 555 0123.' },
      { name: 'email', kind: 'email', label: 'Correo de atención', what: 'el correo de atención' },
      { name: 'hoursWeekdays', kind: 'text', label: 'Horario de lunes a viernes', what: 'el horario de lunes a viernes', hint: 'Como se muestra, p. ej. «Lunes a viernes de 8:00 a 20:00 h».' },
      { name: 'hoursSaturday', kind: 'text', label: 'Horario del sábado', what: 'el horario del sábado', hint: 'Como se muestra, p. ej. «Sábado de 9:00 a 14:00 h».' },
    ],
  },
  {
    legend: 'Enlaces a otros sitios',
    fields: [
      { name: 'dealerPortalUrl', kind: 'link', label: 'Portal de distribuidores', what: 'la dirección del portal de distribuidores', hint: 'El botón «Acceso distribuidores» del encabezado.' },
      { name: 'facebookUrl', kind: 'link', label: 'Facebook', what: 'la dirección de Facebook' },
      { name: 'linkedinUrl', kind: 'link', label: 'LinkedIn', what: 'la dirección de LinkedIn' },
      { name: 'jobBoardUrl', kind: 'link', label: 'Bolsa de trabajo', what: 'la dirección de la bolsa de trabajo' },
      { name: 'busBrandUrl', kind: 'link', label: 'Sitio de la marca de autobuses', what: 'la dirección de la marca de autobuses' },
      { name: 'truckBrandUrl', kind: 'link', label: 'Sitio de la marca de camiones', what: 'la dirección de la marca de camiones' },
    ],
  },
  {
    legend: 'Unidad Especializada de Atención a Usuarios (UNE)',
    fields: [
      { name: 'uneHead', kind: 'text', label: 'Titular de la UNE', what: 'el titular de la UNE', hint: 'P. ej. «Titular de la UNE: Lic. Andrea Salinas Ruiz».' },
      { name: 'uneAddress', kind: 'text', label: 'Domicilio de la UNE', what: 'el domicilio de la UNE' },
      { name: 'unePhone', kind: 'phone', label: 'Teléfono de la UNE', what: 'el teléfono de la UNE', hint: 'Como se muestra, p. ej. 800 555 0199.' },
      { name: 'uneEmail', kind: 'email', label: 'Correo de la UNE', what: 'el correo de la UNE' },
      { name: 'uneHours', kind: 'text', label: 'Horario de la UNE', what: 'el horario de la UNE' },
    ],
  },
  {
    legend: 'CONDUSEF, Buró y leyenda',
    fields: [
      { name: 'condusefPhone', kind: 'phone', label: 'Teléfono de la CONDUSEF', what: 'el teléfono de la CONDUSEF', hint: 'Como se muestra, p. ej. «55 5340 0999 y 800 999 8080».' },
      { name: 'condusefUrl', kind: 'link', label: 'Sitio de la CONDUSEF', what: 'la dirección de la CONDUSEF' },
      { name: 'buroUrl', kind: 'link', label: 'Buró de Entidades Financieras', what: 'la dirección del Buró de Entidades Financieras' },
      { name: 'regulatorLegend', kind: 'legend', label: 'Leyenda de la SOFOM', what: 'la leyenda de la SOFOM', hint: 'La que el pie de página y la página de atención a usuarios muestran sobre la supervisión de la SOFOM, E.N.R.' },
    ],
  },
];

const FIELD_NAMES = GROUPS.flatMap((group) => group.fields.map((field) => field.name));
const email = new RegExp(EMAIL_PATTERN);

/** The form's values from a version (the newest, or the one the API just stored). */
const companyValuesOf = (fields: CompanyFields | null): CompanyFormValues =>
  fields
    ? { ...fields, yearsInMarket: String(fields.yearsInMarket) }
    : (Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as CompanyFormValues);

/** What the API receives: every text trimmed, the years a number. */
function companyFieldsOf(values: CompanyFormValues): CompanyFields {
  const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as CompanyFormValues;
  return { ...trimmed, yearsInMarket: Number(trimmed.yearsInMarket) };
}

const yearsRule = (value: string) => {
  const typed = value.trim();
  if (!typed) return 'Escribe los años en el mercado.';
  if (!/^\d+$/.test(typed)) return 'Escribe un número entero, sin puntos ni comas.';
  return Number(typed) <= COMPANY_LIMITS.years || `Escribe un número de 0 a ${formatWholeNumber(COMPANY_LIMITS.years)}.`;
};

interface InputOf {
  hint?: string;
  type?: 'tel' | 'email';
  inputMode?: 'url' | 'numeric';
  multiline?: boolean;
  /** The longest text the contract takes. */
  limit?: number;
  validate: (value: string) => true | string;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** Its input and rules, from what the field is. */
function inputOf(field: FieldSpec): InputOf {
  const missing = `Escribe ${field.what}.`;
  switch (field.kind) {
    case 'text':
      return { hint: joined(field.hint, limitHint(COMPANY_LIMITS.text)), limit: COMPANY_LIMITS.text, validate: notBlank(missing) };
    case 'phone':
      return { hint: joined(field.hint, limitHint(COMPANY_LIMITS.phone)), type: 'tel', limit: COMPANY_LIMITS.phone, validate: notBlank(missing) };
    case 'legend':
      return { hint: field.hint, multiline: true, limit: COMPANY_LIMITS.legend, validate: notBlank(missing) };
    case 'email':
      return {
        hint: field.hint,
        type: 'email',
        limit: EMAIL_MAX_LENGTH,
        validate: (value) => (!value.trim() ? missing : email.test(value.trim()) || 'Escribe un correo válido, p. ej. atencion@empresa.mx.'),
      };
    case 'link':
      return { hint: joined(field.hint, 'Una dirección que empiece con https://.'), inputMode: 'url', limit: BACKOFFICE_LIMITS.promotionUrl, validate: httpsRule(missing) };
    case 'years':
      return { hint: joined(field.hint, `Un número entero de 0 a ${formatWholeNumber(COMPANY_LIMITS.years)}.`), inputMode: 'numeric', validate: yearsRule };
  }
}

/**
 * The company's data and its UNE: the one record the site's header, footer, contact page and users'
 * attention page read. Edited and published as any content, never created nor removed.
 */
export function CompanyForm(props: KindFormProps<CompanyFields>) {
  const form = useForm<CompanyFormValues>({ defaultValues: companyValuesOf(props.initial) });
  const { register, watch, formState: { errors } } = form;
  const values = watch();

  return (
    <ContentForm
      {...props}
      kind={CONTENT_KIND_UI.company}
      form={form}
      fieldNames={FIELD_NAMES}
      fieldsOf={companyFieldsOf}
      valuesOfStored={companyValuesOf}
      preview={<CompanyPreview fields={values} />}
    >
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="bo-group">
          <legend>{group.legend}</legend>
          {group.fields.map((field) => {
            const { hint, type, inputMode, multiline, limit, validate } = inputOf(field);
            return (
              <FormField
                key={field.name}
                id={`company-${field.name}`}
                label={field.label}
                hint={hint}
                type={type}
                inputMode={inputMode}
                multiline={multiline}
                // Counted where the text is long; a one-line input says its limit in its hint.
                maxLength={multiline ? limit : undefined}
                characterCount={multiline ? values[field.name].length : undefined}
                registration={register(field.name, { validate, ...(limit ? { maxLength: tooLong(capitalized(field.what), limit) } : {}) })}
                error={errors[field.name]}
              />
            );
          })}
        </fieldset>
      ))}
    </ContentForm>
  );
}
