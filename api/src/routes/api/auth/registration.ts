import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCESS_MESSAGES,
  AcceptedResponseSchema,
  CONTRACT_NUMBER_PATTERN,
  ConfirmEmailResponseSchema,
  RegisterRequestSchema,
  TokenRequestSchema,
  isValidRfc,
  normalizeContractNumber,
  normalizeRfc,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { consumeAccountToken, issueAccountToken } from '../../../auth/accounts';
import { alreadyRegisteredMail, confirmEmailMail } from '../../../auth/auth-mail';
import { recordAuthEvent } from '../../../auth/audit';
import { hashPassword } from '../../../auth/password';
import { passwordProblem, siteWords } from '../../../auth/password-policy';
import { waitUntilElapsed } from '../../../auth/response-floor';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { clientOf, countAttempt, countedAttempt, siteLink } from './auth-helpers';

/** Every registration takes at least this long, whatever the data matched (argon2 fits inside). */
const REGISTER_FLOOR_MS = 400;
const CONTRACT_NUMBER = new RegExp(CONTRACT_NUMBER_PATTERN);
export const LINK_INVALID_MESSAGE = 'El enlace no es válido, ya se usó o venció.';

interface PendingAccountRow {
  id: string;
  customer_id: string;
  email: string;
  verified: boolean;
}

export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limits } = app.auth;

  app.post(
    '/register',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'register',
        summary: 'Registrarse',
        description:
          'Crea la cuenta en línea de un cliente que prueba su identidad con un número de contrato y el RFC del mismo titular, y envía el enlace de confirmación (24 horas, un solo uso). La respuesta es la misma, y tarda lo mismo, coincidan o no los datos y exista o no el correo: nunca revela qué contratos o correos existen.',
        security: [],
        body: RegisterRequestSchema,
        response: {
          202: AcceptedResponseSchema,
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const contractNumber = normalizeContractNumber(request.body.contractNumber);
      const rfc = normalizeRfc(request.body.rfc);
      const email = request.body.email.trim().toLowerCase();

      const fields: Record<string, string> = {};
      if (!CONTRACT_NUMBER.test(contractNumber)) fields.contractNumber = ACCESS_MESSAGES.contractNumber;
      if (!isValidRfc(rfc)) fields.rfc = ACCESS_MESSAGES.rfc;
      const weak = passwordProblem(request.body.password, [email, rfc, contractNumber], await siteWords(app.db));
      if (weak) fields.password = weak;
      const firstProblem = Object.values(fields)[0];
      if (firstProblem) throw new AppError(400, 'VALIDATION_ERROR', firstProblem, fields);

      await countAttempt(app, request, reply, [
        [limits.registerPerIp, request.ip],
        [limits.registerPerContract, contractNumber],
      ]);
      const passwordHash = await hashPassword(request.body.password);

      const outcome = await app.db.transaction(async (tx) => {
        const [customer] = await tx.query<{ id: string; name: string }>(
          `select c.id, c.name from customers c join contracts k on k.customer_id = c.id
            where k.number = $1 and upper(c.rfc) = $2`,
          [contractNumber, rfc],
        );
        if (!customer) return { accountId: null, result: 'no_match' };

        const [ofCustomer] = await tx.query<PendingAccountRow>(
          'select id, customer_id, email, email_verified_at is not null as verified from customer_accounts where customer_id = $1',
          [customer.id],
        );
        const [ofEmail] = await tx.query<PendingAccountRow & { name: string }>(
          `select a.id, a.customer_id, a.email, a.email_verified_at is not null as verified, c.name
             from customer_accounts a join customers c on c.id = a.customer_id where lower(a.email) = $1`,
          [email],
        );
        const signIn = siteLink(app, '/acceso');
        const reset = siteLink(app, '/reset-password');
        // The owner of an existing account hears about the attempt; the visitor learns nothing.
        if (ofCustomer?.verified) {
          await enqueueMail(tx, { kind: 'already-registered', to: ofCustomer.email, ...alreadyRegisteredMail(customer.name, signIn, reset) });
          return { accountId: ofCustomer.id, result: 'already_registered' };
        }
        if (ofEmail && ofEmail.customer_id !== customer.id) {
          if (ofEmail.verified) {
            await enqueueMail(tx, { kind: 'already-registered', to: ofEmail.email, ...alreadyRegisteredMail(ofEmail.name, signIn, reset) });
            return { accountId: ofEmail.id, result: 'email_in_use' };
          }
          // An unconfirmed registration of another contract held this address: the newer wins.
          await tx.query('delete from customer_accounts where id = $1', [ofEmail.id]);
        }

        const [account] = ofCustomer
          ? await tx.query<{ id: string }>(
              'update customer_accounts set email = $2, password_hash = $3, password_changed_at = now() where id = $1 returning id',
              [ofCustomer.id, email, passwordHash],
            )
          : await tx.query<{ id: string }>(
              'insert into customer_accounts (customer_id, email, password_hash) values ($1, $2, $3) returning id',
              [customer.id, email, passwordHash],
            );
        if (!account) throw new Error('No se guardó la cuenta');
        const token = await issueAccountToken(tx, account.id, 'confirm_email');
        await enqueueMail(tx, { kind: 'confirm-email', to: email, ...confirmEmailMail(customer.name, siteLink(app, '/welcome', token)) });
        return { accountId: account.id, result: 'pending_confirmation' };
      });

      await recordAuthEvent(app.db, 'registration_requested', clientOf(request), outcome.accountId, { result: outcome.result });
      if (outcome.accountId) app.mail.enqueued();
      await waitUntilElapsed(startedAt, REGISTER_FLOOR_MS);
      return reply.status(202).send({
        message: `Si los datos coinciden con un contrato, en unos minutos recibirás en ${email} un enlace para confirmar tu cuenta. Vale 24 horas.`,
      });
    },
  );

  app.post(
    '/register/confirm',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'confirmEmail',
        summary: 'Confirmar el correo',
        description: 'Usa el enlace de confirmación (una sola vez) y activa la cuenta.',
        security: [],
        body: TokenRequestSchema,
        response: {
          200: ConfirmEmailResponseSchema,
          400: { ...errorResponses(400)[400], description: 'Enlace desconocido, usado o vencido (LINK_INVALID).' },
          ...errorResponses(429, 500),
        },
      },
    },
    async (request, reply) => {
      const attempt = await countedAttempt(app, request, reply, [[limits.tokenFailuresPerIp, request.ip]]);
      const confirmed = await app.db.transaction(async (tx) => {
        const accountId = await consumeAccountToken(tx, request.body.token, 'confirm_email');
        if (!accountId) return null;
        const [row] = await tx.query<{ email: string }>(
          'update customer_accounts set email_verified_at = coalesce(email_verified_at, now()) where id = $1 returning email',
          [accountId],
        );
        await recordAuthEvent(tx, 'email_confirmed', clientOf(request), accountId);
        return row ?? null;
      });
      if (!confirmed) {
        // A used link is most often one opened twice: the account is active, and signing in is the way on.
        throw new AppError(400, 'LINK_INVALID', `${LINK_INVALID_MESSAGE} Si ya activaste tu cuenta, entra en Acceso clientes; si no, regístrate de nuevo para recibir otro.`);
      }
      await attempt.succeeded();
      return { email: confirmed.email };
    },
  );

};
