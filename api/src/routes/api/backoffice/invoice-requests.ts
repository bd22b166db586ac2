import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BACKOFFICE_LIMITS,
  INVOICE_REQUEST_STATUS_NAMES,
  InvoiceFileParamsSchema,
  InvoiceInboxPageSchema,
  InvoiceInboxQuerySchema,
  InvoiceStatusChangeSchema,
  RequestParamsSchema,
  StaffInvoiceRequestSchema,
  type StaffInvoiceRequest,
  type StaffRole,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { compose } from '../../../mail/compose';
import { enqueueMail } from '../../../mail/outbox';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AGENTS: readonly StaffRole[] = ['agent'];
const NOT_FOUND = new AppError(404, 'NOT_FOUND', 'No encontramos esa solicitud de factura.');

interface InvoiceRow {
  id: string;
  folio: string;
  status: StaffInvoiceRequest['status'];
  status_note: string | null;
  customer_id: string;
  customer_name: string;
  number: string;
  purchase_date: string;
  name: string;
  rfc: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `
  select r.id, r.folio, r.status, r.status_note, r.customer_id, c.name as customer_name, k.number,
         r.purchase_date::text as purchase_date, r.name, r.rfc, r.created_at, r.updated_at
    from invoice_requests r join customers c on c.id = r.customer_id join contracts k on k.id = r.contract_id`;

const itemOf = (row: InvoiceRow): StaffInvoiceRequest => ({
  id: row.id,
  folio: row.folio,
  status: row.status,
  statusNote: row.status_note,
  customer: { id: row.customer_id, name: row.customer_name },
  contractNumber: row.number,
  purchaseDate: row.purchase_date,
  invoiceName: row.name,
  rfc: row.rfc,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

async function findInvoiceRequest(db: Queryable, id: string) {
  const [row] = await db.query<InvoiceRow>(`${SELECT} where r.id = $1`, [id]);
  return row ? itemOf(row) : null;
}

/**
 * The invoice requests customers send from the portal (the purchase invoice form): the inbox, the
 * two files they attached, and the status the customer follows in `bills/status` with the note.
 */
export const backofficeInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoice-requests',
    {
      schema: { tags, summary: 'Bandeja de solicitudes de factura', security, querystring: InvoiceInboxQuerySchema, response: { 200: InvoiceInboxPageSchema, ...errorResponses(400, 401, 403, 429, 500) } },
      config: { staffRoles: AGENTS, staffAction: 'invoice-request.list' },
    },
    async (request) => {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (request.query.status) {
        params.push(request.query.status);
        conditions.push(`r.status = $${params.length}`);
      }
      const customer = request.query.customer?.trim();
      if (customer) {
        params.push(`%${customer.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
        conditions.push(`(lower(c.name) like $${params.length} or lower(k.number) like $${params.length} or lower(r.rfc) like $${params.length})`);
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [count] = await app.db.query<{ total: number }>(
        `select count(*)::int as total from invoice_requests r join customers c on c.id = r.customer_id join contracts k on k.id = r.contract_id ${where}`,
        params,
      );
      const offset = ((request.query.page ?? 1) - 1) * BACKOFFICE_LIMITS.pageSize;
      const rows = await app.db.query<InvoiceRow>(`${SELECT} ${where} order by r.created_at asc, r.folio limit ${BACKOFFICE_LIMITS.pageSize} offset ${offset}`, params);
      return { items: rows.map(itemOf), total: count?.total ?? 0 };
    },
  );

  app.get(
    '/invoice-requests/:id/files/:file',
    {
      schema: {
        tags,
        summary: 'Archivo de una solicitud de factura',
        description: 'El PDF de la compra (`docs`) o el XML del SAT (`sat`) que adjuntó el cliente, como descarga.',
        security,
        params: InvoiceFileParamsSchema,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'invoice-request.file' },
    },
    async (request, reply) => {
      const column = request.params.file === 'docs' ? 'docs_file_id' : 'sat_file_id';
      const [file] = await app.db.query<{ stored_name: string; content_type: string; folio: string }>(
        `select f.stored_name, f.content_type, r.folio from invoice_requests r join uploaded_files f on f.id = r.${column} where r.id = $1`,
        [request.params.id],
      );
      if (!file) throw NOT_FOUND;
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'invoice-request.file', outcome: 'ok', target: `invoice-request:${request.params.id}:${request.params.file}`, ip: request.ip });
      const extension = request.params.file === 'docs' ? 'pdf' : 'xml';
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Disposition', `attachment; filename="${file.folio}-${request.params.file}.${extension}"`);
      reply.header('X-Content-Type-Options', 'nosniff');
      return reply.type(extension === 'pdf' ? 'application/pdf' : 'application/xml').send(await app.uploads.read(file.stored_name));
    },
  );

  app.post(
    '/invoice-requests/:id/status',
    {
      schema: {
        tags,
        summary: 'Cambiar el estado de una solicitud de factura',
        description: 'El cliente ve el estado y la nota en su portal y recibe un correo. Rechazar pide una nota que diga por qué.',
        security,
        params: RequestParamsSchema,
        body: InvoiceStatusChangeSchema,
        response: { 200: StaffInvoiceRequestSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'invoice-request.status' },
    },
    async (request) => {
      const { status } = request.body;
      const note = request.body.note?.trim() || null;
      if (status === 'rejected' && !note) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Escribe por qué se rechaza: el cliente lo leerá.', { note: 'Escribe por qué se rechaza: el cliente lo leerá.' });
      }
      await app.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`invoice-request:${request.params.id}`]);
        const before = await findInvoiceRequest(tx, request.params.id);
        if (!before) throw NOT_FOUND;
        await tx.query('update invoice_requests set status = $2, status_note = $3, updated_at = now() where id = $1', [request.params.id, status, note]);
        const [customer] = await tx.query<{ name: string; email: string }>(
          'select c.name, a.email from customers c join customer_accounts a on a.customer_id = c.id where c.id = $1',
          [before.customer.id],
        );
        if (customer) {
          await enqueueMail(tx, {
            kind: 'invoice-request-status',
            to: customer.email,
            ...compose(`Tu solicitud de factura ${before.folio}: ${INVOICE_REQUEST_STATUS_NAMES[status].toLowerCase()}`, [
              `Hola, ${customer.name}:`,
              `Tu solicitud de factura ${before.folio} está ahora: ${INVOICE_REQUEST_STATUS_NAMES[status]}.`,
              ...(note ? [note] : []),
              { link: `${app.auth.siteUrl}/my-account/billing`, label: 'Ver mis solicitudes de factura' },
            ]),
          });
        }
        await recordStaffAction(tx, {
          staffId: request.staffSession.staff.id,
          action: 'invoice-request.status',
          outcome: 'ok',
          target: `invoice-request:${request.params.id}`,
          before: { status: before.status, statusNote: before.statusNote },
          after: { status, statusNote: note },
          ip: request.ip,
        });
      });
      app.mail.enqueued();
      return (await findInvoiceRequest(app.db, request.params.id))!;
    },
  );
};
