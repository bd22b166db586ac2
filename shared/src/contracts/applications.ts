import { Type, type Static } from 'typebox';
import {
  APPLICANT_TYPES,
  APPLICATION_DATA_STEPS,
  APPLICATION_FOLIO_PATTERN,
  APPLICATION_LIMITS as LIMITS,
  APPLICATION_STATUSES,
  CONSENT_KINDS,
  POSTAL_CODE_PATTERN,
} from './application-rules';
import { PHONE_PATTERN } from './contact-limits';
import { PersonTypeSchema } from './financing-plans';
import { PlanKindSchema } from './vehicles';

/**
 * An online credit or lease application (issue #72, decision 0055): started from a quote, owned by
 * the e-mailed link's token (header `X-Application-Token`), filled in steps, signed and submitted.
 * Its plain values (types, statuses, steps, documents, RFC and CURP checks) are in
 * application-rules.ts, which the browser imports.
 */

// Every plain value of the application, beside the schemas built from them.
export * from './application-rules';

const text = (max: number, title: string, description?: string) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '\\S', title, ...(description ? { description } : {}) });

const Phone = (title = 'Teléfono') =>
  Type.String({ pattern: PHONE_PATTERN, maxLength: LIMITS.phone, title, description: 'Al menos 8 dígitos, hasta 20 caracteres; puede llevar espacios, +, ( ) y -.' });

// The RFC and CURP are checked by application-rules.ts (shape, date, check digit), which names the
// problem in Spanish; the schema only bounds the text.
const Rfc = (title = 'RFC') => Type.String({ minLength: 1, maxLength: 20, title, description: '12 caracteres (persona moral) o 13 (persona física), con homoclave y dígito verificador válidos.' });
const Curp = (title = 'CURP') => Type.String({ minLength: 1, maxLength: 24, title, description: '18 caracteres, con dígito verificador válido.' });
const Day = (title: string) => Type.String({ format: 'date', title, description: 'AAAA-MM-DD.' });
const Whole = (range: { min: number; max: number }, title: string, description: string) =>
  Type.Integer({ minimum: range.min, maximum: range.max, title, description });

export const ApplicantTypeSchema = Type.Enum([...APPLICANT_TYPES], {
  title: 'Tipo de solicitante',
  description: 'fisica: persona física; fisica-empresarial: persona física con actividad empresarial; moral: persona moral.',
});

export const ApplicationStatusSchema = Type.Enum([...APPLICATION_STATUSES], {
  title: 'Estado',
  description: 'draft: borrador; received: recibida; in_review: en revisión; documents_missing: faltan documentos; approved: aprobada; declined: no aprobada.',
});

export const ApplicationDataStepSchema = Type.Enum([...APPLICATION_DATA_STEPS], { title: 'Paso' });

// ---- Start ---------------------------------------------------------------------------------

export const StartApplicationRequestSchema = Type.Object(
  { quoteId: Type.String({ format: 'uuid', title: 'Cotización' }) },
  { additionalProperties: false, description: 'La cotización de la que nace la solicitud.' },
);
export type StartApplicationRequest = Static<typeof StartApplicationRequestSchema>;

export const StartedApplicationSchema = Type.Object(
  {
    applicationId: Type.String({ format: 'uuid' }),
    token: Type.Union([Type.String(), Type.Null()], {
      description:
        'El token para `X-Application-Token` cuando la solicitud es nueva (201). Si la cotización ya tenía una solicitud (200) es null: el enlace va solo al correo de la cotización, porque esa solicitud ya guarda datos del solicitante.',
    }),
    sentTo: Type.String({ description: 'El correo al que se envió el enlace para continuar, enmascarado (ma•••@ejemplo.com).' }),
  },
  { description: 'Solicitud iniciada o encontrada; el enlace para continuarla se envió por correo.' },
);
export type StartedApplication = Static<typeof StartedApplicationSchema>;

// ---- Steps ---------------------------------------------------------------------------------

const personFields = {
  firstName: text(LIMITS.firstName, 'Nombre(s)'),
  lastNames: text(LIMITS.lastNames, 'Apellidos'),
  rfc: Rfc(),
  curp: Curp(),
  birthDate: Day('Fecha de nacimiento'),
  phone: Phone(),
  email: Type.String({ format: 'email', maxLength: LIMITS.email, title: 'Correo electrónico' }),
};

