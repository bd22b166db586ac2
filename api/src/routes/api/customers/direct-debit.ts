import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  ConfirmMandateRequestSchema,
  CreateMandateRequestSchema,
  DebitMandateListSchema,
  DebitMandateSchema,
  MandateCodeSentSchema,
  MandateParamsSchema,
} from '@fvc/shared/contracts';
import { checkClabe, mandateText, maskedClabe } from '@fvc/shared/contracts/rules';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { maskEmail } from '../../../auth/auth-mail';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import { codeCheckError } from '../../../auth/code-check-errors';
import { businessToday } from '../../../customer-data/business-date';
import { findContractCard } from '../../../customer-data/contracts';
import { findCustomerContact } from '../../../customer-data/customer-profile';
import { documentParties } from '../../../customer-data/documents';
import { nextFolio } from '../../../customer-data/folio';
import { mandateActiveMail, mandateCancelledMail, mandateCodeMail } from '../../../direct-debit/mandate-mail';
import { renderMandatePdf } from '../../../direct-debit/mandate-pdf';
import { createMandateCodes, findMandate, listMandates, liveMandateOf, toMandate } from '../../../direct-debit/mandates';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { notFound } from './not-found';

/** A name on a bank account: letters, spaces and the punctuation of company names. */
const HOLDER_NAME = /^[\p{L}\p{M}\p{N} .,&'-]{2,}$/u;

const mandateNotFound = () => new AppError(404, 'NOT_FOUND', 'No encontramos esa domiciliación en tu cuenta.');

/**
 * Domiciliación (issue #70): the customer enrolls a contract's payments for direct debit to a
 * CLABE, accepts the mandate with a code e-mailed to them, downloads it, and cancels it whenever
 * they like. The debits themselves are sent by the job "cobros" (direct-debit/create-due-charges.ts).
 */
export const directDebitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const codes = createMandateCodes(app.auth.keyFor('mandate-codes'));

  app.get(
    '/direct-debit/mandates',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'listMyMandates',
        summary: 'Mis domiciliaciones',
        response: { 200: DebitMandateListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { mandates: (await listMandates(app.db, request.customerId)).map(toMandate) };
    },
  );

  app.post(
    '/direct-debit/mandates',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'requestMandate',
        summary: 'Domiciliar los pagos de un contrato',
        description:
          'Valida la CLABE (18 dígitos, dígito verificador y banco del catálogo), registra la domiciliación pendiente con el texto que el cliente acepta y envía un código a su correo. Una solicitud pendiente anterior del mismo contrato se reemplaza; si el contrato ya está domiciliado, 409.',
        body: CreateMandateRequestSchema,
        response: { 201: MandateCodeSentSchema, ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const { contractId, clabe: typed, holderName: typedHolder } = request.body;
      const contract = await findContractCard(app.db, request.customerId, contractId, businessToday());
      if (!contract) throw notFound('contract');
      const clabe = checkClabe(typed);
      const holderName = typedHolder.trim().replace(/\s+/g, ' ');
      const problems: Record<string, string> = {};
      if (!clabe.ok) problems.clabe = clabe.message;
      if (!HOLDER_NAME.test(holderName)) problems.holderName = 'Escribe el nombre del titular como aparece en tu banco.';
      if (!clabe.ok || Object.keys(problems).length > 0) throw new AppError(400, 'VALIDATION_ERROR', Object.values(problems)[0]!, problems);
      if (contract.standing === 'settled') throw new AppError(409, 'CONTRACT_SETTLED', 'Este contrato ya está liquidado: no hay pagos que domiciliar.');
      const live = await liveMandateOf(app.db, contract.id);
      if (live?.status === 'active') {
        throw new AppError(409, 'MANDATE_EXISTS', `Este contrato ya se carga a tu cuenta ${live.bank_name} ${maskedClabe(live.clabe)}. Cancela esa domiciliación para registrar otra cuenta.`);
      }
      await app.forms.count(request, reply, [[app.forms.limits.mandateCodesPerCustomer, request.customerId]]);
      const [parties, contact] = await Promise.all([documentParties(app.db, request.customerId), findCustomerContact(app.db, request.customerId)]);
      if (!parties || !contact) throw notFound('contract');

      const created = await app.db.transaction(async (tx) => {
        if (live) {
          await tx.query(`update debit_mandates set status = 'cancelled', cancelled_at = now(), cancelled_by = 'customer' where id = $1 and status = 'pending'`, [live.id]);
        }
        const folio = await nextFolio(tx, 'DOM');
        const accepted = mandateText({ contractNumber: contract.number, bankName: clabe.bankName, accountLast4: clabe.clabe.slice(-4), holderName, companyName: parties.company.legalName });
        const [row] = await tx.query<{ id: string }>(
          `insert into debit_mandates (folio, customer_id, contract_id, clabe, bank_name, holder_name, accepted_text)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [folio, request.customerId, contract.id, clabe.clabe, clabe.bankName, holderName, accepted],
        );
        const { code, expiresAt } = await codes.issue(tx, row!.id);
        await enqueueMail(tx, { kind: 'mandate-code', to: contact.email, ...mandateCodeMail(contact.name, code, contract.number, clabe.bankName, clabe.clabe.slice(-4)) });
        await recordAuthEvent(tx, 'mandate_requested', clientOf(request), request.session.accountId, { contract: contract.number, bank: clabe.bankCode });
        return { id: row!.id, expiresAt };
      });
      app.mail.enqueued();
      const mandate = await findMandate(app.db, request.customerId, created.id);
      return reply.status(201).send({ mandate: toMandate(mandate!), codeSentTo: maskEmail(contact.email), codeExpiresAt: created.expiresAt.toISOString() });
    },
  );

  app.post(
    '/direct-debit/mandates/:id/code',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'resendMandateCode',
        summary: 'Enviar otro código para aceptar la domiciliación',
        params: MandateParamsSchema,
        response: { 200: MandateCodeSentSchema, ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const mandate = await findMandate(app.db, request.customerId, request.params.id);
      if (!mandate) throw mandateNotFound();
      if (mandate.status !== 'pending') throw new AppError(409, 'NOT_PENDING', 'Esta domiciliación ya no espera un código.');
      await app.forms.count(request, reply, [[app.forms.limits.mandateCodesPerCustomer, request.customerId]]);
      const contact = await findCustomerContact(app.db, request.customerId);
      if (!contact) throw mandateNotFound();
      const { expiresAt } = await app.db.transaction(async (tx) => {
        const issued = await codes.issue(tx, mandate.id);
        await enqueueMail(tx, { kind: 'mandate-code', to: contact.email, ...mandateCodeMail(contact.name, issued.code, mandate.number, mandate.bank_name, mandate.clabe.slice(-4)) });
        return issued;
      });
      app.mail.enqueued();
      return { mandate: toMandate(mandate), codeSentTo: maskEmail(contact.email), codeExpiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/direct-debit/mandates/:id/accept',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'acceptMandate',
        summary: 'Aceptar la domiciliación con el código del correo',
        description: 'Con el código correcto la domiciliación queda activa: se guarda la aceptación (fecha, IP y texto) y se envía el PDF por correo. 5 intentos por código.',
        params: MandateParamsSchema,
        body: ConfirmMandateRequestSchema,
        response: { 200: DebitMandateSchema, ...errorResponses(400, 401, 404, 409, 410, 429, 500) },
      },
    },
    async (request) => {
      const mandate = await findMandate(app.db, request.customerId, request.params.id);
      if (!mandate) throw mandateNotFound();
      const [parties, contact] = await Promise.all([documentParties(app.db, request.customerId), findCustomerContact(app.db, request.customerId)]);
      const outcome = await app.db.transaction(async (tx) => {
        const check = await codes.check(tx, mandate.id, request.body.code);
        if (check.kind !== 'ok') {
          await recordAuthEvent(tx, 'mandate_code_failed', clientOf(request), request.session.accountId, { result: check.kind });
          return check;
        }
        await tx.query(
          `update debit_mandates set status = 'active', accepted_at = now(), accepted_ip = $2, code_hash = null where id = $1 and status = 'pending'`,
          [mandate.id, request.ip],
        );
        await recordAuthEvent(tx, 'mandate_accepted', clientOf(request), request.session.accountId, { folio: mandate.folio });
        if (parties && contact) {
          const pdf = await renderMandatePdf({
            ...parties,
            folio: mandate.folio,
            contractNumber: mandate.number,
            bankName: mandate.bank_name,
            clabe: mandate.clabe,
            holderName: mandate.holder_name,
            acceptedAt: new Date().toISOString(),
            acceptedText: mandate.accepted_text ?? '',
            cancelledAt: null,
          });
          await enqueueMail(tx, {
            kind: 'mandate-active',
            to: contact.email,
            ...mandateActiveMail(contact.name, mandate.folio, mandate.number, mandate.bank_name, mandate.clabe.slice(-4)),
            attachments: [{ filename: `domiciliacion-${mandate.folio}.pdf`, contentType: 'application/pdf', content: pdf }],
          });
        }
        return check;
      });
      // A wrong code is a 400 whose count must stay: it is answered after the transaction commits.
      if (outcome.kind !== 'ok') throw codeCheckError(outcome, () => new AppError(409, 'NOT_PENDING', 'Esta domiciliación ya no espera un código.'));
      app.mail.enqueued();
      return toMandate((await findMandate(app.db, request.customerId, mandate.id))!);
    },
  );

  app.post(
    '/direct-debit/mandates/:id/cancel',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'cancelMandate',
        summary: 'Cancelar una domiciliación',
        description: 'Deja de enviar cargos a la cuenta desde ahora: un cargo creado y aún no enviado al banco se cancela también; uno ya enviado sigue su curso.',
        params: MandateParamsSchema,
        response: { 200: DebitMandateSchema, ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request) => {
      const mandate = await findMandate(app.db, request.customerId, request.params.id);
      if (!mandate) throw mandateNotFound();
      if (mandate.status === 'cancelled') throw new AppError(409, 'ALREADY_CANCELLED', 'Esta domiciliación ya estaba cancelada.');
      const contact = await findCustomerContact(app.db, request.customerId);
      await app.db.transaction(async (tx) => {
        const [cancelled] = await tx.query<{ id: string }>(
          `update debit_mandates set status = 'cancelled', cancelled_at = now(), cancelled_by = 'customer', code_hash = null
            where id = $1 and status <> 'cancelled' returning id`,
          [mandate.id],
        );
        if (!cancelled) return;
        // Effective for what the bank has not received yet.
        await tx.query(
          `update payments set status = 'expired', decided_by = 'expiry', decided_at = now(), bank_message = 'Domiciliación cancelada antes de enviar el cargo.'
            where mandate_id = $1 and status = 'pending' and sent_at is null`,
          [mandate.id],
        );
        await recordAuthEvent(tx, 'mandate_cancelled', clientOf(request), request.session.accountId, { folio: mandate.folio });
        if (contact && mandate.status === 'active') {
          await enqueueMail(tx, { kind: 'mandate-cancelled', to: contact.email, ...mandateCancelledMail(contact.name, mandate.folio, mandate.number) });
        }
      });
      app.mail.enqueued();
      return toMandate((await findMandate(app.db, request.customerId, mandate.id))!);
    },
  );

  app.get(
    '/direct-debit/mandates/:id/pdf',
    {
      schema: {
        tags: ['pagos'],
        operationId: 'downloadMandate',
        summary: 'La autorización de domiciliación aceptada (PDF)',
        params: MandateParamsSchema,
        response: { 200: Type.String({ description: 'application/pdf' }), ...errorResponses(400, 401, 404, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const mandate = await findMandate(app.db, request.customerId, request.params.id);
      if (!mandate) throw mandateNotFound();
      if (!mandate.accepted_at) throw new AppError(409, 'NOT_ACCEPTED', 'Esta domiciliación no se aceptó: no tiene documento.');
      const parties = await documentParties(app.db, request.customerId);
      const pdf = await renderMandatePdf({
        ...parties!,
        folio: mandate.folio,
        contractNumber: mandate.number,
        bankName: mandate.bank_name,
        clabe: mandate.clabe,
        holderName: mandate.holder_name,
        acceptedAt: new Date(mandate.accepted_at).toISOString(),
        acceptedText: mandate.accepted_text ?? '',
        cancelledAt: mandate.cancelled_at ? new Date(mandate.cancelled_at).toISOString() : null,
      });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="domiciliacion-${mandate.folio}.pdf"`)
        .send(pdf);
    },
  );
};
