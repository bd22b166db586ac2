import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_DATA_STEPS,
  APPLICATION_TOKEN_HEADER,
  APPLICATION_STEP_NAMES,
  CONSENT_KINDS,
  CONSENT_TEXTS,
  documentsFor,
  vehicleName,
  type ActivityStep,
  type ApplicantType,
  type ApplicationDataStep,
  type ApplicationStatus,
  type ApplicationView,
  type ConsentKind,
} from '@fvc/shared/contracts';
import { PLAN_LABELS } from '@fvc/shared/finance';
import { AppError } from '../app-error';
import type { Queryable } from '../db/database';
import type { ApplicationTokens } from './application-token';

export interface ApplicationRow {
  id: string;
  quote_id: string;
  status: ApplicationStatus;
  applicant_type: ApplicantType | null;
  steps: Partial<Record<ApplicationDataStep, unknown>>;
  token_nonce: string;
  folio: string | null;
  quote_folio: string;
  /** Where the links and codes go: the address the quote was sent to. */
  quote_email: string;
  quote_name: string;
  person_type: 'fisica' | 'moral';
  plan: ApplicationView['quote']['plan'];
  down_payment: string | number;
  term_months: number;
  monthly_payment: string | number;
  model: string;
  version: string;
}

const SELECT = `
  select a.id, a.quote_id, a.status, a.applicant_type, a.steps, a.token_nonce, a.folio,
         q.folio as quote_folio, q.email as quote_email, q.name as quote_name, q.person_type, q.plan, q.down_payment,
         q.term_months, q.result->>'monthlyPayment' as monthly_payment,
         t.name || ' ' || m.name as model, v.name || ' ' || v.year as version
    from credit_applications a
    join quotes q on q.id = a.quote_id
    join vehicle_versions v on v.id = q.version_id
    join vehicle_models m on m.id = v.model_id
    join vehicle_types t on t.id = m.type_id`;

/** One application with its quote; `forUpdate` locks its row for the rest of the transaction. */
export async function loadApplication(db: Queryable, id: string, forUpdate = false): Promise<ApplicationRow | null> {
  const [row] = await db.query<ApplicationRow>(`${SELECT} where a.id = $1${forUpdate ? ' for update of a' : ''}`, [id]);
  return row ?? null;
}

// Node gives header names in lower case.
const TOKEN_HEADER = APPLICATION_TOKEN_HEADER.toLowerCase();

const LINK_INVALID = 'Abre tu solicitud con el último enlace que te enviamos por correo. Si no lo encuentras, pide uno nuevo desde tu cotización.';
const LINK_EXPIRED = 'Tu enlace venció. Pide uno nuevo desde tu cotización: te lo enviamos por correo.';

/**
 * The application the request's `X-Application-Token` opens, with the moment that link expires.
 * No token, a token that is not one, a forged or rotated one, or one for an application that does
 * not exist: the same 401, so the answer says nothing of which ids exist.
 */
export async function applicationOfRequest(
  db: Queryable,
  tokens: ApplicationTokens,
  request: FastifyRequest,
  forUpdate = false,
): Promise<{ application: ApplicationRow; linkExpiresAt: Date }> {
  const header = request.headers[TOKEN_HEADER];
  const parsed = typeof header === 'string' ? tokens.parse(header) : null;
  const application = parsed ? await loadApplication(db, parsed.applicationId, forUpdate) : null;
  const check = parsed && application ? tokens.check(parsed, application.token_nonce) : 'forged';
  if (check === 'expired') throw new AppError(401, 'APPLICATION_LINK_EXPIRED', LINK_EXPIRED);
  if (check !== 'valid' || !application || !parsed) throw new AppError(401, 'APPLICATION_LINK_INVALID', LINK_INVALID);
  return { application, linkExpiresAt: parsed.expiresAt };
}

interface DocumentRow {
  document_key: string;
  original_name: string | null;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png' | null;
  size_bytes: number | null;
  uploaded_at: Date | string | null;
  requested_at: Date | string | null;
  request_note: string | null;
  stored_name: string | null;
}

const loadDocuments = (db: Queryable, applicationId: string): Promise<DocumentRow[]> =>
  db.query<DocumentRow>(
    `select document_key, original_name, content_type, size_bytes, uploaded_at, requested_at, request_note, stored_name
       from credit_application_documents where application_id = $1`,
    [applicationId],
  );

interface ConsentRow {
  kind: ConsentKind;
  text_version: string;
  signed_at: Date | string;
}

/** The latest signature of each kind. */
const loadConsents = (db: Queryable, applicationId: string): Promise<ConsentRow[]> =>
  db.query<ConsentRow>(
    `select distinct on (kind) kind, text_version, signed_at from credit_consents
      where application_id = $1 order by kind, signed_at desc, id`,
    [applicationId],
  );

const iso = (value: Date | string) => new Date(value).toISOString();

