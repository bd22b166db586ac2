import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChargeAnswerSchema, SpeiNotificationSchema, SpeiReceivedSchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { keepScheduledCard } from '../../../scheduled-payments/scheduled-payments';
import { errorResponses } from '../../error-responses';

const CardTokenReturnSchema = Type.Object(
  {
    mp_order: Type.String({ maxLength: 64 }),
    mp_reference: Type.String({ maxLength: 64 }),
    mp_token: Type.String({ maxLength: 64 }),
    mp_last4: Type.String({ maxLength: 4 }),
    mp_signature: Type.String({ maxLength: 128 }),
  },
  { description: 'El banco regresa al cliente con la tarjeta que guardó para un pago programado: su token (nunca la tarjeta), firmado.' },
);

/**
 * What the bank sends on its own (issue #70), authenticated by its signature (no session): the
 * answers to the charges the API sent, the SPEI transfers that arrived, and the browser's return
 * from keeping a card for a scheduled payment.
 */
export const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/bank/charge-answers',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'bankChargeAnswer',
        summary: 'Respuesta del banco a un cargo domiciliado o programado',
        description:
          'El banco responde, firmado, a un cargo que envió la API. La primera respuesta decide; una aprobación se aplica al contrato y se envía el recibo; un rechazo deja el pago pendiente y avisa al cliente. Repetir la respuesta no cambia nada.',
        security: [],
        body: ChargeAnswerSchema,
        response: { 200: Type.Object({ received: Type.Boolean() }), ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request) => {
      const outcome = await app.payments.recordCharge(request.body, 'charge-answer');
      if (!outcome.accepted) {
        if (outcome.reason === 'signature') throw new AppError(401, 'BANK_SIGNATURE', 'La firma del banco no es válida.');
        if (outcome.reason === 'unknown_order') throw new AppError(404, 'NOT_FOUND', 'No hay un cargo con esa orden.');
        throw new AppError(400, 'BANK_ANSWER_REJECTED', 'La respuesta del banco no coincide con el cargo enviado.');
      }
      return { received: true };
    },
  );

  app.post(
    '/bank/spei',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'bankSpeiTransfer',
        summary: 'Aviso del banco: transferencia SPEI recibida',
        description:
          'Una transferencia a la CLABE de referencia de un contrato se aplica a ese contrato y se envía el recibo; la que no corresponde a un contrato vigente queda apartada para revisión (y se avisa al personal). La misma clave de rastreo dos veces se registra una vez.',
        security: [],
        body: SpeiNotificationSchema,
        response: { 200: SpeiReceivedSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const outcome = await app.payments.receiveSpei(request.body);
      if (!outcome.accepted) {
        if (outcome.reason === 'signature') throw new AppError(401, 'BANK_SIGNATURE', 'La firma del banco no es válida.');
        throw new AppError(400, 'SPEI_MALFORMED', 'El aviso de transferencia no tiene el formato esperado.');
      }
      return { status: outcome.status };
    },
  );

  app.post(
    '/gateway/card-token',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'gatewayCardTokenReturn',
        summary: 'Regreso del navegador después de guardar una tarjeta',
        description: 'Registra el token de la tarjeta en el pago programado (una sola vez) y regresa a la lista de pagos programados. Una firma inválida no registra nada.',
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        body: CardTokenReturnSchema,
        response: { 303: { type: 'null', description: 'Redirección a Mi cuenta.' }, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const saved = await keepScheduledCard(app.db, app.payments.config.secret, request.body);
      const page = new URL('/my-account/scheduled-payments', app.auth.siteUrl);
      page.searchParams.set('tarjeta', saved ? 'guardada' : 'error');
      return reply.redirect(page.toString(), 303);
    },
  );
};