export const PersonApplicantSchema = Type.Object(
  { applicantType: Type.Literal('fisica', { title: 'Tipo de solicitante' }), ...personFields },
  { additionalProperties: false, title: 'Persona física' },
);

export const BusinessPersonApplicantSchema = Type.Object(
  {
    applicantType: Type.Literal('fisica-empresarial', { title: 'Tipo de solicitante' }),
    ...personFields,
    activity: text(LIMITS.activity, 'Actividad empresarial', 'Giro o actividad registrada ante el SAT.'),
  },
  { additionalProperties: false, title: 'Persona física con actividad empresarial' },
);

export const CompanyApplicantSchema = Type.Object(
  {
    applicantType: Type.Literal('moral', { title: 'Tipo de solicitante' }),
    companyName: text(LIMITS.companyName, 'Razón social'),
    rfc: Rfc('RFC de la empresa'),
    incorporationDate: Day('Fecha de constitución'),
    phone: Phone(),
    email: Type.String({ format: 'email', maxLength: LIMITS.email, title: 'Correo electrónico' }),
    representative: Type.Object(
      {
        firstName: text(LIMITS.firstName, 'Nombre(s) del representante legal'),
        lastNames: text(LIMITS.lastNames, 'Apellidos del representante legal'),
        rfc: Rfc('RFC del representante legal'),
        curp: Curp('CURP del representante legal'),
        position: text(LIMITS.position, 'Cargo del representante legal'),
      },
      { additionalProperties: false, title: 'Representante legal' },
    ),
  },
  { additionalProperties: false, title: 'Persona moral' },
);

/**
 * The solicitante step, by `applicantType` (the API validates the variant the tag names, so its
 * errors name that variant's fields). The type must agree with the quote's person type: a física
 * quote admits fisica or fisica-empresarial, a moral quote moral.
 */
export const ApplicantStepSchema = Type.Union([PersonApplicantSchema, BusinessPersonApplicantSchema, CompanyApplicantSchema], {
  description: 'Datos del solicitante, según applicantType.',
});
export type ApplicantStep = Static<typeof ApplicantStepSchema>;

export const AddressStepSchema = Type.Object(
  {
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN, maxLength: 5, title: 'Código postal', description: '5 dígitos.' }),
    colonia: text(LIMITS.colonia, 'Colonia'),
    street: text(LIMITS.street, 'Calle'),
    exteriorNumber: text(LIMITS.exteriorNumber, 'Número exterior'),
    interiorNumber: Type.Union([Type.String({ maxLength: LIMITS.interiorNumber, title: 'Número interior' }), Type.Null()], { title: 'Número interior' }),
    municipality: text(LIMITS.municipality, 'Municipio o alcaldía'),
    state: text(LIMITS.state, 'Estado'),
  },
  { additionalProperties: false, description: 'Domicilio (fiscal, para una persona moral).' },
);
export type AddressStep = Static<typeof AddressStepSchema>;

export const IncomeActivitySchema = Type.Object(
  {
    kind: Type.Literal('income', { title: 'Tipo de datos', description: 'income: persona física (asalariada o independiente).' }),
    occupation: text(LIMITS.occupation, 'Ocupación'),
    employer: text(LIMITS.employer, 'Empresa o fuente de ingresos'),
    monthlyIncome: Whole(LIMITS.monthlyIncome, 'Ingreso mensual', 'Pesos, enteros, antes de impuestos.'),
    yearsInActivity: Whole(LIMITS.years, 'Años en la actividad', 'Años completos.'),
  },
  { additionalProperties: false, title: 'Ingresos (persona física)' },
);

export const FleetActivitySchema = Type.Object(
  {
    kind: Type.Literal('fleet', { title: 'Tipo de datos', description: 'fleet: actividad empresarial o persona moral.' }),
    businessActivity: text(LIMITS.businessActivity, 'Giro del negocio'),
    annualSales: Whole(LIMITS.annualSales, 'Ventas anuales', 'Pesos, enteros, del último ejercicio.'),
    fleetSize: Whole(LIMITS.fleetSize, 'Unidades en la flotilla', 'Vehículos que opera hoy (0 si ninguno).'),
    yearsInOperation: Whole(LIMITS.years, 'Años de operación', 'Años completos.'),
  },
  { additionalProperties: false, title: 'Operación y flotilla (actividad empresarial o persona moral)' },
);

