import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AcceptedResponseSchema,
  ChangePasswordRequestSchema,
  StepUpRequestSchema,
  NewPasswordRequestSchema,
  PasswordResetRequestSchema,
  TokenRequestSchema,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { consumeAccountToken, findAccount, findAccountByEmail, issueAccountToken } from '../../../auth/accounts';
import { passwordChangedMail, passwordResetMail } from '../../../auth/auth-mail';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { passwordProblem, siteWords } from '../../../auth/password-policy';
import { markSteppedUp } from '../../../auth/step-up';
import { waitUntilElapsed } from '../../../auth/response-floor';
import { revokeAllSessions } from '../../../auth/sessions';
import { hashToken } from '../../../auth/one-time-token';
import type { Queryable } from '../../../db/database';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { countAttempt, countedAttempt, siteLink } from './auth-helpers';
import { LINK_INVALID_MESSAGE } from './registration';

const RESET_FLOOR_MS = 250;

/** The account a reset link is for while it is unused and unexpired; the link is not spent. */
async function pendingResetAccount(db: Queryable, token: string): Promise<string | null> {
  const [pending] = await db.query<{ account_id: string }>(
    `select account_id from account_tokens
      where token_hash = $1 and purpose = 'reset_password' and used_at is null and expires_at > now()`,
    [hashToken(token)],
  );
  return pending?.account_id ?? null;
}

