import {
  BACKOFFICE_LIMITS,
  CONSENT_TEXTS,
  documentsFor,
  vehicleName,
  type ActivityStep,
  type AddressStep,
  type ApplicantStep,
  type ApplicantType,
  type ApplicationStatus,
  type PersonType,
  type ReferencesStep,
  type ReviewStatus,
  type StaffApplicationDetail,
  type StaffApplicationDocument,
  type StaffApplicationItem,
  type StaffApplicationPage,
  type StaffApplicationQuery,
} from '@fvc/shared/contracts';
import { PLAN_LABELS, type PlanKind } from '@fvc/shared/finance';
import type { Queryable } from '../db/database';
import type { StoredQuoteResult } from '../quote-documents/quote-document';

/**
 * The credit applications as staff review them (issue #72, decision 0055): the submitted ones
 * (a draft is still the applicant's alone), with everything the applicant entered, the quote it
 * came from, the documents, the signed consents and every status change.
 */

export const APPLICATIONS_PATH = '/api/backoffice/applications';

export interface ApplicationSteps {
  solicitante?: ApplicantStep;
  domicilio?: AddressStep;
  actividad?: ActivityStep;
  referencias?: ReferencesStep;
}

interface ApplicationRow {
  id: string;
  folio: string;
  status: ReviewStatus;
  applicant_type: ApplicantType;
  steps: ApplicationSteps;
  applicant_name: string;
  rfc: string;
  email: string;
  submitted_at: Date;
  updated_at: Date;
  assignee_id: string | null;
  assignee_name: string | null;
  customer_id: string | null;
  contract_number: string | null;
  quote_id: string;
  quote_folio: string;
  quote_plan: PlanKind;
  quote_person_type: PersonType;
  quote_down_payment: string;
  quote_term_months: number;
  quote_result: StoredQuoteResult;
  quote_created_at: Date;
  model: string;
  version: string;
}

// A moral's name is its razón social; a física's, the names typed. The quote's name stands in for
// neither being there, which a submitted application never is.
const APPLICANT_NAME = `coalesce(nullif(trim(coalesce(a.steps->'solicitante'->>'companyName',
  concat_ws(' ', a.steps->'solicitante'->>'firstName', a.steps->'solicitante'->>'lastNames'))), ''), q.name)`;
const RFC = `upper(coalesce(a.steps->'solicitante'->>'rfc', ''))`;

const FROM = `
    from credit_applications a
    join quotes q on q.id = a.quote_id
    join vehicle_versions v on v.id = q.version_id
    join vehicle_models m on m.id = v.model_id
    join vehicle_types t on t.id = m.type_id
    left join staff_accounts s on s.id = a.assigned_to
    left join contracts k on k.id = a.contract_id`;

const SELECT = `
  select a.id, a.folio, a.status, a.applicant_type, a.steps, ${APPLICANT_NAME} as applicant_name, ${RFC} as rfc,
         lower(q.email) as email, a.submitted_at, a.updated_at, s.id as assignee_id, s.name as assignee_name,
         a.customer_id, k.number as contract_number,
         q.id as quote_id, q.folio as quote_folio, q.plan as quote_plan, q.person_type as quote_person_type,
         q.down_payment::text as quote_down_payment, q.term_months as quote_term_months, q.result as quote_result,
         q.created_at as quote_created_at, t.name || ' ' || m.name as model, v.name || ' ' || v.year as version
  ${FROM}`;

const iso = (value: Date | string) => new Date(value).toISOString();

