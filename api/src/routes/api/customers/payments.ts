import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  CreatePaymentRequestSchema,
  DocumentParamsSchema,
  PaymentIdempotencyHeadersSchema,
  PaymentIntentSchema,
  PaymentListSchema,
  type PaymentSummary,
} from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { businessToday } from '../../../customer-data/business-date';
import { findContractCard } from '../../../customer-data/contracts';
import { findCustomerContact } from '../../../customer-data/customer-profile';
import { documentParties } from '../../../customer-data/documents';
import { nextFolio } from '../../../customer-data/folio';
import type { Queryable } from '../../../db/database';
import type { ReceiptApplication } from '../../../customer-documents/document-types';
import { gatewayAmount, gatewaySignature } from '../../../payments/gateway-signature';
import { paymentAmount } from '../../../payments/payment-options';
import { renderReceiptPdf } from '../../../payments/receipt-pdf';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';

interface PaymentRow {
  id: string;
  folio: string;
  method: PaymentSummary['method'];
  contract_id: string;
  number: string;
  vehicle: string;
  option: string;
  amount_cents: string;
  status: PaymentSummary['status'];
  authorization_code: string | null;
  bank_message: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const SELECT = `select p.id, p.folio, p.method, p.contract_id, c.number, c.vehicle, p.option, p.amount_cents, p.status, p.authorization_code, p.bank_message,
    p.created_at, p.decided_at from payments p join contracts c on c.id = p.contract_id`;

const toSummary = (row: PaymentRow): PaymentSummary => ({
  id: row.id,
  folio: row.folio,
  method: row.method,
  contractId: row.contract_id,
  contractNumber: row.number,
  amount: Number(row.amount_cents),
  status: row.status,
  authorization: row.authorization_code,
  bankMessage: row.bank_message,
  createdAt: new Date(row.created_at).toISOString(),
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
});

async function findPayment(db: Queryable, customerId: string, where: string, value: string): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`${SELECT} where p.customer_id = $1 and ${where}`, [customerId, value]);
  return row ?? null;
}

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.payments;

  /** The signed form the browser posts to the bank; the key stays here. */
  async function gatewayForm(row: PaymentRow, customerId: string) {
    const customer = await findCustomerContact(app.db, customerId);
    const amount = gatewayAmount(Number(row.amount_cents));
    const returnUrl = new URL('/api/payments/gateway/return', config.apiPublicUrl).toString();
    return {
      url: config.paymentPageUrl,
      fields: {
        mp_account: config.account,
        mp_product: config.product,
        mp_order: row.id,
        mp_reference: row.number,
        mp_node: config.node,
        mp_concept: `Pago del contrato ${row.number}`,
        mp_amount: amount,
        mp_currency: 'MXN',
        mp_customername: customer?.name ?? '',
        mp_email: customer?.email ?? '',
        mp_urlsuccess: returnUrl,
        mp_urlfailure: returnUrl,
        mp_signature: gatewaySignature(config.secret, { type: 'request', order: row.id, reference: row.number, amount }),
      },
    };
  }

  app.post(
    '/payments',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'createMyPayment',
        summary: 'Preparar un pago con tarjeta',
        description:
          'Calcula el monto (lo vencido más el siguiente pago, solo lo vencido, otro monto entre $100.00 y el saldo, o lo que liquida el contrato hoy), crea el pago con un folio y devuelve el formulario firmado para la página del banco. Con la misma `Idempotency-Key` devuelve el mismo pago (un doble clic hace un solo pago); con otro cuerpo, 422. Si el banco no responde, 503 y no se crea nada.',
        headers: PaymentIdempotencyHeadersSchema,
        body: CreatePaymentRequestSchema,
        response: {
          201: { ...PaymentIntentSchema, description: 'Pago creado.' },
          200: { ...PaymentIntentSchema, description: 'La misma clave ya había creado este pago.' },
          ...errorResponses(400, 401, 404, 422, 429, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { contractId, option, amount: custom } = request.body;
      const card = await findContractCard(app.db, request.customerId, contractId, businessToday());
      if (!card) throw notFound('contract');

      const existing = await findPayment(app.db, request.customerId, 'p.idempotency_key = $2', key);
      if (existing) {
        if (existing.contract_id !== contractId || existing.option !== option || (option === 'custom' && Number(existing.amount_cents) !== custom)) {
          throw new AppError(422, 'IDEMPOTENCY_MISMATCH', 'Esa clave ya se usó para otro pago. Recarga la página e intenta de nuevo.');
        }
        return reply.status(200).send({ payment: toSummary(existing), gateway: await gatewayForm(existing, request.customerId) });
      }
      const amount = paymentAmount(card, option, custom);

      // Do not send the customer to a bank that is not there: nothing is created.
      const healthy = await fetch(new URL('/salud', config.serverUrl), { signal: AbortSignal.timeout(2500) })
        .then((response) => response.ok)
        .catch(() => false);
      if (!healthy) {
        throw new AppError(503, 'GATEWAY_UNAVAILABLE', 'El banco no responde en este momento. No se hizo ningún cargo; intenta de nuevo en unos minutos.');
      }

      const created = await app.db.transaction(async (tx) => {
        const folio = await nextFolio(tx, 'PAG');
        const [row] = await tx.query<{ id: string }>(
          `insert into payments (customer_id, contract_id, folio, option, amount_cents, idempotency_key)
           values ($1, $2, $3, $4, $5, $6) on conflict (customer_id, idempotency_key) do nothing returning id`,
          [request.customerId, card.id, folio, option, amount, key],
        );
        return row?.id ?? null;
      });
      // A parallel request with the same key won: answer with its payment.
      const payment = await findPayment(app.db, request.customerId, created ? 'p.id = $2' : 'p.idempotency_key = $2', created ?? key);
      if (!payment) throw new Error('Pago creado sin fila');
      reply.header('Cache-Control', 'no-store');
      return reply.status(created ? 201 : 200).send({ payment: toSummary(payment), gateway: await gatewayForm(payment, request.customerId) });
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'listMyPayments',
        summary: 'Mis pagos: con tarjeta, domiciliados, programados y por SPEI',
        response: { 200: PaymentListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const rows = await app.db.query<PaymentRow>(`${SELECT} where p.customer_id = $1 order by p.created_at desc limit 100`, [request.customerId]);
      reply.header('Cache-Control', 'private, no-store');
      return { payments: rows.map(toSummary) };
    },
  );

  app.get(
    '/payments/:id/receipt',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'downloadMyPaymentReceipt',
        summary: 'Recibo de un pago aprobado (PDF)',
        params: DocumentParamsSchema,
        response: { 200: Type.String({ description: 'application/pdf' }), ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const payment = await findPayment(app.db, request.customerId, 'p.id = $2', request.params.id);
      if (!payment) throw new AppError(404, 'NOT_FOUND', 'No encontramos ese pago en tu cuenta.');
      if (payment.status !== 'approved') throw new AppError(409, 'NO_RECEIPT', 'Este pago no tiene recibo: no fue aprobado.');
      const parties = await documentParties(app.db, request.customerId);
      const [stored] = await app.db.query<{ application: ReceiptApplication | null }>('select application from payments where id = $1', [payment.id]);
      if (!stored?.application) throw new AppError(409, 'NO_RECEIPT', 'Este pago todavía se está aplicando a tu contrato. Intenta de nuevo en un momento.');
      const pdf = await renderReceiptPdf({
        ...parties!,
        method: payment.method,
        folio: payment.folio,
        contractNumber: payment.number,
        vehicle: payment.vehicle,
        amount: Number(payment.amount_cents),
        authorization: payment.authorization_code ?? '',
        bankMessage: payment.bank_message ?? '',
        paidAt: new Date(payment.decided_at!).toISOString(),
        application: stored.application,
      });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="recibo-${payment.folio}.pdf"`)
        .send(pdf);
    },
  );
};
