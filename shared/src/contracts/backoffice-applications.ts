import { Type, type Static } from 'typebox';
import {
  ActivityStepSchema,
  AddressStepSchema,
  ApplicantStepSchema,
  ApplicantTypeSchema,
  ApplicationDocumentParamsSchema,
  ApplicationDocumentSchema,
  ApplicationQuoteSchema,
  ApplicationStatusSchema,
  ConsentKindSchema,
  ReferencesStepSchema,
} from './applications';
import { BACKOFFICE_FILTER_LIMITS } from './backoffice-rules';
import { APPLICATION_DECISIONS, APPLICATION_REVIEW_LIMITS as LIMITS, REVIEW_STATUSES } from './backoffice-applications-rules';

/**
 * The back-office's "Solicitudes de crédito" (issue #72, decision 0055): the applications
 * applicants submitted, reviewed by agents: assigned, documents asked for again, decided. An
 * approval makes the applicant a customer with a contract. Its plain values are in
 * backoffice-applications-rules.ts, which the staff's screens import.
 */

// Every plain value of the section, beside the schemas built from them.
export * from './backoffice-applications-rules';

const DateTime = Type.String({ format: 'date-time' });
const Uuid = (title: string) => Type.String({ format: 'uuid', title });
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Note = (title: string) => Type.String({ maxLength: LIMITS.note, title, description: 'La lee el solicitante, en el correo y en el estado de su solicitud.' });

export const ReviewStatusSchema = Type.Enum([...REVIEW_STATUSES], {
  title: 'Estado',
  description: 'received: recibida; in_review: en revisión; documents_missing: faltan documentos; approved: aprobada; declined: no aprobada.',
});