/** Which activity data a type of applicant gives: income for a física, the business for the others. */
export const activityKindFor = (applicantType: ApplicantType): ActivityStep['kind'] => (applicantType === 'fisica' ? 'income' : 'fleet');

export interface MissingPart {
  /** Where it is missing: a step, `documents.<key>` or `consentimientos`. */
  field: string;
  message: string;
}

/** What the application still lacks before it can be submitted, in the order of the steps. */
export function missingParts(application: Pick<ApplicationRow, 'applicant_type' | 'steps'>, documents: DocumentRow[], consents: ConsentRow[]): MissingPart[] {
  const missing: MissingPart[] = [];
  for (const step of APPLICATION_DATA_STEPS) {
    if (!application.steps[step]) missing.push({ field: step, message: `Completa el paso “${APPLICATION_STEP_NAMES[step]}”.` });
  }
  const activity = application.steps.actividad as ActivityStep | undefined;
  if (activity && application.applicant_type && activity.kind !== activityKindFor(application.applicant_type)) {
    missing.push({ field: 'actividad', message: `Revisa el paso “${APPLICATION_STEP_NAMES.actividad}”: sus datos son de otro tipo de solicitante.` });
  }
  if (application.applicant_type) {
    const uploaded = new Set(documents.filter((document) => document.stored_name).map((document) => document.document_key));
    for (const document of documentsFor(application.applicant_type)) {
      if (!document.optional && !uploaded.has(document.key)) missing.push({ field: `documents.${document.key}`, message: `Sube “${document.name}”.` });
    }
  }
  const signed = new Map(consents.map((consent) => [consent.kind, consent.text_version]));
  const unsigned = CONSENT_KINDS.filter((kind) => CONSENT_TEXTS[kind].required && signed.get(kind) !== CONSENT_TEXTS[kind].version);
  if (unsigned.length > 0) {
    missing.push({
      field: 'consentimientos',
      message: `Firma con el código que te enviamos: ${unsigned.map((kind) => CONSENT_TEXTS[kind].title.toLowerCase()).join(' y ')}.`,
    });
  }
  return missing;
}

/** What the holder of the link sees: the quote, each step, the documents, the consents and the history. */
export async function applicationView(db: Queryable, application: ApplicationRow, linkExpiresAt: Date): Promise<ApplicationView> {
  const [documents, consents, events] = await Promise.all([
    loadDocuments(db, application.id),
    loadConsents(db, application.id),
    db.query<{ status: ApplicationStatus; created_at: Date | string; note: string | null }>(
      'select status, created_at, note from credit_application_events where application_id = $1 order by created_at, id',
      [application.id],
    ),
  ]);
  const byKey = new Map(documents.map((document) => [document.document_key, document]));
  const step = <S extends ApplicationDataStep>(name: S) => (application.steps[name] ?? null) as ApplicationView['steps'][S];
  return {
    id: application.id,
    folio: application.folio,
    status: application.status,
    applicantType: application.applicant_type,
    quote: {
      folio: application.quote_folio,
      vehicle: vehicleName(application.model, application.version),
      planName: PLAN_LABELS[application.plan],
      plan: application.plan,
      personType: application.person_type,
      downPaymentPercent: Math.round(Number(application.down_payment) * 100),
      termMonths: application.term_months,
      monthlyPayment: Number(application.monthly_payment),
    },
    steps: { solicitante: step('solicitante'), domicilio: step('domicilio'), actividad: step('actividad'), referencias: step('referencias') },
    documents: application.applicant_type
      ? documentsFor(application.applicant_type).map((document) => {
          const row = byKey.get(document.key);
          return {
            key: document.key,
            name: document.name,
            optional: document.optional ?? false,
            requested: Boolean(row?.requested_at),
            requestNote: row?.requested_at ? row.request_note : null,
            uploaded:
              row?.stored_name && row.original_name && row.content_type && row.size_bytes && row.uploaded_at
                ? { fileName: row.original_name, contentType: row.content_type, size: row.size_bytes, uploadedAt: iso(row.uploaded_at) }
                : null,
          };
        })
      : [],
    consents: consents.map((consent) => ({ kind: consent.kind, version: consent.text_version, signedAt: iso(consent.signed_at) })),
    events: events.map((event) => ({ status: event.status, at: iso(event.created_at), note: event.note })),
    missing: application.status === 'draft' ? missingParts(application, documents, consents).map((part) => part.message) : [],
    editable: application.status === 'draft',
    linkExpiresAt: linkExpiresAt.toISOString(),
  };
}

/** For the submission: the same reading as the view, in the submission's transaction. */
export async function missingForSubmission(db: Queryable, application: ApplicationRow): Promise<MissingPart[]> {
  const [documents, consents] = await Promise.all([loadDocuments(db, application.id), loadConsents(db, application.id)]);
  return missingParts(application, documents, consents);
}
