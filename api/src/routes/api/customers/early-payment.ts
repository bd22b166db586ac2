import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTRACT_PLAN_NAMES,
  ContractParamsSchema,
  ContributionRequestSchema,
  ContributionSimulationSchema,
  DocumentParamsSchema,
  EarlyPaymentRequestSchema,
  PayoffLetterSchema,
  PayoffQuoteSchema,
  PayoffRequestSchema,
  RequestReceiptSchema,
  type PayoffQuote,
} from '@fvc/shared/contracts';
import { formatMxn } from '@fvc/shared/finance';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { businessToday } from '../../../customer-data/business-date';
import { findCustomerContact } from '../../../customer-data/customer-profile';
import { documentParties } from '../../../customer-data/documents';
import { renderPayoffLetterPdf } from '../../../customer-documents/payoff-letter-pdf';
import { termInWords } from '../../../ledger/term-in-words';
import { loadQuoteCompany } from '../../../content-data/quote-parties';
import { contributionSimulation, earlyPaymentBasis, payoffQuote } from '../../../customer-data/early-payment-basis';
import { nextFolio } from '../../../customer-data/folio';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { customerLedger } from '../../../ledger/ledger-store';
import { payoffSummary } from '../../../ledger/payoff-lines';
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
        description:
          'Capital pendiente, intereses desde la fecha hasta la que se cargaron (actual/360) y su IVA, más lo cargado y sin pagar y las comisiones; lo pagado por adelantado no se vuelve a cobrar (decisión 0042).',
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
    '/contracts/:id/payoff-letters',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'issueMyPayoffLetter',
        summary: 'Emitir una carta de liquidación',
        description:
          'Guarda con un folio el monto que liquida el contrato en la fecha elegida (el mismo de la cotización de liquidación), válido hasta esa fecha; su PDF dice cómo pagarlo y a quién acudir (UNE, CONDUSEF).',
        params: ContractParamsSchema,
        body: PayoffRequestSchema,
        response: { 201: PayoffLetterSchema, ...errorResponses(400, 401, 404, 422, 429, 500) },
      },
    },
    async (request, reply) => {
      const today = businessToday();
      const basis = await basisFor(request.customerId, request.params.id, today);
      const payoff = payoffQuote(basis, request.body.asOf, today);
      const letter = await app.db.transaction(async (tx) => {
        const folio = await nextFolio(tx, 'LIQ');
        const [row] = await tx.query<{ id: string; created_at: Date }>(
          `insert into payoff_letters (customer_id, contract_id, folio, as_of, valid_until, total_cents, breakdown)
           values ($1, $2, $3, $4, $4, $5, $6) returning id, created_at`,
          [request.customerId, basis.card.id, folio, payoff.asOf, payoff.total, JSON.stringify(payoff)],
        );
        return { id: row!.id, folio, asOf: payoff.asOf, validUntil: payoff.asOf, total: payoff.total, createdAt: new Date(row!.created_at).toISOString() };
      });
      return reply.status(201).send(letter);
    },
  );

  app.get(
    '/payoff-letters/:id/pdf',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'downloadMyPayoffLetter',
        summary: 'Carta de liquidación (PDF)',
        params: DocumentParamsSchema,
        response: { 200: Type.String({ description: 'application/pdf' }), ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const [letter] = await app.db.query<{ folio: string; contract_id: string; as_of: string; valid_until: string; total_cents: string; breakdown: PayoffQuote; created_at: Date }>(
        `select folio, contract_id, as_of::text as as_of, valid_until::text as valid_until, total_cents, breakdown, created_at
           from payoff_letters where id = $1 and customer_id = $2`,
        [request.params.id, request.customerId],
      );
      if (!letter) throw new AppError(404, 'NOT_FOUND', 'No encontramos esa carta de liquidación en tu cuenta.');
      const [contract, parties, company] = await Promise.all([
        customerLedger(app.db, request.customerId, letter.contract_id),
        documentParties(app.db, request.customerId),
        loadQuoteCompany(app.db),
      ]);
      if (!contract || !parties) throw notFound('contract');
      const pdf = await renderPayoffLetterPdf({
        company: parties.company,
        contacts: { une: company.une, condusef: company.condusef, buroUrl: company.buroUrl },
        regulatorLegend: company.regulatorLegend,
        customer: parties.customer,
        folio: letter.folio,
        issuedAt: new Date(letter.created_at).toISOString(),
        contract: {
          number: contract.number,
          vehicle: contract.vehicle,
          planLabel: CONTRACT_PLAN_NAMES[contract.plan],
          term: termInWords(contract),
          startDate: contract.startDate ?? letter.as_of,
          speiReference: contract.speiReference,
        },
        asOf: letter.as_of,
        validUntil: letter.valid_until,
        lines: payoffSummary(letter.breakdown, contract.plan),
        total: Number(letter.total_cents),
      });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="carta-liquidacion-${letter.folio}.pdf"`)
        .send(pdf);
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
        summary = payoffSummary(payoff, basis.card.plan);
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
