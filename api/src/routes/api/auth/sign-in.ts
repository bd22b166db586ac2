import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  ChallengeRequestSchema,
  LoginRequestSchema,
  PasskeySignInRequestSchema,
  SessionResponseSchema,
  SignInChallengeSchema,
  SignInCodeRequestSchema,
  WebAuthnOptionsSchema,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { findAccount, findAccountByEmail, issueAccountToken, type Account } from '../../../auth/accounts';
import { confirmEmailMail, maskEmail, signInCodeMail } from '../../../auth/auth-mail';
import { clientOf, recordAuthEvent } from '../../../auth/audit';
import type { LimitRule } from '../../../auth/rate-limiter';
import { verifyAgainstDummy, verifyPassword } from '../../../auth/password';
import type { Queryable } from '../../../db/database';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { audit, countAttempt, countedAttempt, siteLink, startSession, tooManyAttempts } from './auth-helpers';

export const INVALID_CREDENTIALS_MESSAGE = 'Correo o contraseña incorrectos.';

/**
 * The refusal says how many tries are left before the wait (issue #69), as the code step does.
 * The same for an unknown e-mail: it counts the same tries, so it tells nothing about accounts.
 */
export function invalidCredentialsMessage(remaining: number): string {
  if (remaining <= 0) return `${INVALID_CREDENTIALS_MESSAGE} Era tu último intento por ahora: espera unos minutos o crea una nueva contraseña.`;
  return `${INVALID_CREDENTIALS_MESSAGE} Te ${remaining === 1 ? 'queda 1 intento' : `quedan ${remaining} intentos`} antes de que te pidamos esperar.`;
}
const CHALLENGE_OVER_MESSAGE = 'Este inicio de sesión ya no es válido. Escribe de nuevo tu correo y contraseña.';