/** income for a persona física; fleet for a física con actividad empresarial or a moral. */
export const ActivityStepSchema = Type.Union([IncomeActivitySchema, FleetActivitySchema], { description: 'Ingresos o actividad, según kind.' });
export type ActivityStep = Static<typeof ActivityStepSchema>;

export const ReferenceSchema = Type.Object(
  {
    name: text(LIMITS.referenceName, 'Nombre de la referencia'),
    phone: Phone('Teléfono de la referencia'),
    relationship: text(LIMITS.relationship, 'Relación', 'Familiar, cliente, proveedor…'),
  },
  { additionalProperties: false },
);

export const ReferencesStepSchema = Type.Object(
  {
    references: Type.Array(ReferenceSchema, {
      minItems: LIMITS.references,
      maxItems: LIMITS.references,
      title: 'Referencias',
      description: 'Exactamente 2 referencias personales o comerciales.',
    }),
  },
  { additionalProperties: false },
);
export type ReferencesStep = Static<typeof ReferencesStepSchema>;

export const ApplicationStepParamsSchema = Type.Object({ step: ApplicationDataStepSchema }, { additionalProperties: false });
export type ApplicationStepParams = Static<typeof ApplicationStepParamsSchema>;

// ---- Documents -----------------------------------------------------------------------------

export const ApplicationDocumentParamsSchema = Type.Object(
  { key: Type.String({ pattern: '^[a-z0-9-]{1,60}$', maxLength: 60, title: 'Documento' }) },
  { additionalProperties: false },
);
export type ApplicationDocumentParams = Static<typeof ApplicationDocumentParamsSchema>;

export const UploadedFileSchema = Type.Object({
  fileName: Type.String({ description: 'El nombre del archivo como lo eligió el solicitante.' }),
  contentType: Type.Enum(['application/pdf', 'image/jpeg', 'image/png'], { description: 'El tipo que dicen sus bytes, no el navegador.' }),
  size: Type.Integer({ description: 'Bytes.' }),
  uploadedAt: Type.String({ format: 'date-time' }),
});
export type UploadedFile = Static<typeof UploadedFileSchema>;

export const ApplicationDocumentSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  optional: Type.Boolean(),
  requested: Type.Boolean({ description: 'El personal lo pidió de nuevo (estado “Faltan documentos”): hay que subirlo.' }),
  requestNote: Type.Union([Type.String(), Type.Null()], { description: 'Lo que el personal dijo al pedirlo.' }),
  uploaded: Type.Union([UploadedFileSchema, Type.Null()]),
});
export type ApplicationDocumentView = Static<typeof ApplicationDocumentSchema>;

// ---- Consents ------------------------------------------------------------------------------

export const ConsentKindSchema = Type.Enum([...CONSENT_KINDS], {
  description: 'privacy: aviso de privacidad; buro: consulta a sociedades de información crediticia; sat: consulta de información fiscal.',
});

