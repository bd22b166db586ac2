import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateScheduledPaymentRequestSchema,
  PaymentIdempotencyHeadersSchema,
  ScheduledParamsSchema,
  ScheduledPaymentCreatedSchema,
  ScheduledPaymentListSchema,
  ScheduledPaymentSchema,
  UpdateScheduledPaymentRequestSchema,
} from '@fvc/shared/contracts';
import { scheduleAmountProblem, scheduleDateProblem, scheduleStillEditable } from '@fvc/shared/contracts/rules';
import { AppError } from '../../../app-error';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import { businessToday, isoDate } from '../../../customer-data/business-date';
import { findContractCard } from '../../../customer-data/contracts';
import { liveMandateOf } from '../../../direct-debit/mandates';
import {
  cardRegistrationForm,
  findScheduled,
  findScheduledByKey,
  listScheduled,
  toScheduled,
  type ScheduledRow,
} from '../../../scheduled-payments/scheduled-payments';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';

const scheduledNotFound = () => new AppError(404, 'NOT_FOUND', 'No encontramos ese pago programado en tu cuenta.');

/** The date and amount rules, with the same words as the form; 400 with both fields' messages. */
function checkSchedule(payOn: string, amount: number, balance: number, today: string): void {
  const fields: Record<string, string> = {};
  const dateProblem = scheduleDateProblem(payOn, today);
  const amountProblem = scheduleAmountProblem(amount, balance);
  if (dateProblem) fields.payOn = dateProblem;
  if (amountProblem) fields.amount = amountProblem;
  if (dateProblem || amountProblem) throw new AppError(400, 'VALIDATION_ERROR', (dateProblem ?? amountProblem)!, fields);
}

/**
 * Scheduled payments (issue #70): one payment on a chosen date, by the contract's direct debit or
 * by a card the bank keeps for it (registered once on the bank's page; the API gets a token, never
 * the card). Changed or cancelled until the day before; sent by the job "cobros" on the day.
 */