export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limits } = app.auth;

  /** A reset link that does not serve (its attempt already counted): refused (LINK_INVALID). */
  function resetLinkInvalid(): AppError {
    return new AppError(400, 'LINK_INVALID', `${LINK_INVALID_MESSAGE} Pide otro en “¿Olvidaste tu contraseña?”.`);
  }

  /** A reset link's attempt, counted before the link is looked up. */
  const resetLinkAttempt = (request: FastifyRequest, reply: FastifyReply) => countedAttempt(app, request, reply, [[limits.tokenFailuresPerIp, request.ip]]);

  /** Stores the new password and ends every session but `keepSessionId` (and every pending code). */
  async function setPassword(tx: Queryable, accountId: string, passwordHash: string, reason: string, keepSessionId?: string) {
    await tx.query(
      `update customer_accounts
          set password_hash = $2, password_changed_at = now(), email_verified_at = coalesce(email_verified_at, now())
        where id = $1`,
      [accountId, passwordHash],
    );
    await revokeAllSessions(tx, accountId, reason, keepSessionId);
    await tx.query('delete from login_challenges where account_id = $1 and completed_at is null', [accountId]);
  }

  app.post(
    '/password-reset',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'requestPasswordReset',
        summary: 'Olvidé mi contraseña',
        description:
          'Si hay una cuenta con el correo, le envía un enlace de un solo uso (30 minutos) para crear una contraseña nueva. La respuesta es la misma, y tarda lo mismo, exista o no la cuenta.',
        security: [],
        body: PasswordResetRequestSchema,
        response: { 202: AcceptedResponseSchema, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const email = request.body.email.trim().toLowerCase();
      await countAttempt(app, request, reply, [
        [limits.resetPerIp, request.ip],
        [limits.resetPerEmail, email],
      ]);
      const account = await findAccountByEmail(app.db, email);
      await app.db.transaction(async (tx) => {
        if (account?.verified) {
          const token = await issueAccountToken(tx, account.id, 'reset_password');
          await enqueueMail(tx, { kind: 'password-reset', to: account.email, ...passwordResetMail(account.name, siteLink(app, '/new-password', token)) });
        }
        await recordAuthEvent(tx, 'password_reset_requested', clientOf(request), account?.id ?? null);
      });
      if (account?.verified) app.mail.enqueued();
      await waitUntilElapsed(startedAt, RESET_FLOOR_MS);
      return reply.status(202).send({
        message: `Si hay una cuenta con ${email}, en unos minutos recibirás un enlace para crear una nueva contraseña. Vale 30 minutos.`,
      });
    },
  );

  app.post(
    '/password-reset/check',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'checkPasswordResetLink',
        summary: 'Comprobar el enlace antes de escribir la contraseña',
        description:
          'Dice si el enlace sigue sirviendo, sin usarlo, para que la página no pida una contraseña nueva con un enlace usado o vencido. Los intentos fallidos cuentan como los de la confirmación.',
        security: [],
        body: TokenRequestSchema,
        response: {
          204: { type: 'null', description: 'El enlace sirve.' },
          400: { ...errorResponses(400)[400], description: 'Enlace desconocido, usado o vencido (LINK_INVALID).' },
          ...errorResponses(429, 500),
        },
      },
    },
    async (request, reply) => {
      const attempt = await resetLinkAttempt(request, reply);
      if (!(await pendingResetAccount(app.db, request.body.token))) throw resetLinkInvalid();
      await attempt.succeeded();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'resetPassword',
        summary: 'Crear una contraseña nueva con el enlace',
        description: 'Usa el enlace (una sola vez), guarda la contraseña nueva, cierra todas las sesiones de la cuenta y quita sus llaves de acceso (el correo dice cuáles).',
        security: [],
        body: NewPasswordRequestSchema,
        response: {
          200: AcceptedResponseSchema,
          400: { ...errorResponses(400)[400], description: 'Contraseña no admitida (VALIDATION_ERROR) o enlace desconocido, usado o vencido (LINK_INVALID).' },
          ...errorResponses(429, 500),
        },
      },
    },
    async (request, reply) => {
      const attempt = await resetLinkAttempt(request, reply);
      // Check the password against the account's own data before spending the link.
      const pendingId = await pendingResetAccount(app.db, request.body.token);
      const account = pendingId ? await findAccount(app.db, pendingId) : null;
      if (account) {
        // The link serves: what follows (a weak password) is no guess at it.
        await attempt.succeeded();
        const weak = passwordProblem(request.body.password, [account.email], await siteWords(app.db));
        if (weak) throw new AppError(400, 'VALIDATION_ERROR', weak, { password: weak });
      }
      const passwordHash = await hashPassword(request.body.password);
      const accountId = await app.db.transaction(async (tx) => {
        const id = await consumeAccountToken(tx, request.body.token, 'reset_password');
        if (!id || !account || id !== account.id) return null;
        await setPassword(tx, id, passwordHash, 'password_reset');
        // Whoever reset the password may not be the one who added the keys: they go too, and the
        // e-mail names them (decision 0043).
        const removed = await tx.query<{ name: string }>('delete from passkeys where account_id = $1 returning name', [id]);
        await enqueueMail(tx, {
          kind: 'password-changed',
          to: account.email,
          ...passwordChangedMail(account.name, siteLink(app, '/reset-password'), removed.map((row) => row.name)),
        });
        await recordAuthEvent(tx, 'password_reset', clientOf(request), id);
        return id;
      });
      if (!accountId) throw resetLinkInvalid();
      app.mail.enqueued();
      app.auth.cookies.clear(reply);
      return { message: 'Listo: tu contraseña cambió y cerramos todas tus sesiones. Inicia sesión con la nueva.' };
    },
  );

  app.post(
    '/password',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'changePassword',
        summary: 'Cambiar la contraseña',
        description: 'Con la contraseña actual, guarda una nueva y cierra las demás sesiones de la cuenta (esta sigue abierta).',
        body: ChangePasswordRequestSchema,
        response: { 204: { type: 'null', description: 'Contraseña cambiada.' }, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      const { accountId, sessionId } = request.session;
      const attempt = await countedAttempt(app, request, reply, [[limits.passwordChangeFailuresPerAccount, accountId]]);
      const account = await findAccount(app.db, accountId);
      if (!account) throw new AppError(401, 'UNAUTHENTICATED', 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.');
      if (!(await verifyPassword(account.passwordHash, request.body.currentPassword))) {
        const message = 'La contraseña actual no es correcta.';
        throw new AppError(400, 'VALIDATION_ERROR', message, { currentPassword: message });
      }
      await attempt.succeeded();
      // The same password again would only close the other sessions, while saying it changed.
      if (request.body.newPassword === request.body.currentPassword) {
        const message = 'La nueva contraseña debe ser distinta de la actual.';
        throw new AppError(400, 'VALIDATION_ERROR', message, { newPassword: message });
      }
      const weak = passwordProblem(request.body.newPassword, [account.email], await siteWords(app.db));
      if (weak) throw new AppError(400, 'VALIDATION_ERROR', weak, { newPassword: weak });
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        await setPassword(tx, accountId, passwordHash, 'password_changed', sessionId);
        await enqueueMail(tx, { kind: 'password-changed', to: account.email, ...passwordChangedMail(account.name, siteLink(app, '/reset-password')) });
        await recordAuthEvent(tx, 'password_changed', clientOf(request), accountId);
      });
      app.mail.enqueued();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/step-up',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'confirmPassword',
        summary: 'Confirmar la contraseña',
        description: 'Para los cambios sensibles de los próximos 5 minutos en esta sesión: agregar o quitar una llave de acceso (decisión 0043).',
        body: StepUpRequestSchema,
        response: { 204: { type: 'null', description: 'Contraseña confirmada.' }, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      const { accountId, sessionId } = request.session;
      const attempt = await countedAttempt(app, request, reply, [[limits.stepUpFailuresPerAccount, accountId]]);
      const account = await findAccount(app.db, accountId);
      if (!account) throw new AppError(401, 'UNAUTHENTICATED', 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.');
      if (!(await verifyPassword(account.passwordHash, request.body.password))) {
        await recordAuthEvent(app.db, 'step_up_failed', clientOf(request), accountId);
        const message = 'La contraseña no es correcta.';
        throw new AppError(400, 'VALIDATION_ERROR', message, { password: message });
      }
      await attempt.succeeded();
      await markSteppedUp(app.db, sessionId);
      await recordAuthEvent(app.db, 'step_up', clientOf(request), accountId);
      return reply.status(204).send(null);
    },
  );
};