export const StaffApplicationQuerySchema = Type.Object(
  {
    status: Type.Optional(ReviewStatusSchema),
    /** Submitted at least this many days ago. */
    minAgeDays: Type.Optional(Type.Integer({ minimum: 0, maximum: BACKOFFICE_FILTER_LIMITS.minAgeDays, title: 'Antigüedad' })),
    applicant: Type.Optional(Type.String({ maxLength: LIMITS.applicant, title: 'Solicitante', description: 'Parte del nombre o la razón social, el RFC, el correo o el folio.' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' })),
  },
  { additionalProperties: false },
);
export type StaffApplicationQuery = Static<typeof StaffApplicationQuerySchema>;

const Person = Type.Object({ id: Type.String(), name: Type.String() });

export const StaffApplicationItemSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  folio: Type.String({ description: 'SOL-AAAA-NNNNNN' }),
  status: ReviewStatusSchema,
  applicantType: ApplicantTypeSchema,
  applicantName: Type.String({ description: 'Nombre completo, o la razón social de una persona moral.' }),
  rfc: Type.String(),
  email: Type.String({ description: 'El correo del solicitante, al que llegan los avisos de su solicitud.' }),
  quote: Type.Object({ folio: Type.String(), vehicle: Type.String(), planName: Type.String() }),
  assignee: nullable(Person),
  submittedAt: DateTime,
  updatedAt: DateTime,
});
export type StaffApplicationItem = Static<typeof StaffApplicationItemSchema>;

export const StaffApplicationPageSchema = Type.Object({ items: Type.Array(StaffApplicationItemSchema), total: Type.Integer() });
export type StaffApplicationPage = Static<typeof StaffApplicationPageSchema>;

export const StaffApplicationDocumentSchema = Type.Object({
  ...ApplicationDocumentSchema.properties,
  downloadPath: nullable(Type.String({ description: 'La ruta de la API que lo descarga (con el token del personal), o null si no se ha subido.' })),
});
export type StaffApplicationDocument = Static<typeof StaffApplicationDocumentSchema>;

export const StaffConsentSchema = Type.Object({
  kind: ConsentKindSchema,
  title: Type.String({ description: 'El título del texto firmado.' }),
  version: Type.String({ description: 'La versión del texto firmado.' }),
  textHash: Type.String({ description: 'SHA-256 del texto firmado, en hexadecimal.' }),
  signedAt: DateTime,
  ip: nullable(Type.String({ description: 'La dirección IP desde la que se firmó.' })),
});
export type StaffConsent = Static<typeof StaffConsentSchema>;

export const StaffApplicationEventSchema = Type.Object({
  status: ApplicationStatusSchema,
  at: DateTime,
  note: nullable(Type.String({ description: 'Lo que el solicitante lee sobre el cambio.' })),
  by: nullable(Type.String({ description: 'Quién del personal hizo el cambio; null si fue el solicitante.' })),
});
export type StaffApplicationEvent = Static<typeof StaffApplicationEventSchema>;

export const StaffApplicationQuoteSchema = Type.Object({
  ...ApplicationQuoteSchema.properties,
  id: Type.String({ format: 'uuid' }),
  financed: Type.Integer({ description: 'Monto a financiar (crédito) o valor arrendado, en centavos.' }),
  annualRate: nullable(Type.Number({ description: 'Tasa anual fija como fracción (null en cotizaciones anteriores a que se guardara).' })),
  cat: nullable(Type.Number({ description: 'CAT anual sin IVA como fracción; null en arrendamientos.' })),
  createdAt: DateTime,
});
export type StaffApplicationQuote = Static<typeof StaffApplicationQuoteSchema>;

export const StaffApplicationDetailSchema = Type.Object({
  ...StaffApplicationItemSchema.properties,
  phone: nullable(Type.String()),
  quote: StaffApplicationQuoteSchema,
  steps: Type.Object({
    solicitante: nullable(ApplicantStepSchema),
    domicilio: nullable(AddressStepSchema),
    actividad: nullable(ActivityStepSchema),
    referencias: nullable(ReferencesStepSchema),
  }),
  documents: Type.Array(StaffApplicationDocumentSchema),
  consents: Type.Array(StaffConsentSchema, { description: 'Las autorizaciones firmadas: texto y versión, fecha e IP.' }),
  events: Type.Array(StaffApplicationEventSchema, { description: 'Cada cambio de estado, del más antiguo al más reciente.' }),
  outcome: nullable(
    Type.Object(
      { customerId: Type.String({ format: 'uuid' }), contractNumber: Type.String() },
      { description: 'Aprobada: el cliente y el contrato que se crearon.' },
    ),
  ),
});
export type StaffApplicationDetail = Static<typeof StaffApplicationDetailSchema>;

export const StaffApplicationParamsSchema = Type.Object({ id: Uuid('Solicitud de crédito') }, { additionalProperties: false });
export type StaffApplicationParams = Static<typeof StaffApplicationParamsSchema>;

export const StaffApplicationDocumentParamsSchema = Type.Object(
  { ...StaffApplicationParamsSchema.properties, ...ApplicationDocumentParamsSchema.properties },
  { additionalProperties: false },
);
export type StaffApplicationDocumentParams = Static<typeof StaffApplicationDocumentParamsSchema>;

export const AssignApplicationSchema = Type.Object({ staffId: nullable(Uuid('Responsable')) }, { additionalProperties: false });
export type AssignApplication = Static<typeof AssignApplicationSchema>;

export const MissingDocumentsRequestSchema = Type.Object(
  {
    documentKeys: Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,60}$', maxLength: 60 }), {
      minItems: 1,
      maxItems: LIMITS.documents,
      uniqueItems: true,
      title: 'Documentos',
      description: 'Las claves de los documentos que faltan, de los que pide el tipo de solicitante.',
    }),
    note: Note('Nota para el solicitante'),
  },
  { additionalProperties: false },
);
export type MissingDocumentsRequest = Static<typeof MissingDocumentsRequestSchema>;

export const ApplicationDecisionSchema = Type.Object(
  {
    decision: Type.Enum([...APPLICATION_DECISIONS], { title: 'Decisión', description: 'approved: aprobada; declined: no aprobada.' }),
    note: Note('Nota para el solicitante'),
  },
  { additionalProperties: false },
);
export type ApplicationDecisionRequest = Static<typeof ApplicationDecisionSchema>;