export const scheduledPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.payments;

  app.get(
    '/scheduled-payments',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'listMyScheduledPayments',
        summary: 'Mis pagos programados',
        response: { 200: ScheduledPaymentListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const today = businessToday();
      reply.header('Cache-Control', 'private, no-store');
      return { scheduled: (await listScheduled(app.db, request.customerId)).map((row) => toScheduled(row, today)) };
    },
  );

  app.post(
    '/scheduled-payments',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'schedulePayment',
        summary: 'Programar un pago',
        description:
          'Desde mañana y hasta 90 días; de $100.00 hasta el saldo. Por domiciliación (el contrato debe estar domiciliado) o con una tarjeta que guarda el banco: la respuesta trae el formulario de su página para registrarla (no se cobra nada ahora). La misma `Idempotency-Key` devuelve el mismo pago programado.',
        headers: PaymentIdempotencyHeadersSchema,
        body: CreateScheduledPaymentRequestSchema,
        response: { 201: ScheduledPaymentCreatedSchema, 200: ScheduledPaymentCreatedSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 500) },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { contractId, method, amount, payOn } = request.body;
      const today = businessToday();
      const answer = (row: ScheduledRow) => ({
        scheduled: toScheduled(row, today),
        gateway: row.status === 'card-pending' ? cardRegistrationForm(config, { id: row.id, number: row.number }) : null,
      });
      const existing = await findScheduledByKey(app.db, request.customerId, key);
      if (existing) {
        if (existing.contract_id !== contractId || existing.method !== method || Number(existing.amount_cents) !== amount || isoDate(existing.pay_on) !== payOn) {
          throw new AppError(422, 'IDEMPOTENCY_MISMATCH', 'Esa clave ya se usó para otro pago programado. Recarga la página e intenta de nuevo.');
        }
        return reply.status(200).send(answer(existing));
      }
      const contract = await findContractCard(app.db, request.customerId, contractId, today);
      if (!contract) throw notFound('contract');
      if (contract.standing === 'settled') throw new AppError(409, 'CONTRACT_SETTLED', 'Este contrato ya está liquidado: no hay pagos que programar.');
      checkSchedule(payOn, amount, contract.balance, today);
      if (method === 'debit' && (await liveMandateOf(app.db, contract.id))?.status !== 'active') {
        throw new AppError(409, 'NO_MANDATE', 'Para programar un pago domiciliado, primero domicilia este contrato (Pagar → Domiciliación), o prográmalo con tarjeta.');
      }
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `insert into scheduled_payments (customer_id, contract_id, method, amount_cents, pay_on, status, idempotency_key)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (customer_id, idempotency_key) do nothing returning id`,
          [request.customerId, contract.id, method, amount, payOn, method === 'card' ? 'card-pending' : 'scheduled', key],
        );
        if (row) await recordAuthEvent(tx, 'payment_scheduled', clientOf(request), request.session.accountId, { contract: contract.number, method, payOn, amount });
        return row?.id ?? null;
      });
      const row = id ? await findScheduled(app.db, request.customerId, id) : await findScheduledByKey(app.db, request.customerId, key);
      reply.header('Cache-Control', 'no-store');
      return reply.status(id ? 201 : 200).send(answer(row!));
    },
  );

  app.put(
    '/scheduled-payments/:id',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'changeScheduledPayment',
        summary: 'Cambiar la fecha o el monto de un pago programado',
        description: 'Hasta el día anterior a su fecha; después, 409.',
        params: ScheduledParamsSchema,
        body: UpdateScheduledPaymentRequestSchema,
        response: { 200: ScheduledPaymentSchema, ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request) => {
      const today = businessToday();
      const scheduled = await findScheduled(app.db, request.customerId, request.params.id);
      if (!scheduled) throw scheduledNotFound();
      const open = scheduled.status === 'scheduled' || scheduled.status === 'card-pending';
      if (!open || !scheduleStillEditable(isoDate(scheduled.pay_on)!, today)) {
        throw new AppError(409, 'NOT_EDITABLE', 'Este pago ya no se puede cambiar: se cambia o cancela hasta el día anterior a su fecha.');
      }
      const contract = await findContractCard(app.db, request.customerId, scheduled.contract_id, today);
      checkSchedule(request.body.payOn, request.body.amount, contract?.balance ?? 0, today);
      await app.db.transaction(async (tx) => {
        await tx.query(
          `update scheduled_payments set amount_cents = $2, pay_on = $3, updated_at = now() where id = $1 and status in ('scheduled', 'card-pending') and pay_on > $4::date`,
          [scheduled.id, request.body.amount, request.body.payOn, today],
        );
        await recordAuthEvent(tx, 'scheduled_payment_changed', clientOf(request), request.session.accountId, { payOn: request.body.payOn, amount: request.body.amount });
      });
      return toScheduled((await findScheduled(app.db, request.customerId, scheduled.id))!, today);
    },
  );

  app.post(
    '/scheduled-payments/:id/cancel',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'cancelScheduledPayment',
        summary: 'Cancelar un pago programado',
        description: 'Hasta el día anterior a su fecha; después, 409.',
        params: ScheduledParamsSchema,
        response: { 200: ScheduledPaymentSchema, ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request) => {
      const today = businessToday();
      const scheduled = await findScheduled(app.db, request.customerId, request.params.id);
      if (!scheduled) throw scheduledNotFound();
      const cancelled = await app.db.transaction(async (tx) => {
        const rows = await tx.query(
          `update scheduled_payments set status = 'cancelled', updated_at = now() where id = $1 and status in ('scheduled', 'card-pending') and pay_on > $2::date returning id`,
          [scheduled.id, today],
        );
        if (rows.length > 0) await recordAuthEvent(tx, 'scheduled_payment_cancelled', clientOf(request), request.session.accountId, { payOn: isoDate(scheduled.pay_on)! });
        return rows.length > 0;
      });
      if (!cancelled) throw new AppError(409, 'NOT_EDITABLE', 'Este pago ya no se puede cancelar: se cambia o cancela hasta el día anterior a su fecha.');
      return toScheduled((await findScheduled(app.db, request.customerId, scheduled.id))!, today);
    },
  );
};
