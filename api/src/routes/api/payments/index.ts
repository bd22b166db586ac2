import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentResultQuerySchema, PaymentResultSchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';
import { bankRoutes } from './bank';
import { referenceClabe } from '../../../spei/spei-reference';

const GatewayAnswerSchema = Type.Object(
  {
    mp_order: Type.String({ maxLength: 200 }),
    mp_reference: Type.String({ maxLength: 200 }),
    mp_amount: Type.String({ maxLength: 200 }),
    mp_authorization: Type.String({ maxLength: 200 }),
    mp_response: Type.String({ maxLength: 200 }),
    mp_responsemsg: Type.String({ maxLength: 200 }),
    mp_date: Type.String({ maxLength: 200 }),
    mp_signature: Type.String({ maxLength: 200 }),
  },
  { description: 'La respuesta del banco, firmada: HMAC-SHA256(llave, orden + referencia + monto + autorización).' },
);

/**
 * The bank's side of a card payment (issue #12): the browser's return and the server-to-server
 * notification, both authenticated by the gateway's signature (no session: they come from the
 * bank), and the verified result the return page shows.
 */
export const paymentGatewayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(bankRoutes);

  app.post(
    '/gateway/return',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'gatewayReturn',
        summary: 'Regreso del navegador desde el banco',
        description:
          'El banco regresa al cliente con un formulario POST firmado. Se verifica y se registra (una sola vez) y el navegador sigue a /paymentok.html, que muestra el resultado verificado. Una firma inválida no registra nada.',
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        body: GatewayAnswerSchema,
        response: { 303: { type: 'null', description: 'Redirección a /paymentok.html.' }, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const outcome = await app.payments.record(request.body, 'return');
      const page = new URL('/paymentok.html', app.auth.siteUrl);
      if (outcome.accepted) {
        page.searchParams.set('pago', outcome.paymentId);
        page.searchParams.set('t', app.payments.viewToken(outcome.paymentId));
      } else {
        // Nothing the bank did not sign is shown: the page asks the customer to check their payments.
        page.searchParams.set('error', 'verificacion');
      }
      return reply.redirect(page.toString(), 303);
    },
  );

  app.post(
    '/gateway/notification',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'gatewayNotification',
        summary: 'Notificación del banco (servidor a servidor)',
        description: 'El banco avisa el resultado aunque el cliente haya cerrado la pestaña; reintenta hasta recibir 200. Registrar dos veces la misma respuesta no cambia nada.',
        security: [],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: GatewayAnswerSchema,
        response: { 200: Type.Object({ received: Type.Boolean() }), ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const outcome = await app.payments.record(request.body, 'notification');
      if (!outcome.accepted) throw new AppError(400, 'GATEWAY_ANSWER_REJECTED', 'La respuesta del banco no se pudo verificar.');
      return { received: true };
    },
  );

  app.get(
    '/result',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'getPaymentResult',
        summary: 'Resultado de un pago para la página de regreso',
        description:
          'Con el pago y su firma de vista (la da el servidor al regresar del banco, vale un día), el resultado verificado: estado, autorización, folio y monto. 410 cuando la firma ya venció.',
        security: [],
        querystring: PaymentResultQuerySchema,
        response: { 200: PaymentResultSchema, ...errorResponses(400, 404, 410, 429, 500) },
      },
    },
    async (request, reply) => {
      const { pago, t } = request.query;
      const link = app.payments.readViewToken(pago, t);
      if (link === 'invalid') throw new AppError(404, 'NOT_FOUND', 'No encontramos ese pago.');
      if (link === 'expired') {
        throw new AppError(410, 'LINK_EXPIRED', 'Este enlace ya no muestra el pago. Consulta su resultado en tus pagos, en Mi cuenta.');
      }
      const [row] = await app.db.query<{ folio: string; status: 'pending' | 'approved' | 'declined' | 'expired'; amount_cents: string; contract_id: string; number: string; authorization_code: string | null; bank_message: string | null; decided_at: Date | null; spei_serial: string }>(
        `select p.folio, p.status, p.amount_cents, p.contract_id, c.number, p.authorization_code, p.bank_message, p.decided_at, c.spei_serial
           from payments p join contracts c on c.id = p.contract_id where p.id = $1`,
        [pago],
      );
      if (!row) throw new AppError(404, 'NOT_FOUND', 'No encontramos ese pago.');
      reply.header('Cache-Control', 'no-store');
      return {
        folio: row.folio,
        status: row.status,
        amount: Number(row.amount_cents),
        contractId: row.contract_id,
        contractNumber: row.number,
        authorization: row.status === 'approved' ? row.authorization_code : null,
        bankMessage: row.bank_message,
        decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
        speiReference: referenceClabe(Number(row.spei_serial)),
      };
    },
  );
};