export const ConsentCodeSentSchema = Type.Object(
  {
    sentTo: Type.String({ description: 'Correo enmascarado al que se envió el código.' }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { description: 'Código de firma enviado por correo.' },
);
export type ConsentCodeSent = Static<typeof ConsentCodeSentSchema>;

export const ConsentRequestSchema = Type.Object(
  {
    privacy: Type.Literal(true, { title: 'Aviso de privacidad' }),
    buro: Type.Literal(true, { title: 'Autorización de consulta al Buró de Crédito' }),
    sat: Type.Boolean({ title: 'Autorización de consulta al SAT', description: 'Opcional: agiliza la evaluación.' }),
    code: Type.String({ pattern: `^[0-9]{${LIMITS.consentCode.length}}$`, maxLength: LIMITS.consentCode.length, title: 'Código', description: 'El código de 6 dígitos enviado por correo.' }),
  },
  { additionalProperties: false, description: 'Firma de las autorizaciones con el código enviado por correo.' },
);
export type ConsentRequest = Static<typeof ConsentRequestSchema>;

export const SignedConsentSchema = Type.Object({
  kind: ConsentKindSchema,
  version: Type.String({ description: 'Versión del texto firmado (CONSENT_TEXTS).' }),
  signedAt: Type.String({ format: 'date-time' }),
});
export type SignedConsent = Static<typeof SignedConsentSchema>;

// ---- The application -----------------------------------------------------------------------

export const ApplicationEventSchema = Type.Object({
  status: ApplicationStatusSchema,
  at: Type.String({ format: 'date-time' }),
  note: Type.Union([Type.String(), Type.Null()], { description: 'Lo que el solicitante lee sobre el cambio.' }),
});
export type ApplicationEvent = Static<typeof ApplicationEventSchema>;

export const ApplicationQuoteSchema = Type.Object({
  folio: Type.String({ description: 'COT-AAAA-NNNNNN' }),
  vehicle: Type.String({ description: 'Modelo y versión.' }),
  planName: Type.String(),
  plan: PlanKindSchema,
  personType: PersonTypeSchema,
  downPaymentPercent: Type.Integer({ description: 'Enganche o pago inicial, en % del precio.' }),
  termMonths: Type.Integer(),
  monthlyPayment: Type.Integer({ description: 'Mensualidad o renta con IVA, en centavos.' }),
});
export type ApplicationQuote = Static<typeof ApplicationQuoteSchema>;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ApplicationViewSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    folio: Type.Union([Type.String({ pattern: APPLICATION_FOLIO_PATTERN }), Type.Null()], { description: 'SOL-AAAA-NNNNNN desde que se envía.' }),
    status: ApplicationStatusSchema,
    applicantType: Type.Union([ApplicantTypeSchema, Type.Null()]),
    quote: ApplicationQuoteSchema,
    steps: Type.Object({
      solicitante: nullable(ApplicantStepSchema),
      domicilio: nullable(AddressStepSchema),
      actividad: nullable(ActivityStepSchema),
      referencias: nullable(ReferencesStepSchema),
    }),
    documents: Type.Array(ApplicationDocumentSchema, { description: 'Los documentos del tipo de solicitante (vacío hasta elegirlo).' }),
    consents: Type.Array(SignedConsentSchema),
    events: Type.Array(ApplicationEventSchema, { description: 'Cada cambio de estado, del más antiguo al más reciente.' }),
    missing: Type.Array(Type.String(), { description: 'Lo que falta para enviarla, en español (vacío: se puede enviar).' }),
    editable: Type.Boolean({ description: 'true en borrador: los pasos se pueden cambiar.' }),
    linkExpiresAt: Type.String({ format: 'date-time', description: 'Cuándo vence el enlace usado; cada enlace nuevo enviado por correo dura 30 días.' }),
  },
  { description: 'La solicitud, como la ve quien tiene su enlace.' },
);
export type ApplicationView = Static<typeof ApplicationViewSchema>;

export const SubmittedApplicationSchema = Type.Object(
  {
    folio: Type.String({ pattern: APPLICATION_FOLIO_PATTERN }),
    status: ApplicationStatusSchema,
  },
  { description: 'Solicitud enviada: su folio y su estado.' },
);
export type SubmittedApplication = Static<typeof SubmittedApplicationSchema>;

// ---- The customer's portal -----------------------------------------------------------------

export const MyCreditApplicationSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  folio: Type.String({ pattern: APPLICATION_FOLIO_PATTERN }),
  status: ApplicationStatusSchema,
  vehicle: Type.String({ description: 'Modelo y versión de la cotización.' }),
  planName: Type.String({ description: 'El plan de la cotización: Crédito directo, Arrendamiento puro…' }),
  events: Type.Array(ApplicationEventSchema, { description: 'Cada cambio de estado con su fecha y la nota para el solicitante, del más antiguo al más reciente.' }),
});
export type MyCreditApplication = Static<typeof MyCreditApplicationSchema>;
export const MyCreditApplicationListSchema = Type.Array(MyCreditApplicationSchema, {
  description: 'Las solicitudes de crédito enviadas del cliente (hasta 100), de la más reciente a la más antigua.',
});
export type MyCreditApplicationList = Static<typeof MyCreditApplicationListSchema>;

// ---- Postal codes --------------------------------------------------------------------------

export const PostalCodeParamsSchema = Type.Object(
  { cp: Type.String({ pattern: POSTAL_CODE_PATTERN, maxLength: 5, title: 'Código postal' }) },
  { additionalProperties: false },
);
export type PostalCodeParams = Static<typeof PostalCodeParamsSchema>;

export const PostalCodeSchema = Type.Object(
  {
    postalCode: Type.String(),
    state: Type.String(),
    municipality: Type.String(),
    colonias: Type.Array(Type.String()),
  },
  { description: 'Un código postal del catálogo (SEPOMEX) con sus colonias.' },
);
export type PostalCode = Static<typeof PostalCodeSchema>;
