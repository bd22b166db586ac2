import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BACKOFFICE_LIMITS, LeadPageSchema, LeadParamsSchema, LeadQuerySchema, StaffLeadSchema, type StaffLead, type StaffRole } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { requeueFailedLead } from '../../../crm/forward-pending';
import { LEAD_CONTACT_COLUMNS, LEAD_CONTACT_JOINS, leadContactOf, type LeadContactRow } from '../../../crm/lead-contact';
import type { FieldCipher } from '../../../crypto/field-cipher';
import type { Queryable } from '../../../db/database';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { recordStaffAction } from '../../../staff/staff-audit';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AGENTS: readonly StaffRole[] = ['agent'];

interface LeadRow extends LeadContactRow {
  id: string;
  source: StaffLead['source'];
  crm_status: StaffLead['crmStatus'];
  crm_attempts: number;
  crm_last_error: string | null;
  crm_sent_at: Date | null;
  created_at: Date;
}

// A contact or dealer form's lead keeps its data in the form's row (crm/lead-contact.ts).
const SELECT = `select l.id, l.source, l.crm_status, l.crm_attempts, l.crm_last_error, l.crm_sent_at, l.created_at, ${LEAD_CONTACT_COLUMNS}
  from leads l ${LEAD_CONTACT_JOINS}`;

function leadOf(row: LeadRow, cipher: FieldCipher): StaffLead {
  const contact = leadContactOf(row, cipher);
  return {
    id: row.id,
    source: row.source,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    distributor: contact.distributor?.name ?? null,
    crmStatus: row.crm_status,
    crmAttempts: row.crm_attempts,
    crmLastError: row.crm_last_error,
    crmSentAt: row.crm_sent_at ? new Date(row.crm_sent_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The leads the site's forms and quotes store, with their forwarding to the CRM; a failed one is sent again. */
export const backofficeLeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const findLead = async (db: Queryable, id: string) => {
    const [row] = await db.query<LeadRow>(`${SELECT} where l.id = $1`, [id]);
    return row ? leadOf(row, app.dealerCipher) : null;
  };

  app.get(
    '/leads',
    {
      schema: { tags, summary: 'Prospectos', description: 'Cotizaciones y formularios del sitio (también el de contacto y el de un distribuidor), con su envío al CRM, del más reciente al más antiguo.', security, querystring: LeadQuerySchema, response: { 200: LeadPageSchema, ...errorResponses(400, 401, 403, 429, 500) } },
      config: { staffRoles: AGENTS, staffAction: 'lead.list' },
    },
    async (request) => {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (request.query.source) {
        params.push(request.query.source);
        conditions.push(`l.source = $${params.length}`);
      }
      if (request.query.crmStatus) {
        params.push(request.query.crmStatus);
        conditions.push(`l.crm_status = $${params.length}`);
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [count] = await app.db.query<{ total: number }>(`select count(*)::int as total from leads l ${where}`, params);
      const offset = ((request.query.page ?? 1) - 1) * BACKOFFICE_LIMITS.pageSize;
      const rows = await app.db.query<LeadRow>(`${SELECT} ${where} order by l.created_at desc, l.id limit ${BACKOFFICE_LIMITS.pageSize} offset ${offset}`, params);
      // Names, e-mails and phones of prospects: who read them is recorded.
      await recordStaffAction(app.db, { staffId: request.staffSession.staff.id, action: 'lead.list', outcome: 'ok', target: where ? JSON.stringify(request.query) : null, ip: request.ip });
      return { items: rows.map((row) => leadOf(row, app.dealerCipher)), total: count?.total ?? 0 };
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
        if (!(await requeueFailedLead(tx, request.params.id))) {
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
      app.crm.enqueued();
      return lead;
    },
  );
};