export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limits, codes, passkeys, cookies } = app.auth;
  const { throttle } = app.auth;

  /** Sends a fresh code for the challenge and tells the browser where it went. */
  async function sendCode(account: Account, challenge: { challengeId: string; code: string; codeExpiresAt: Date }, tx: Queryable) {
    await enqueueMail(tx, { kind: 'sign-in-code', to: account.email, ...signInCodeMail(account.name, challenge.code) });
    return { challengeId: challenge.challengeId, sentTo: maskEmail(account.email), codeExpiresAt: challenge.codeExpiresAt.toISOString() };
  }

  app.post(
    '/login',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'signIn',
        summary: 'Iniciar sesión: contraseña',
        description:
          'Primer paso. Con el correo y la contraseña correctos envía por correo un código de 6 dígitos (5 minutos, 5 intentos) y devuelve el reto para el segundo paso. Un correo inexistente y una contraseña equivocada reciben la misma respuesta y tardan lo mismo. Límites, contados antes de comprobar la contraseña: intentos fallidos por IP, por IP y cuenta y en total; por cuenta, una espera creciente (hasta un minuto) para navegadores que nunca entraron a ella.',
        security: [],
        body: LoginRequestSchema,
        response: {
          200: SignInChallengeSchema,
          ...errorResponses(400, 429, 500),
          401: { ...errorResponses(401)[401], description: 'Correo o contraseña incorrectos (INVALID_CREDENTIALS).' },
          403: { ...errorResponses(403)[403], description: 'Falta confirmar el correo (EMAIL_NOT_CONFIRMED); se reenvía el enlace.' },
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const ip = request.ip;
      const account = await findAccountByEmail(app.db, email);
      // A browser that already signed in to this account is not throttled by others' failures.
      const knownDevice = account !== null && cookies.isKnownDevice(request, account.id);
      const rules: Array<[LimitRule, string]> = [[limits.loginFailuresPerIpAccount, `${ip}|${email}`]];
      if (!knownDevice) rules.push([limits.loginFailuresPerIp, ip], [limits.loginFailuresGlobal, 'todas']);
      // Counted before the (slow) password check: a burst cannot pass between a check and its
      // count (decision 0043). A success is given back below.
      const attempt = await countedAttempt(app, request, reply, rules);
      // Per e-mail, a turn that waits longer after each failure (never a lockout), whether an
      // account has the e-mail or not; a browser that signed in to it before skips it.
      const turn = knownDevice ? ({ allowed: true } as const) : await throttle.claim(email);
      if (!turn.allowed) {
        await attempt.succeeded();
        await audit(app, request, 'rate_limited', account?.id ?? null, { route: 'login-throttle' });
        throw tooManyAttempts(reply, turn.retryAfterSeconds);
      }

      const valid = account ? await verifyPassword(account.passwordHash, request.body.password) : await verifyAgainstDummy(request.body.password);
      if (!account || !valid) {
        await audit(app, request, 'sign_in_failed', account?.id ?? null, account ? { reason: 'password' } : { reason: 'unknown_email' });
        throw new AppError(401, 'INVALID_CREDENTIALS', invalidCredentialsMessage(attempt.remaining));
      }
      await attempt.succeeded();
      await throttle.succeeded(email);

      await countAttempt(app, request, reply, [[limits.codeSendsPerAccount, account.id]]);
      if (!account.verified) {
        // Only someone who knows the password learns that the account waits for confirmation.
        await app.db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, account.id, 'confirm_email');
          await enqueueMail(tx, { kind: 'confirm-email', to: account.email, ...confirmEmailMail(account.name, siteLink(app, '/welcome', token)) });
        });
        app.mail.enqueued();
        throw new AppError(403, 'EMAIL_NOT_CONFIRMED', 'Aún no confirmas tu correo. Te enviamos de nuevo el enlace de confirmación; ábrelo y vuelve a intentar.');
      }

      const challenge = await app.db.transaction(async (tx) => {
        const started = await codes.start(tx, account.id);
        await recordAuthEvent(tx, 'code_sent', clientOf(request), account.id);
        return sendCode(account, started, tx);
      });
      app.mail.enqueued();
      reply.header('Cache-Control', 'no-store');
      return challenge;
    },
  );

  app.post(
    '/login/code',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'verifySignInCode',
        summary: 'Iniciar sesión: código por correo',
        description:
          'Segundo paso. Con el código correcto abre la sesión: entrega el token de acceso y pone el token de renovación en una cookie HttpOnly. Un código vale 5 minutos y 5 intentos.',
        security: [],
        body: SignInCodeRequestSchema,
        response: {
          200: SessionResponseSchema,
          400: { ...errorResponses(400)[400], description: 'Código incorrecto (CODE_INVALID), vencido (CODE_EXPIRED), sin intentos (CODE_EXHAUSTED) o reto terminado (CHALLENGE_EXPIRED).' },
          ...errorResponses(429, 500),
        },
      },
    },
    async (request, reply) => {
      const ip = request.ip;
      const attempt = await countedAttempt(app, request, reply, [[limits.codeFailuresPerIp, ip]]);
      const { challengeId, code } = request.body;
      const result = await codes.check(app.db, challengeId, code);
      if (result.kind === 'ok') {
        await attempt.succeeded();
        return startSession(app, request, reply, result.accountId, 'password_code');
      }

      await audit(app, request, 'code_failed', null, { reason: result.kind });
      switch (result.kind) {
        case 'wrong': {
          const message = `El código no es correcto. Te ${result.attemptsLeft === 1 ? 'queda 1 intento' : `quedan ${result.attemptsLeft} intentos`}.`;
          throw new AppError(400, 'CODE_INVALID', message, { code: message });
        }
        case 'expired':
          throw new AppError(400, 'CODE_EXPIRED', 'El código expiró. Pide uno nuevo con “Reenviar código”.');
        case 'exhausted':
          throw new AppError(400, 'CODE_EXHAUSTED', 'Agotaste los intentos de este código. Pide uno nuevo con “Reenviar código”.');
        default:
          throw new AppError(400, 'CHALLENGE_EXPIRED', CHALLENGE_OVER_MESSAGE);
      }
    },
  );

  app.post(
    '/login/code/resend',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'resendSignInCode',
        summary: 'Iniciar sesión: reenviar el código',
        description: 'Envía un código nuevo para el mismo inicio de sesión; el anterior deja de servir.',
        security: [],
        body: ChallengeRequestSchema,
        response: {
          200: SignInChallengeSchema,
          400: { ...errorResponses(400)[400], description: 'El reto terminó (CHALLENGE_EXPIRED).' },
          ...errorResponses(429, 500),
        },
      },
    },
    async (request, reply) => {
      const [open] = await app.db.query<{ account_id: string }>(
        'select account_id from login_challenges where id = $1 and completed_at is null and expires_at > now()',
        [request.body.challengeId],
      );
      const account = open ? await findAccount(app.db, open.account_id) : null;
      if (!account) throw new AppError(400, 'CHALLENGE_EXPIRED', CHALLENGE_OVER_MESSAGE);
      await countAttempt(app, request, reply, [[limits.codeSendsPerAccount, account.id]]);
      const challenge = await app.db.transaction(async (tx) => {
        const renewed = await codes.resend(tx, request.body.challengeId);
        if (!renewed) throw new AppError(400, 'CHALLENGE_EXPIRED', CHALLENGE_OVER_MESSAGE);
        await recordAuthEvent(tx, 'code_sent', clientOf(request), account.id, { resend: true });
        return sendCode(account, { challengeId: request.body.challengeId, ...renewed }, tx);
      });
      app.mail.enqueued();
      reply.header('Cache-Control', 'no-store');
      return challenge;
    },
  );

  app.post(
    '/login/passkey/options',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'passkeySignInOptions',
        summary: 'Iniciar sesión con llave de acceso: reto',
        description: 'Opciones WebAuthn para `navigator.credentials.get`. El navegador ofrece las llaves que tenga para este sitio.',
        security: [],
        response: { 200: WebAuthnOptionsSchema, ...errorResponses(429, 500) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return passkeys.authenticationOptions();
    },
  );

  app.post(
    '/login/passkey',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'passkeySignIn',
        summary: 'Iniciar sesión con llave de acceso',
        description: 'Comprueba la firma de la llave sobre el reto y abre la sesión, sin contraseña: la llave ya exige verificar a la persona (huella, rostro o PIN).',
        security: [],
        body: PasskeySignInRequestSchema,
        response: {
          200: SessionResponseSchema,
          401: { ...errorResponses(401)[401], description: 'La llave no se pudo comprobar (PASSKEY_REJECTED).' },
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const ip = request.ip;
      const attempt = await countedAttempt(app, request, reply, [[limits.passkeyFailuresPerIp, ip]]);
      const result = await passkeys.authenticate(request.body.challengeId, request.body.credential as unknown as AuthenticationResponseJSON);
      const account = result ? await findAccount(app.db, result.accountId) : null;
      if (!result || !account?.verified) {
        await audit(app, request, 'passkey_failed', account?.id ?? null);
        throw new AppError(401, 'PASSKEY_REJECTED', 'No pudimos comprobar tu llave de acceso. Intenta de nuevo o entra con tu correo y contraseña.');
      }
      await attempt.succeeded();
      return startSession(app, request, reply, account.id, 'passkey');
    },
  );
};
