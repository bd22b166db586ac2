import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BACKOFFICE_LIMITS,
  BillDeliveryPageSchema,
  BillDeliveryParamsSchema,
  BillDeliveryQuerySchema,
  StaffBillDeliverySchema,
  type StaffBillDelivery,
  type StaffRole,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { requeueFailedMail } from '../../../mail/deliver-pending';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AGENTS: readonly StaffRole[] = ['agent'];

interface DeliveryRow {
  id: string;
  folio: string;
  customer_id: string;
  customer_name: string;
  contract_number: string;
  invoice: string;
  fiscal_uuid: string;
  distributor_id: string;
  distributor_name: string;
  created_at: Date;
  mail_id: string;
  mail_status: StaffBillDelivery['mailStatus'];
  mail_attempts: number;
  mail_last_error: string | null;
  mail_sent_at: Date | null;
}

const FROM = `
    from bill_deliveries b
    join customers c on c.id = b.customer_id
    join cfdi_invoices i on i.id = b.invoice_id
    join contracts k on k.id = i.contract_id
    join distributors d on d.id = b.distributor_id
    join mail_outbox m on m.id = b.mail_id`;

const SELECT = `
  select b.id, b.folio, c.id as customer_id, c.name as customer_name, k.number as contract_number, i.serie || i.folio as invoice,
         i.fiscal_uuid::text as fiscal_uuid, d.id as distributor_id, d.name as distributor_name, b.created_at,
         m.id as mail_id, m.status as mail_status, m.attempts as mail_attempts, m.last_error as mail_last_error, m.sent_at as mail_sent_at
  ${FROM}`;

const deliveryOf = (row: DeliveryRow): StaffBillDelivery => ({
  id: row.id,
  folio: row.folio,
  customer: { id: row.customer_id, name: row.customer_name },
  contractNumber: row.contract_number,
  invoice: row.invoice,
  fiscalUuid: row.fiscal_uuid,
  distributor: { id: row.distributor_id, name: row.distributor_name },
  createdAt: new Date(row.created_at).toISOString(),
  mailStatus: row.mail_status,
  mailAttempts: row.mail_attempts,
  mailLastError: row.mail_last_error,
  mailSentAt: row.mail_sent_at ? new Date(row.mail_sent_at).toISOString() : null,
});

async function findDelivery(db: Queryable, id: string) {
  const [row] = await db.query<DeliveryRow>(`${SELECT} where b.id = $1`, [id]);
  return row ? { mailId: row.mail_id, delivery: deliveryOf(row) } : null;
}

/**
 * The bills customers send to dealers from the portal (`send-bill`): each is an e-mail of the
 * outbox, which staff follow here; one that failed for good is queued again, the same message, and
 * the customer's `bills/delivery` follows it too.
 */
export const backofficeBillDeliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bill-deliveries',
    {
      schema: {
        tags,
        summary: 'Facturas enviadas a distribuidores',
        description: 'Las facturas que los clientes enviaron por correo a un distribuidor, de la más reciente a la más antigua, con el estado del correo; filtros por estado, antigüedad y cliente (nombre, correo, contrato o folio del envío).',
        security,
        querystring: BillDeliveryQuerySchema,
        response: { 200: BillDeliveryPageSchema, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'bill-delivery.list' },
    },
    async (request) => {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (request.query.status) {
        params.push(request.query.status);
        conditions.push(`m.status = $${params.length}`);
      }
      if (request.query.minAgeDays !== undefined) {
        params.push(request.query.minAgeDays);
        conditions.push(`b.created_at <= now() - make_interval(days => $${params.length})`);
      }
      const customer = request.query.customer?.trim();
      if (customer) {
        params.push(`%${customer.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
        const like = `$${params.length}`;
        conditions.push(
          `(lower(c.name) like ${like} or lower(k.number) like ${like} or lower(b.folio) like ${like}
            or exists (select 1 from customer_accounts a where a.customer_id = c.id and lower(a.email) like ${like}))`,
        );
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [count] = await app.db.query<{ total: number }>(`select count(*)::int as total ${FROM} ${where}`, params);
      const offset = ((request.query.page ?? 1) - 1) * BACKOFFICE_LIMITS.pageSize;
      const rows = await app.db.query<DeliveryRow>(`${SELECT} ${where} order by b.created_at desc, b.folio desc limit ${BACKOFFICE_LIMITS.pageSize} offset ${offset}`, params);
      return { items: rows.map(deliveryOf), total: count?.total ?? 0 };
    },
  );

  app.post(
    '/bill-deliveries/:id/resend',
    {
      schema: {
        tags,
        summary: 'Enviar de nuevo una factura al distribuidor',
        description:
          'Un envío cuyo correo falló vuelve a la bandeja de salida, el mismo mensaje con sus adjuntos; el cliente lo ve de nuevo «en cola» en su portal. Uno ya enviado, o todavía en la cola, no se repite (409).',
        security,
        params: BillDeliveryParamsSchema,
        response: { 200: StaffBillDeliverySchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'bill-delivery.resend' },
    },
    async (request) => {
      const delivery = await app.db.transaction(async (tx) => {
        const found = await findDelivery(tx, request.params.id);
        if (!found) throw new AppError(404, 'NOT_FOUND', 'No encontramos ese envío de factura.');
        const before = found.delivery;
        if (!(await requeueFailedMail(tx, found.mailId))) {
          throw before.mailStatus === 'sent'
            ? new AppError(409, 'ALREADY_SENT', 'Este correo ya salió hacia el distribuidor: enviarlo otra vez lo duplicaría.')
            : new AppError(409, 'ALREADY_QUEUED', 'Este correo sigue en la cola de envío: saldrá sin que lo pidas.');
        }
        const after = (await findDelivery(tx, request.params.id))!.delivery;
        await recordStaffAction(tx, {
          staffId: request.staffSession.staff.id,
          action: 'bill-delivery.resend',
          outcome: 'ok',
          target: `bill-delivery:${request.params.id}`,
          before: { mailStatus: before.mailStatus, mailAttempts: before.mailAttempts, mailLastError: before.mailLastError },
          after: { mailStatus: after.mailStatus },
          ip: request.ip,
        });
        return after;
      });
      app.mail.enqueued();
      return delivery;
    },
  );
};
