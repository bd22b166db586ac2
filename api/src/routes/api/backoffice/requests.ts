import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignRequestSchema,
  InboxPageSchema,
  InboxQuerySchema,
  NoteRequestSchema,
  REQUEST_STATUS_NAMES,
  ReplyRequestSchema,
  RequestParamsSchema,
  StaffRequestDetailSchema,
  StatusChangeRequestSchema,
  type RequestStatus,
  type StaffRole,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { businessToday } from '../../../customer-data/business-date';
import type { Queryable } from '../../../db/database';
import { enqueueMail } from '../../../mail/outbox';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { recordStaffAction } from '../../../staff/staff-audit';
import { requestReplyMail } from '../../../staff/staff-mail';
import { addEntry, findRequestDetail, listInbox, requestState, setAssignee, setStatus } from '../../../staff/request-inbox';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AGENTS: readonly StaffRole[] = ['agent'];
const NOT_FOUND = new AppError(404, 'NOT_FOUND', 'No encontramos esa solicitud.');

export const backofficeRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const detail = async (id: string) => {
    const found = await findRequestDetail(app.db, id, businessToday());
    if (!found) throw NOT_FOUND;
    return found;
  };

  /** One change to a request: its state before, the change, the audit, in one transaction. */
  async function change(request: FastifyRequest<{ Params: { id: string } }>, action: string, apply: (tx: Queryable, before: NonNullable<Awaited<ReturnType<typeof requestState>>>) => Promise<unknown>) {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      // Two agents on the same request take turns: each change sees the one before it.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`request:${id}`]);
      const before = await requestState(tx, id);
      if (!before) throw NOT_FOUND;
      const recorded = await apply(tx, before);
      const after = await requestState(tx, id);
      await recordStaffAction(tx, {
        staffId: request.staffSession.staff.id,
        action,
        outcome: 'ok',
        target: `request:${id}`,
        before: { status: before.status, assignedTo: before.assigned_to },
        after: { status: after?.status, assignedTo: after?.assigned_to, ...(recorded && typeof recorded === 'object' ? recorded : {}) },
        ip: request.ip,
      });
    });
    return detail(id);
  }

  const statusEntry = (tx: Queryable, requestId: string, staffId: string, from: RequestStatus, to: RequestStatus) =>
    from === to ? Promise.resolve() : addEntry(tx, { requestId, staffId, kind: 'status', body: `${REQUEST_STATUS_NAMES[from]} → ${REQUEST_STATUS_NAMES[to]}`, status: to });

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Bandeja de solicitudes',
        description: 'Las solicitudes de un tipo, de la más antigua a la más reciente, con filtros por estado, antigüedad y cliente (nombre, correo o contrato).',
        security,
        querystring: InboxQuerySchema,
        response: { 200: InboxPageSchema, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'request.list' },
    },
    async (request) => listInbox(app.db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Detalle de una solicitud',
        description: 'La solicitud, el contexto del cliente (contacto, contratos y su situación) y su historial: notas internas, respuestas y cambios de estado.',
        security,
        params: RequestParamsSchema,
        response: { 200: StaffRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'request.read' },
    },
    async (request) => {
      const found = await detail(request.params.id);
      // Reading a customer's contracts and balances is recorded too.
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'request.read', outcome: 'ok', target: `request:${found.id}`, ip: request.ip });
      return found;
    },
  );

  app.post(
    '/:id/assignment',
    {
      schema: {
        tags,
        summary: 'Asignar una solicitud',
        security,
        params: RequestParamsSchema,
        body: AssignRequestSchema,
        response: { 200: StaffRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'request.assign' },
    },
    async (request) => {
      const { staffId } = request.body;
      if (staffId) {
        const [agent] = await app.db.query<{ id: string }>(
          `select id from staff_accounts where id = $1 and active and roles && array['agent', 'admin']`,
          [staffId],
        );
        if (!agent) throw new AppError(400, 'VALIDATION_ERROR', 'Elige a alguien de atención a clientes.', { staffId: 'Elige a alguien de atención a clientes.' });
      }
      return change(request, 'request.assign', (tx) => setAssignee(tx, request.params.id, staffId));
    },
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        tags,
        summary: 'Nota interna',
        description: 'Una nota que solo ve el personal.',
        security,
        params: RequestParamsSchema,
        body: NoteRequestSchema,
        response: { 200: StaffRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'request.note' },
    },
    async (request) =>
      change(request, 'request.note', async (tx) => {
        await addEntry(tx, { requestId: request.params.id, staffId: request.staffSession.staff.id, kind: 'note', body: request.body.body.trim() });
        await tx.query('update customer_requests set updated_at = now() where id = $1', [request.params.id]);
      }),
  );

  app.post(
    '/:id/replies',
    {
      schema: {
        tags,
        summary: 'Responder al cliente',
        description: 'La respuesta llega al cliente por correo y en "Mis solicitudes" del portal; la solicitud queda en atención o cerrada.',
        security,
        params: RequestParamsSchema,
        body: ReplyRequestSchema,
        response: { 200: StaffRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'request.reply' },
    },
    async (request) => {
      const body = request.body.body.trim();
      const staffId = request.staffSession.staff.id;
      const answered = await change(request, 'request.reply', async (tx, before) => {
        // A customer without a portal account has no e-mail on file: the reply waits in the portal.
        const [customer] = await tx.query<{ name: string; email: string }>(
          'select c.name, a.email from customers c join customer_accounts a on a.customer_id = c.id where c.id = $1',
          [before.customer_id],
        );
        await addEntry(tx, { requestId: request.params.id, staffId, kind: 'reply', body });
        await statusEntry(tx, request.params.id, staffId, before.status, request.body.status);
        await setStatus(tx, request.params.id, request.body.status);
        if (customer) {
          const link = `${app.auth.siteUrl}/my-account/requests`;
          await enqueueMail(tx, { kind: 'request-reply', to: customer.email, ...requestReplyMail(customer.name, before.folio, body, request.body.status, link) });
        }
        return { reply: body.length };
      });
      app.mail.enqueued();
      return answered;
    },
  );

  app.post(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado',
        description: 'El cliente ve el nuevo estado, con su fecha, en "Mis solicitudes".',
        security,
        params: RequestParamsSchema,
        body: StatusChangeRequestSchema,
        response: { 200: StaffRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'request.status' },
    },
    async (request) =>
      change(request, 'request.status', async (tx, before) => {
        await statusEntry(tx, request.params.id, request.staffSession.staff.id, before.status, request.body.status);
        await setStatus(tx, request.params.id, request.body.status);
      }),
  );
};
