import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnsubscribeQuerySchema, UnsubscribeResultSchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import { turnOff } from '../../../notices/notice-preferences';
import { errorResponses } from '../../error-responses';

/**
 * The unsubscribe link of every notice, without signing in (issue #70): the site's page posts
 * here when the customer confirms, and mail programs post here themselves (RFC 8058 one-click,
 * `List-Unsubscribe=One-Click` in the body). The signature in the link names the customer and the
 * kind of notice; it stops that kind only.
 */
export const noticeUnsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formbody, { bodyLimit: 1024 });

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'unsubscribeFromNotice',
        summary: 'Dejar de recibir un tipo de aviso',
        description: 'Con el enlace firmado del aviso; sin sesión. Repetirlo no cambia nada más.',
        security: [],
        querystring: UnsubscribeQuerySchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: Type.Optional(Type.Object({ 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) }, { additionalProperties: false })),
        response: { 200: UnsubscribeResultSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const { c: customerId, a: kind, t: token } = request.query;
      if (!app.notices.links.verify(customerId, kind, token)) throw new AppError(404, 'NOT_FOUND', 'Este enlace para dejar de recibir avisos no es válido. Puedes elegir tus avisos en Mi cuenta → Mi perfil.');
      await app.db.transaction(async (tx) => {
        const [customer] = await tx.query<{ id: string }>('select id from customers where id = $1', [customerId]);
        if (!customer) return;
        await turnOff(tx, customerId, kind);
        const [account] = await tx.query<{ id: string }>('select id from customer_accounts where customer_id = $1', [customerId]);
        await recordAuthEvent(tx, 'notices_unsubscribed', clientOf(request), account?.id ?? null, { kind });
      });
      reply.header('Cache-Control', 'no-store');
      return { kind, stopped: true as const };
    },
  );
};
