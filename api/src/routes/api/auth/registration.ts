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
import { accountCreatedMail, alreadyRegisteredMail, confirmEmailMail } from '../../../auth/auth-mail';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import { hashPassword } from '../../../auth/password';
import { passwordProblem, siteWords } from '../../../auth/password-policy';
import { waitUntilElapsed } from '../../../auth/response-floor';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { countAttempt, countedAttempt, siteLink } from './auth-helpers';

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

/** The one answer to every registration: it never says whether the data matched. */
export const REGISTRATION_ANSWER =
  'Si los datos coinciden con un contrato, en unos minutos recibirás un enlace para confirmar tu cuenta en el correo que tenemos registrado para ese contrato. Vale 24 horas. ¿Cambiaste de correo? Llama a atención a clientes.';

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
          'Crea la cuenta en línea de un cliente con un número de contrato y el RFC del mismo titular, y envía el enlace de confirmación (24 horas, un solo uso) al correo que la empresa tiene registrado para ese cliente, que será el de la cuenta: quien se registra prueba que lo recibe. La respuesta es la misma, y tarda lo mismo, coincidan o no los datos: nunca revela qué contratos existen.',
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

      const fields: Record<string, string> = {};
      if (!CONTRACT_NUMBER.test(contractNumber)) fields.contractNumber = ACCESS_MESSAGES.contractNumber;
      if (!isValidRfc(rfc)) fields.rfc = ACCESS_MESSAGES.rfc;
      const weak = passwordProblem(request.body.password, [rfc, contractNumber], await siteWords(app.db));
      if (weak) fields.password = weak;
      const firstProblem = Object.values(fields)[0];
      if (firstProblem) throw new AppError(400, 'VALIDATION_ERROR', firstProblem, fields);

      await countAttempt(app, request, reply, [
        [limits.registerPerIp, request.ip],
        [limits.registerPerContract, contractNumber],
      ]);
      const passwordHash = await hashPassword(request.body.password);

      const outcome = await app.db.transaction(async (tx) => {
        const [customer] = await tx.query<{ id: string; name: string; contact_email: string | null }>(
          `select c.id, c.name, c.contact_email from customers c join contracts k on k.customer_id = c.id
            where k.number = $1 and upper(c.rfc) = $2`,
          [contractNumber, rfc],
        );
        if (!customer) return { accountId: null, result: 'no_match' };
        // Neither the contract number nor the RFC is a secret (both are on every invoice): the
        // confirmation goes to the e-mail the company holds for the customer, and the account
        // signs in with it. Without one on file, customer service opens the account.
        const email = customer.contact_email?.trim().toLowerCase();
        if (!email) return { accountId: null, result: 'no_contact_on_file' };

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
      return reply.status(202).send({ message: REGISTRATION_ANSWER });
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
        const [row] = await tx.query<{ email: string; name: string; contact_email: string | null }>(
          `update customer_accounts a set email_verified_at = coalesce(email_verified_at, now()) from customers c
            where a.id = $1 and c.id = a.customer_id returning a.email, c.name, c.contact_email`,
          [accountId],
        );
        await recordAuthEvent(tx, 'email_confirmed', clientOf(request), accountId);
        // The contact on file hears that an online account now exists, whoever opened it.
        if (row?.contact_email) {
          await enqueueMail(tx, { kind: 'account-created', to: row.contact_email, ...accountCreatedMail(row.name, row.email, siteLink(app, '/acceso')) });
        }
        return row ?? null;
      });
      if (!confirmed) {
        // A used link is most often one opened twice: the account is active, and signing in is the way on.
        throw new AppError(400, 'LINK_INVALID', `${LINK_INVALID_MESSAGE} Si ya activaste tu cuenta, entra en Acceso clientes; si no, regístrate de nuevo para recibir otro.`);
      }
      await attempt.succeeded();
      app.mail.enqueued();
      return { email: confirmed.email };
    },
  );

};
