import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  APPLICATION_REVIEW_MESSAGES,
  APPLICATION_STATUS_NAMES,
  ApplicationDecisionSchema,
  AssignApplicationSchema,
  DECIDED_STATUSES,
  documentsFor,
  MissingDocumentsRequestSchema,
  StaffApplicationDetailSchema,
  StaffApplicationDocumentParamsSchema,
  StaffApplicationPageSchema,
  StaffApplicationParamsSchema,
  StaffApplicationQuerySchema,
  type ReviewStatus,
  type StaffRole,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { continueLink } from '../../../applications/application-mail';
import { createApplicationTokens } from '../../../applications/application-token';
import type { Queryable } from '../../../db/database';
import { enqueueMail } from '../../../mail/outbox';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { approveIntoContract } from '../../../staff/application-approval';
import { approvedMail, declinedMail, missingDocumentsMail } from '../../../staff/application-mail';
import { changeStatus, documentFile, findApplicationDetail, listApplications, lockedApplication, type ApplicationState } from '../../../staff/application-review';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AGENTS: readonly StaffRole[] = ['agent'];
const NOT_FOUND = new AppError(404, 'NOT_FOUND', 'No encontramos esa solicitud de crédito.');
const fieldError = (field: string, message: string) => new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });

const isDecided = (status: ReviewStatus) => (DECIDED_STATUSES as readonly ReviewStatus[]).includes(status);
const alreadyDecided = (status: ReviewStatus) =>
  new AppError(409, 'ALREADY_DECIDED', `Esta solicitud ya se decidió (${APPLICATION_STATUS_NAMES[status].toLowerCase()}): ya no cambia.`);

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * "Solicitudes de crédito" (issue #72, decision 0055): the applications applicants submitted,
 * reviewed by agents. Reading one (its applicant's data, documents and consents) is audited, as is
 * each change. Asking for documents and deciding reach the applicant by e-mail with a renewed link
 * to the status page; an approval makes the applicant a customer with a contract and invites them to
 * register, in one transaction.
 */
export const backofficeApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const detail = async (id: string) => {
    const found = await findApplicationDetail(app.db, id);
    if (!found) throw NOT_FOUND;
    return found;
  };

  // The applicant's links are signed with the applicant API's key and module (decision 0055).
  const tokens = createApplicationTokens(app.auth.keyFor('application-links'));
  /**
   * The applicant's status page, by a link renewed for 30 days. As the submission's e-mail does, it
   * keeps the nonce: the page the applicant has open, and the link they used, go on working.
   */
  const statusLink = async (tx: Queryable, applicationId: string) => {
    const [row] = await tx.query<{ token_nonce: string }>('select token_nonce from credit_applications where id = $1', [applicationId]);
    return continueLink(app.auth.siteUrl, tokens.issue(applicationId, row!.token_nonce).token);
  };

  /** One change: the application locked, the change, the audit with the state before and after, in one transaction. */
  async function change(
    request: FastifyRequest<{ Params: { id: string } }>,
    action: string,
    apply: (tx: Queryable, before: ApplicationState) => Promise<Record<string, unknown> | void>,
  ) {
    const { id } = request.params;
    let mailed = false;
    await app.db.transaction(async (tx) => {
      const before = await lockedApplication(tx, id);
      if (!before) throw NOT_FOUND;
      const { mailed: sent, ...recorded } = (await apply(tx, before)) ?? {};
      const [after] = await tx.query<{ status: string; assigned_to: string | null }>('select status, assigned_to from credit_applications where id = $1', [id]);
      mailed = Boolean(sent);
      await recordStaffAction(tx, {
        staffId: request.staffSession.staff.id,
        action,
        outcome: 'ok',
        target: `credit-application:${id}`,
        before: { status: before.status, assignedTo: before.assignedTo },
        after: { status: after?.status, assignedTo: after?.assigned_to, ...recorded },
        ip: request.ip,
      });
    });
    if (mailed) app.mail.enqueued();
    return detail(id);
  }

  app.get(
    '/applications',
    {
      schema: {
        tags,
        summary: 'Bandeja de solicitudes de crédito',
        description: 'Las solicitudes enviadas (nunca los borradores), de la más antigua a la más reciente, con filtros por estado, antigüedad y solicitante (nombre, RFC, correo o folio).',
        security,
        querystring: StaffApplicationQuerySchema,
        response: { 200: StaffApplicationPageSchema, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'application.list' },
    },
    async (request) => {
      const page = await listApplications(app.db, request.query);
      // Applicants' names, RFCs and e-mails: who read them is recorded.
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'application.list', outcome: 'ok', target: request.query.status ?? null, ip: request.ip });
      return page;
    },
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags,
        summary: 'Detalle de una solicitud de crédito',
        description: 'Todo lo que capturó el solicitante (por paso), la cotización de la que nace, los documentos, las autorizaciones firmadas (texto y versión, fecha e IP), los cambios de estado y el responsable. Leerla queda en la auditoría.',
        security,
        params: StaffApplicationParamsSchema,
        response: { 200: StaffApplicationDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'application.read' },
    },
    async (request) => {
      const found = await detail(request.params.id);
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'application.read', outcome: 'ok', target: `credit-application:${found.id}`, ip: request.ip });
      return found;
    },
  );

  app.get(
    '/applications/:id/documents/:key',
    {
      schema: {
        tags,
        summary: 'Documento de una solicitud de crédito',
        description: 'El archivo que subió el solicitante (PDF, JPEG o PNG), como descarga. Queda en la auditoría.',
        security,
        params: StaffApplicationDocumentParamsSchema,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'application.document' },
    },
    async (request, reply) => {
      const { id, key } = request.params;
      const file = await documentFile(app.db, id, key);
      if (!file) throw new AppError(404, 'NOT_FOUND', 'Ese documento no está en la solicitud.');
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'application.document', outcome: 'ok', target: `credit-application:${id}:${key}`, ip: request.ip });
      // The name is ours (folio and document), never the applicant's: nothing of theirs reaches a header.
      reply.header('Content-Disposition', `attachment; filename="${file.folio}-${key}.${EXTENSIONS[file.content_type] ?? 'bin'}"`);
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.type(file.content_type).send(await app.uploads.read(file.stored_name));
    },
  );

  app.post(
    '/applications/:id/assignment',
    {
      schema: {
        tags,
        summary: 'Asignar una solicitud de crédito',
        security,
        params: StaffApplicationParamsSchema,
        body: AssignApplicationSchema,
        response: { 200: StaffApplicationDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'application.assign' },
    },
    async (request) => {
      const { staffId } = request.body;
      if (staffId) {
        const [agent] = await app.db.query<{ id: string }>(`select id from staff_accounts where id = $1 and active and roles && array['agent', 'admin']`, [staffId]);
        if (!agent) throw fieldError('staffId', 'Elige a alguien de atención a clientes.');
      }
      return change(request, 'application.assign', async (tx) => {
        await tx.query('update credit_applications set assigned_to = $2, updated_at = now() where id = $1', [request.params.id, staffId]);
      });
    },
  );

  app.post(
    '/applications/:id/review',
    {
      schema: {
        tags,
        summary: 'Poner una solicitud de crédito en revisión',
        description: 'Una recibida (o con documentos que ya llegaron) pasa a “En revisión”; el solicitante lo ve en el estado de su solicitud. Una ya en revisión o decidida responde 409.',
        security,
        params: StaffApplicationParamsSchema,
        response: { 200: StaffApplicationDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'application.review' },
    },
    async (request) =>
      change(request, 'application.review', async (tx, before) => {
        if (isDecided(before.status)) throw alreadyDecided(before.status);
        if (before.status === 'in_review') throw new AppError(409, 'ALREADY_IN_REVIEW', 'Esta solicitud ya está en revisión.');
        await changeStatus(tx, before.id, 'in_review', null, request.staffSession.staff.id);
      }),
  );

  app.post(
    '/applications/:id/missing-documents',
    {
      schema: {
        tags,
        summary: 'Pedir documentos de una solicitud de crédito',
        description:
          'Marca como pedidos los documentos elegidos (de los que pide su tipo de solicitante), pasa la solicitud a “Faltan documentos” con la nota, que el solicitante lee, y le envía un correo con un enlace nuevo a su solicitud. Una decidida responde 409.',
        security,
        params: StaffApplicationParamsSchema,
        body: MissingDocumentsRequestSchema,
        response: { 200: StaffApplicationDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'application.missing-documents' },
    },
    async (request) => {
      const note = request.body.note.trim();
      if (!note) throw fieldError('note', APPLICATION_REVIEW_MESSAGES.noteRequired);
      return change(request, 'application.missing-documents', async (tx, before) => {
        if (isDecided(before.status)) throw alreadyDecided(before.status);
        const known = new Map(documentsFor(before.applicantType).map((document) => [document.key, document.name]));
        const keys = request.body.documentKeys;
        if (keys.some((key) => !known.has(key))) throw fieldError('documentKeys', APPLICATION_REVIEW_MESSAGES.documentUnknown);
        // Asked for again, even where a file was sent: the row keeps it until the applicant replaces it.
        await tx.query(
          `insert into credit_application_documents (application_id, document_key, requested_at, request_note)
           select $1, key, now(), $3 from unnest($2::text[]) as key
           on conflict (application_id, document_key) do update set requested_at = now(), request_note = excluded.request_note`,
          [before.id, keys, note],
        );
        await changeStatus(tx, before.id, 'documents_missing', note, request.staffSession.staff.id);
        const link = await statusLink(tx, before.id);
        await enqueueMail(tx, {
          kind: 'application-documents-missing',
          to: before.email,
          ...missingDocumentsMail(before.quoteName, before.folio, keys.map((key) => known.get(key)!), note, link),
        });
        return { documentKeys: keys, mailed: true };
      });
    },
  );

  app.post(
    '/applications/:id/decision',
    {
      schema: {
        tags,
        summary: 'Decidir una solicitud de crédito',
        description:
          'Aprobarla crea, en una sola transacción, el cliente (con los datos del solicitante), su contrato (el vehículo, plan, monto, plazo y tasa de la cotización, con su calendario de pagos y su estado de cuenta) y le envía la invitación a registrarse en el portal. No aprobarla pide una nota, que el solicitante lee en el correo y en su solicitud. Pide un segundo factor reciente; una ya decidida responde 409.',
        security,
        params: StaffApplicationParamsSchema,
        body: ApplicationDecisionSchema,
        response: { 200: StaffApplicationDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'application.decide', staffStepUp: true },
    },
    async (request) => {
      const { decision } = request.body;
      const note = request.body.note.trim();
      if (decision === 'declined' && !note) throw fieldError('note', APPLICATION_REVIEW_MESSAGES.declineNoteRequired);
      const staffId = request.staffSession.staff.id;
      return change(request, 'application.decide', async (tx, before) => {
        if (isDecided(before.status)) throw alreadyDecided(before.status);
        if (decision === 'approved' && before.status === 'documents_missing') {
          throw new AppError(409, 'DOCUMENTS_MISSING', 'Esta solicitud espera documentos que pediste: ponla en revisión cuando lleguen, y decide después.');
        }
        if (decision === 'declined') {
          await changeStatus(tx, before.id, decision, note, staffId);
          const link = await statusLink(tx, before.id);
          await enqueueMail(tx, { kind: 'application-declined', to: before.email, ...declinedMail(before.quoteName, before.folio, note, link) });
          return { decision, mailed: true };
        }
        const outcome = await approveIntoContract(tx, before);
        // The applicant's status page says which contract it became, whatever else the note says.
        await changeStatus(tx, before.id, decision, [note, `Tu contrato es el ${outcome.contractNumber}.`].filter(Boolean).join(' '), staffId);
        const link = await statusLink(tx, before.id);
        const [contract] = await tx.query<{ vehicle: string }>('select vehicle from contracts where id = $1', [outcome.contractId]);
        await enqueueMail(tx, {
          kind: 'application-approved',
          to: before.email,
          ...approvedMail({
            name: before.quoteName,
            folio: before.folio,
            contractNumber: outcome.contractNumber,
            vehicle: contract!.vehicle,
            note,
            statusLink: link,
            portalLink: `${app.auth.siteUrl}${outcome.hasAccount ? '/acceso' : '/registro'}`,
            hasAccount: outcome.hasAccount,
          }),
        });
        return { decision, customerId: outcome.customerId, contractNumber: outcome.contractNumber, mailed: true };
      });
    },
  );
};
