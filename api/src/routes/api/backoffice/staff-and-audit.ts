import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPageSchema, AuditQuerySchema, StaffListSchema, StaffMemberSchema, type AuditEntry, type StaffRole } from '@fvc/shared/contracts';
import { STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { errorResponses } from '../../error-responses';

const tags = ['back-office'];
const security = [{ [STAFF_SCHEME]: [] }];
const AUDIT_PAGE_SIZE = 50;

export const backofficeStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      schema: { tags, summary: 'El personal de la sesión', security, response: { 200: StaffMemberSchema, ...errorResponses(401, 429, 500) } },
      config: { staffRoles: ['editor', 'publisher', 'agent', 'admin'] },
    },
    async (request) => request.staffSession.staff,
  );

  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Personal que atiende solicitudes',
        description: 'A quién se puede asignar una solicitud: las cuentas activas de atención a clientes y de administración.',
        security,
        response: { 200: StaffListSchema, ...errorResponses(401, 403, 429, 500) },
      },
      config: { staffRoles: ['agent'], staffAction: 'staff.list' },
    },
    async () =>
      app.db.query<{ id: string; name: string; roles: StaffRole[] }>(
        `select id, name, roles from staff_accounts where active and roles && array['agent', 'admin'] order by name`,
      ),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'Auditoría',
        description: 'Cada acción del personal y cada intento rechazado: quién, qué, sobre qué, antes y después, y cuándo. Solo administración.',
        security,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses(400, 401, 403, 429, 500) },
      },
      config: { staffRoles: ['admin'], staffAction: 'audit.read' },
    },
    async (request) => {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (request.query.action) {
        params.push(request.query.action);
        conditions.push(`a.action = $${params.length}`);
      }
      if (request.query.outcome) {
        params.push(request.query.outcome);
        conditions.push(`a.outcome = $${params.length}`);
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [count] = await app.db.query<{ total: number }>(`select count(*)::int as total from staff_audit a ${where}`, params);
      const offset = ((request.query.page ?? 1) - 1) * AUDIT_PAGE_SIZE;
      const rows = await app.db.query<{ id: string; at: Date; staff_id: string | null; staff_name: string | null; action: string; outcome: 'ok' | 'denied'; target: string | null; before: unknown; after: unknown }>(
        `select a.id, a.at, a.staff_id, s.name as staff_name, a.action, a.outcome, a.target, a.before, a.after
           from staff_audit a left join staff_accounts s on s.id = a.staff_id ${where}
          order by a.seq desc limit ${AUDIT_PAGE_SIZE} offset ${offset}`,
        params,
      );
      const items: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        staff: row.staff_id ? { id: row.staff_id, name: row.staff_name ?? '' } : null,
        action: row.action,
        outcome: row.outcome,
        target: row.target,
        before: row.before ?? null,
        after: row.after ?? null,
      }));
      return { items, total: count?.total ?? 0 };
    },
  );
};