function itemOf(row: ApplicationRow): StaffApplicationItem {
  return {
    id: row.id,
    folio: row.folio,
    status: row.status,
    applicantType: row.applicant_type,
    applicantName: row.applicant_name,
    rfc: row.rfc,
    email: row.email,
    quote: { folio: row.quote_folio, vehicle: vehicleName(row.model, row.version), planName: PLAN_LABELS[row.quote_plan] },
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    submittedAt: iso(row.submitted_at),
    updatedAt: iso(row.updated_at),
  };
}

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The inbox: submitted applications, oldest first, by status, age and applicant (name, RFC, e-mail or folio). */
export async function listApplications(db: Queryable, query: StaffApplicationQuery): Promise<StaffApplicationPage> {
  const conditions = [`a.status <> 'draft'`];
  const params: unknown[] = [];
  if (query.status) {
    params.push(query.status);
    conditions.push(`a.status = $${params.length}`);
  }
  if (query.minAgeDays !== undefined) {
    params.push(query.minAgeDays);
    conditions.push(`a.submitted_at <= now() - make_interval(days => $${params.length})`);
  }
  const applicant = query.applicant?.trim();
  if (applicant) {
    params.push(likeOf(applicant));
    const like = `$${params.length}`;
    // The RFC as typed with spaces or dashes is still the RFC.
    params.push(likeOf(applicant.replace(/[\s.-]/g, '')));
    const compact = `$${params.length}`;
    conditions.push(
      `(lower(${APPLICANT_NAME}) like ${like} or lower(${RFC}) like ${compact} or lower(q.email) like ${like}
        or lower(coalesce(a.steps->'solicitante'->>'email', '')) like ${like} or lower(a.folio) like ${like})`,
    );
  }
  const where = conditions.join(' and ');
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${FROM} where ${where}`, params);
  const page = query.page ?? 1;
  const rows = await db.query<ApplicationRow>(
    `${SELECT} where ${where} order by a.submitted_at asc, a.folio limit ${BACKOFFICE_LIMITS.pageSize} offset ${(page - 1) * BACKOFFICE_LIMITS.pageSize}`,
    params,
  );
  return { items: rows.map(itemOf), total: count?.total ?? 0 };
}

interface DocumentRow {
  document_key: string;
  original_name: string | null;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png' | null;
  size_bytes: number | null;
  uploaded_at: Date | null;
  requested_at: Date | null;
  request_note: string | null;
}

/** The applicant type's documents, each with its file and whether staff asked for it again. */
async function documentsOf(db: Queryable, id: string, applicantType: ApplicantType): Promise<StaffApplicationDocument[]> {
  const rows = await db.query<DocumentRow>(
    `select document_key, original_name, content_type, size_bytes, uploaded_at, requested_at, request_note
       from credit_application_documents where application_id = $1`,
    [id],
  );
  const byKey = new Map(rows.map((row) => [row.document_key, row]));
  return documentsFor(applicantType).map((document) => {
    const row = byKey.get(document.key);
    const uploaded =
      row?.original_name && row.content_type && row.size_bytes !== null && row.uploaded_at
        ? { fileName: row.original_name, contentType: row.content_type, size: row.size_bytes, uploadedAt: iso(row.uploaded_at) }
        : null;
    return {
      key: document.key,
      name: document.name,
      optional: document.optional ?? false,
      requested: Boolean(row?.requested_at),
      requestNote: row?.requested_at ? row.request_note : null,
      uploaded,
      downloadPath: uploaded ? `${APPLICATIONS_PATH}/${id}/documents/${document.key}` : null,
    };
  });
}

/** One application with all it holds; null for an unknown id or a draft. */
export async function findApplicationDetail(db: Queryable, id: string): Promise<StaffApplicationDetail | null> {
  const [row] = await db.query<ApplicationRow>(`${SELECT} where a.id = $1 and a.status <> 'draft'`, [id]);
  if (!row) return null;
  const [consents, events, documents] = await Promise.all([
    db.query<{ kind: keyof typeof CONSENT_TEXTS; text_version: string; text_sha256: string; signed_at: Date; ip: string | null }>(
      'select kind, text_version, text_sha256, signed_at, ip from credit_consents where application_id = $1 order by signed_at, id',
      [id],
    ),
    db.query<{ status: ApplicationStatus; note: string | null; created_at: Date; staff_name: string | null }>(
      `select e.status, e.note, e.created_at, s.name as staff_name
         from credit_application_events e left join staff_accounts s on s.id = e.staff_id
        where e.application_id = $1 order by e.created_at, e.id`,
      [id],
    ),
    documentsOf(db, id, row.applicant_type),
  ]);
  const result = row.quote_result;
  const steps = row.steps;
  return {
    ...itemOf(row),
    phone: steps.solicitante?.phone ?? null,
    quote: {
      id: row.quote_id,
      folio: row.quote_folio,
      vehicle: vehicleName(row.model, row.version),
      planName: PLAN_LABELS[row.quote_plan],
      plan: row.quote_plan,
      personType: row.quote_person_type,
      downPaymentPercent: Math.round(Number(row.quote_down_payment) * 100),
      termMonths: row.quote_term_months,
      monthlyPayment: result.monthlyPayment,
      financed: result.financed,
      annualRate: result.annualRate ?? null,
      cat: result.cat,
      createdAt: iso(row.quote_created_at),
    },
    steps: {
      solicitante: steps.solicitante ?? null,
      domicilio: steps.domicilio ?? null,
      actividad: steps.actividad ?? null,
      referencias: steps.referencias ?? null,
    },
    documents,
    consents: consents.map((consent) => ({
      kind: consent.kind,
      title: CONSENT_TEXTS[consent.kind].title,
      version: consent.text_version,
      textHash: consent.text_sha256,
      signedAt: iso(consent.signed_at),
      ip: consent.ip,
    })),
    events: events.map((event) => ({ status: event.status, at: iso(event.created_at), note: event.note, by: event.staff_name })),
    outcome: row.customer_id && row.contract_number ? { customerId: row.customer_id, contractNumber: row.contract_number } : null,
  };
}

/** What a change needs to know, locked until its transaction ends: two agents take turns. */
export interface ApplicationState {
  id: string;
  folio: string;
  status: ReviewStatus;
  applicantType: ApplicantType;
  steps: ApplicationSteps;
  assignedTo: string | null;
  quoteId: string;
  /** Where the application's link and notices go: the quote's address (decision 0055). */
  email: string;
  /** Who the e-mails greet: the name on the quote, as the applicant's other e-mails do. */
  quoteName: string;
  applicantName: string;
}

export async function lockedApplication(tx: Queryable, id: string): Promise<ApplicationState | null> {
  const [row] = await tx.query<{
    id: string;
    folio: string;
    status: ReviewStatus;
    applicant_type: ApplicantType;
    steps: ApplicationSteps;
    assigned_to: string | null;
    quote_id: string;
    email: string;
    quote_name: string;
    applicant_name: string;
  }>(
    `select a.id, a.folio, a.status, a.applicant_type, a.steps, a.assigned_to, a.quote_id, lower(q.email) as email, q.name as quote_name, ${APPLICANT_NAME} as applicant_name
       from credit_applications a join quotes q on q.id = a.quote_id
      where a.id = $1 and a.status <> 'draft' for update of a`,
    [id],
  );
  if (!row) return null;
  return {
    id: row.id,
    folio: row.folio,
    status: row.status,
    applicantType: row.applicant_type,
    steps: row.steps,
    assignedTo: row.assigned_to,
    quoteId: row.quote_id,
    email: row.email,
    quoteName: row.quote_name,
    applicantName: row.applicant_name,
  };
}

/** A status change with the note the applicant reads, by a staff member. */
export async function changeStatus(tx: Queryable, id: string, status: ApplicationStatus, note: string | null, staffId: string): Promise<void> {
  await tx.query('update credit_applications set status = $2, updated_at = now() where id = $1', [id, status]);
  await tx.query('insert into credit_application_events (application_id, status, note, staff_id) values ($1, $2, $3, $4)', [id, status, note, staffId]);
}

/** A stored document's file, for the download: its generated name, never one from a request. */
export async function documentFile(db: Queryable, id: string, key: string) {
  const [file] = await db.query<{ stored_name: string; content_type: string; folio: string }>(
    `select d.stored_name, d.content_type, a.folio from credit_application_documents d join credit_applications a on a.id = d.application_id
      where d.application_id = $1 and d.document_key = $2 and d.stored_name is not null and a.status <> 'draft'`,
    [id, key],
  );
  return file ?? null;
}
