import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACKOFFICE_LIMITS, LeadPageSchema, LeadParamsSchema, LeadQuerySchema, StaffLeadSchema, type StaffLead, type StaffRole } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import type { Queryable } from '../../../db/database';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AGENTS: readonly StaffRole[] = ['agent'];

interface LeadRow {
  id: string;
  source: StaffLead['source'];
  name: string;
  email: string;
  phone: string | null;
  crm_status: StaffLead['crmStatus'];
  crm_attempts: number;
  crm_last_error: string | null;
  crm_sent_at: Date | null;
  created_at: Date;
}

const SELECT = 'select id, source, name, email, phone, crm_status, crm_attempts, crm_last_error, crm_sent_at, created_at from leads';

const leadOf = (row: LeadRow): StaffLead => ({
  id: row.id,
  source: row.source,
  name: row.name,
  email: row.email,
  phone: row.phone,
  crmStatus: row.crm_status,
  crmAttempts: row.crm_attempts,
  crmLastError: row.crm_last_error,
  crmSentAt: row.crm_sent_at ? new Date(row.crm_sent_at).toISOString() : null,
  createdAt: new Date(row.created_at).toISOString(),
});

async function findLead(db: Queryable, id: string) {
  const [row] = await db.query<LeadRow>(`${SELECT} where id = $1`, [id]);
  return row ? leadOf(row) : null;
}

/** The leads the site's forms and quotes store, with their forwarding to the CRM; a failed one is sent again. */
export const backofficeLeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/leads',
    {
      schema: { tags, summary: 'Prospectos', description: 'Cotizaciones y formularios del sitio, con su envío al CRM, del más reciente al más antiguo.', security, querystring: LeadQuerySchema, response: { 200: LeadPageSchema, ...errorResponses(400, 401, 403, 429, 500) } },
      config: { staffRoles: AGENTS, staffAction: 'lead.list' },
    },
    async (request) => {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (request.query.source) {
        params.push(request.query.source);
        conditions.push(`source = $${params.length}`);
      }
      if (request.query.crmStatus) {
        params.push(request.query.crmStatus);
        conditions.push(`crm_status = $${params.length}`);
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [count] = await app.db.query<{ total: number }>(`select count(*)::int as total from leads ${where}`, params);
      const offset = ((request.query.page ?? 1) - 1) * BACKOFFICE_LIMITS.pageSize;
      const rows = await app.db.query<LeadRow>(`${SELECT} ${where} order by created_at desc, id limit ${BACKOFFICE_LIMITS.pageSize} offset ${offset}`, params);
      // Names, e-mails and phones of prospects: who read them is recorded.
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'lead.list', outcome: 'ok', target: where ? JSON.stringify(request.query) : null, ip: request.ip });
      return { items: rows.map(leadOf), total: count?.total ?? 0 };
    },
  );

  app.post(
    '/leads/:id/resend',
    {
      schema: {
        tags,
        summary: 'Enviar de nuevo al CRM',
        description: 'Un prospecto cuyo envío falló vuelve a la cola: el trabajo de envío lo toma en su siguiente vuelta. Uno ya enviado, o ya en la cola, no se repite (409).',
        security,
        params: LeadParamsSchema,
        response: { 200: StaffLeadSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
      },
      config: { staffRoles: AGENTS, staffAction: 'lead.resend' },
    },
    async (request) => {
      const lead = await app.db.transaction(async (tx) => {
        const before = await findLead(tx, request.params.id);
        if (!before) throw new AppError(404, 'NOT_FOUND', 'No encontramos ese prospecto.');
        // Only a failed lead: a pending one is in the queue (perhaps being sent now), a sent one is in the CRM.
        const requeued = await tx.query(
          `update leads set crm_status = 'pending', crm_attempts = 0, crm_next_attempt_at = now(), crm_last_error = null where id = $1 and crm_status = 'failed' returning id`,
          [request.params.id],
        );
        if (requeued.length === 0) {
          throw before.crmStatus === 'sent'
            ? new AppError(409, 'ALREADY_SENT', 'Este prospecto ya llegó al CRM: enviarlo otra vez lo duplicaría.')
            : new AppError(409, 'ALREADY_QUEUED', 'Este prospecto ya está en la cola de envío al CRM.');
        }
        const after = await findLead(tx, request.params.id);
        await recordStaffAction(tx, {
          staffId: request.staffSession.staff.id,
          action: 'lead.resend',
          outcome: 'ok',
          target: `lead:${request.params.id}`,
          before: { crmStatus: before.crmStatus, crmAttempts: before.crmAttempts, crmLastError: before.crmLastError },
          after: { crmStatus: after?.crmStatus },
          ip: request.ip,
        });
        return after!;
      });
      return lead;
    },
  );
};
