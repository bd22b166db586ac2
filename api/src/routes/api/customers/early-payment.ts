import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTRACT_PLAN_NAMES,
  ContractParamsSchema,
  ContributionRequestSchema,
  ContributionSimulationSchema,
  EarlyPaymentRequestSchema,
  PayoffQuoteSchema,
  PayoffRequestSchema,
  RequestReceiptSchema,
} from '@fvc/shared/contracts';
import { formatMxn } from '@fvc/shared/finance';
import { AppError } from '../../../app-error';
import { businessToday } from '../../../customer-data/business-date';
import { findCustomerContact } from '../../../customer-data/customer-profile';
import { contributionSimulation, earlyPaymentBasis, payoffQuote } from '../../../customer-data/early-payment-basis';
import { nextFolio } from '../../../customer-data/folio';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { composeRequestMails } from './request-mail';
import { notFound } from './not-found';

const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

export const earlyPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function basisFor(customerId: string, contractId: string, today: string) {
    const basis = await earlyPaymentBasis(app.db, customerId, contractId, today);
    if (!basis) throw notFound('contract');
    return basis;
  }

  app.post(
    '/contracts/:id/capital-contribution/simulation',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'simulateMyCapitalContribution',
        summary: 'Simular una aportación a capital',
        description: 'SPEC §9: de al menos tres mensualidades; el plazo se acorta y la mensualidad se mantiene. Calculado con el mismo motor que el navegador.',
        params: ContractParamsSchema,
        body: ContributionRequestSchema,
        response: { 200: ContributionSimulationSchema, ...errorResponses(400, 401, 404, 422, 429, 500) },
      },
    },
    async (request) => {
      const basis = await basisFor(request.customerId, request.params.id, businessToday());
      return contributionSimulation(basis, request.body.amount);
    },
  );

  app.post(
    '/contracts/:id/payoff-quote',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'quoteMyPayoff',
        summary: 'Monto para liquidar',
        description: 'Capital pendiente, intereses del último vencimiento a la fecha elegida (actual/360) y su IVA, más lo vencido y las comisiones sin pagar.',
        params: ContractParamsSchema,
        body: PayoffRequestSchema,
        response: { 200: PayoffQuoteSchema, ...errorResponses(400, 401, 404, 422, 429, 500) },
      },
    },
    async (request) => {
      const today = businessToday();
      const basis = await basisFor(request.customerId, request.params.id, today);
      return payoffQuote(basis, request.body.asOf, today);
    },
  );

  app.post(
    '/contracts/:id/early-payment-requests',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'requestMyEarlyPayment',
        summary: 'Solicitar una aportación a capital o la liquidación',
        description:
          'Recalcula la simulación, guarda la solicitud con un folio y la envía por correo a atención a clientes (con copia al cliente), en una sola transacción.',
        params: ContractParamsSchema,
        body: EarlyPaymentRequestSchema,
        response: { 201: RequestReceiptSchema, ...errorResponses(400, 401, 404, 422, 429, 500) },
      },
    },
    async (request, reply) => {
      const today = businessToday();
      const { kind, amount, asOf, message } = request.body;
      const basis = await basisFor(request.customerId, request.params.id, today);
      const missing = (field: 'amount' | 'asOf', text: string) => new AppError(400, 'VALIDATION_ERROR', text, { [field]: text });
      let details: Record<string, unknown>;
      let summary: Array<[string, string]>;
      if (kind === 'capital_contribution') {
        if (amount === undefined) throw missing('amount', 'Escribe el monto de la aportación.');
        const simulation = contributionSimulation(basis, amount);
        details = { simulation };
        summary = [
          ['Aportación', formatMxn(simulation.amount)],
          ['Mensualidad (sin IVA, se mantiene)', formatMxn(simulation.installment)],
          ['Plazo restante', `${simulation.termBefore} → ${simulation.termAfter} meses`],
          ['Intereses que se ahorran', formatMxn(simulation.interestSaved)],
          ['Nuevo último pago', dayFirst(simulation.newEndDate)],
        ];
      } else {
        if (asOf === undefined) throw missing('asOf', 'Elige la fecha en que quieres liquidar.');
        const payoff = payoffQuote(basis, asOf, today);
        details = { payoff };
        summary = [
          ['Fecha de liquidación', dayFirst(payoff.asOf)],
          ['Capital pendiente', formatMxn(payoff.principal)],
          ['Intereses e IVA a la fecha', formatMxn(payoff.accruedInterest + payoff.accruedIva)],
          ['Vencido y comisiones', formatMxn(payoff.overdueInterest + payoff.overdueIva + payoff.fees)],
          ...(payoff.paidOnAccount > 0 ? [['Pagos ya recibidos a cuenta', formatMxn(-payoff.paidOnAccount)] as [string, string]] : []),
          ['Total para liquidar', formatMxn(payoff.total)],
        ];
      }
      const customer = await findCustomerContact(app.db, request.customerId);
      if (!customer) throw notFound('contract');
      const receipt = await app.db.transaction(async (tx) => {
        const folio = await nextFolio(tx, 'SOL');
        const [row] = await tx.query<{ id: string; created_at: Date }>(
          `insert into customer_requests (customer_id, contract_id, kind, folio, amount_cents, as_of, message, details)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, created_at`,
          [request.customerId, basis.card.id, kind, folio, amount ?? null, asOf ?? null, message?.trim() || null, JSON.stringify(details)],
        );
        const [company] = await tx.query<{ email: string }>('select email from company where id = 1');
        const title = kind === 'capital_contribution' ? 'Aportación a capital' : 'Liquidación anticipada';
        const mails = composeRequestMails({
          folio,
          title,
          customer,
          contract: `${basis.card.number} (${CONTRACT_PLAN_NAMES[basis.card.plan]}, ${basis.card.vehicle})`,
          summary,
          message: message?.trim(),
        });
        await enqueueMail(tx, { kind: 'customer-request', to: company!.email, replyTo: customer.email, ...mails.toStaff });
        await enqueueMail(tx, { kind: 'customer-request-copy', to: customer.email, ...mails.toCustomer });
        return { id: row!.id, folio, createdAt: new Date(row!.created_at).toISOString() };
      });
      app.mail.enqueued();
      return reply.status(201).send(receipt);
    },
  );
};
