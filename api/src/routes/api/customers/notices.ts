import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoticePreferencesSchema } from '@fvc/shared/contracts';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import { readPreferences, savePreferences } from '../../../notices/notice-preferences';
import { errorResponses } from '../../error-responses';

/** What the customer wants to be told, and how (issue #70): Mi perfil → Avisos. */
export const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notices',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'getMyNoticePreferences',
        summary: 'Mis avisos',
        description: 'Recordatorio antes de cada vencimiento (1, 3 o 5 días), aviso de pago vencido, de estado de cuenta y de cargo rechazado. Solo el aviso de cargo rechazado está activo sin elegirlo.',
        response: { 200: NoticePreferencesSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return readPreferences(app.db, request.customerId);
    },
  );

  app.put(
    '/notices',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'saveMyNoticePreferences',
        summary: 'Guardar mis avisos',
        body: NoticePreferencesSchema,
        response: { 200: NoticePreferencesSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const saved = await savePreferences(tx, request.customerId, request.body);
        await recordAuthEvent(tx, 'notices_changed', clientOf(request), request.session.accountId, {
          reminderDays: saved.reminderDays ?? 0,
          overdue: saved.overdue,
          statement: saved.statement,
          debitRejected: saved.debitRejected,
        });
        return saved;
      }),
  );
};
