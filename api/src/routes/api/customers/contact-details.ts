import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailChangeConfirmSchema, EmailChangePendingSchema, EmailChangeRequestSchema, UpdateContactRequestSchema } from '@fvc/shared/contracts';
import { Type } from 'typebox';
import { AppError } from '../../../app-error';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import { codeCheckError } from '../../../auth/code-check-errors';
import { emailChangeCodeMail, emailChangedMail } from '../../../auth/auth-mail';
import { createEmailChangeCodes } from '../../../auth/email-change';
import { requireRecentStepUp } from '../../../auth/step-up';
import { findCustomerContact, updateCustomerDetails } from '../../../customer-data/customer-profile';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';

const UNAUTHENTICATED = () => new AppError(401, 'UNAUTHENTICATED', 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.');

/**
 * Issue #69: the customer keeps their own contact data. Phone and fiscal address are saved as
 * typed; the sign-in e-mail changes only with the password confirmed in the last minutes (step-up)
 * and the code sent to the new address typed, and the old address is told. Every change is in the
 * audit trail.
 */
export const contactDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const codes = createEmailChangeCodes(app.auth.keyFor('email-change-codes'));

  app.put(
    '/contact',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'updateMyContact',
        summary: 'Actualizar mi teléfono y domicilio',
        description: 'Guarda el teléfono y el domicilio fiscal del cliente de la sesión (el de sus facturas). Queda en la bitácora.',
        body: UpdateContactRequestSchema,
        response: { 204: Type.Null({ description: 'Guardado.' }), ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      const changed = await app.db.transaction(async (tx) => {
        const fields = await updateCustomerDetails(tx, request.customerId, request.body);
        if (fields.length > 0) await recordAuthEvent(tx, 'contact_changed', clientOf(request), request.session.accountId, { fields: fields.join(',') });
        return fields;
      });
      request.log.info({ changed }, 'datos de contacto');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email-change',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'requestEmailChange',
        summary: 'Cambiar mi correo: enviar el código al nuevo',
        description:
          'Pide la contraseña confirmada en los últimos 5 minutos (`POST /api/auth/step-up`; si no, 403 STEP_UP_REQUIRED). Envía un código de 6 dígitos al correo nuevo; el cambio se hace al escribirlo.',
        body: EmailChangeRequestSchema,
        response: { 202: EmailChangePendingSchema, ...errorResponses(400, 401, 403, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      await requireRecentStepUp(app.db, request.session.sessionId);
      const newEmail = request.body.email.trim().toLowerCase();
      const contact = await findCustomerContact(app.db, request.customerId);
      if (!contact) throw UNAUTHENTICATED();
      if (newEmail === contact.email.toLowerCase()) {
        const message = 'Ese ya es tu correo.';
        throw new AppError(400, 'VALIDATION_ERROR', message, { email: message });
      }
      const [taken] = await app.db.query('select 1 from customer_accounts where lower(email) = $1', [newEmail]);
      if (taken) throw new AppError(409, 'EMAIL_IN_USE', 'Ese correo ya se usa en otra cuenta del portal. Escribe otro.', { email: 'Ese correo ya se usa en otra cuenta del portal.' });
      await app.forms.count(request, reply, [[app.forms.limits.emailChangeCodesPerCustomer, request.customerId]]);
      const { expiresAt } = await app.db.transaction(async (tx) => {
        const issued = await codes.issue(tx, request.session.accountId, newEmail);
        await enqueueMail(tx, { kind: 'email-change-code', to: newEmail, ...emailChangeCodeMail(contact.name, issued.code) });
        await recordAuthEvent(tx, 'email_change_requested', clientOf(request), request.session.accountId);
        return issued;
      });
      app.mail.enqueued();
      return reply.status(202).send({ pendingEmail: newEmail, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/email-change/confirm',
    {
      schema: {
        tags: ['clientes'],
        operationId: 'confirmEmailChange',
        summary: 'Cambiar mi correo: confirmar con el código',
        description: 'Con el código que llegó al correo nuevo, este pasa a ser el de la cuenta; se avisa al anterior. 5 intentos por código.',
        body: EmailChangeConfirmSchema,
        response: { 200: Type.Object({ email: Type.String() }), ...errorResponses(400, 401, 404, 409, 410, 429, 500) },
      },
    },
    async (request) => {
      const contact = await findCustomerContact(app.db, request.customerId);
      if (!contact) throw UNAUTHENTICATED();
      const outcome = await app.db.transaction(async (tx) => {
        const check = await codes.check(tx, request.session.accountId, request.body.code);
        if (check.kind !== 'ok') {
          await recordAuthEvent(tx, 'email_change_code_failed', clientOf(request), request.session.accountId, { result: check.kind });
          return check;
        }
        const [taken] = await tx.query('select 1 from customer_accounts where lower(email) = $1 and id <> $2', [check.newEmail, request.session.accountId]);
        if (taken) return { kind: 'taken' as const };
        await tx.query('update customer_accounts set email = $2 where id = $1', [request.session.accountId, check.newEmail]);
        await tx.query('update customers set contact_email = $2 where id = $1', [request.customerId, check.newEmail]);
        await enqueueMail(tx, { kind: 'email-changed', to: contact.email, ...emailChangedMail(contact.name, check.newEmail) });
        await recordAuthEvent(tx, 'email_changed', clientOf(request), request.session.accountId);
        return check;
      });
      if (outcome.kind === 'taken') throw new AppError(409, 'EMAIL_IN_USE', 'Ese correo ya se usa en otra cuenta del portal. Escribe otro.');
      // A wrong code is a 400 whose count must stay: answered after the transaction commits.
      if (outcome.kind !== 'ok') {
        throw codeCheckError(outcome, () => new AppError(404, 'NOT_PENDING', 'No hay un cambio de correo pendiente. Escribe el correo nuevo para recibir un código.'));
      }
      app.mail.enqueued();
      return { email: outcome.newEmail };
    },
  );
};
