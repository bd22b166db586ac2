import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StaffChallengeSchema,
  StaffCodeRequestSchema,
  StaffSessionSchema,
  StaffSignInRequestSchema,
  type StaffSession,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { maskEmail } from '../../../auth/auth-mail';
import { verifyAgainstDummy, verifyPassword } from '../../../auth/password';
import type { LimitRule } from '../../../auth/rate-limiter';
import { enqueueMail } from '../../../mail/outbox';
import { STAFF_COOKIE_SCHEME, STAFF_SCHEME } from '../../../plugins/app/staff-auth';
import { recordStaffAction } from '../../../staff/staff-audit';
import { staffCodeMail } from '../../../staff/staff-mail';
import {
  createStaffSession,
  findStaffByEmail,
  findStaffMember,
  markStaffSessionVerified,
  revokeStaffSession,
  rotateStaffSession,
  STAFF_SESSION,
} from '../../../staff/staff-sessions';
import { errorResponses } from '../../error-responses';
import { countAttempt, countedAttempt } from '../auth/auth-helpers';

const WRONG_CREDENTIALS = 'Correo o contraseña incorrectos.';
const CHALLENGE_OVER = 'Este código ya no sirve (venció o se agotaron los intentos). Escribe de nuevo tu correo y contraseña.';
const wrongCode = (left: number) => `El código no es correcto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`;

const minutes = (n: number) => n * 60;

/**
 * The staff's access limits, as the customers' (auth/limits.ts, decision 0043): failures per
 * address, per address and account (no one locks a colleague out from elsewhere), and across
 * every account; wrong codes per address and per account; codes sent per account, so a known
 * password cannot start challenges without end (each allows 5 guesses).
 */
export const STAFF_LIMITS = {
  passwordPerIp: { name: 'staff-sign-in-ip', limit: 20, windowSeconds: minutes(15) },
  passwordPerIpAccount: { name: 'staff-sign-in-ip-account', limit: 5, windowSeconds: minutes(15) },
  passwordGlobal: { name: 'staff-sign-in-all', limit: 300, windowSeconds: minutes(1) },
  codePerIp: { name: 'staff-code-ip', limit: 10, windowSeconds: minutes(15) },
  codePerAccount: { name: 'staff-code-account', limit: 10, windowSeconds: minutes(15) },
  codeSendsPerAccount: { name: 'staff-code-send-account', limit: 6, windowSeconds: minutes(15) },
} satisfies Record<string, LimitRule>;

const tags = ['back-office'];

export const backofficeAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { tokens, codes, refreshCookie, allowedOrigins } = app.staffAuth;
  const cookieOptions = { path: '/', secure: refreshCookie.secure, sameSite: 'strict' as const, httpOnly: true };

  async function sessionAnswer(reply: FastifyReply, staffId: string, sessionId: string, refreshToken: string): Promise<StaffSession> {
    const staff = await findStaffMember(app.db, staffId);
    if (!staff) throw new AppError(401, 'UNAUTHENTICATED', 'Tu cuenta del back-office no está activa.');
    reply.setCookie(refreshCookie.name, refreshToken, { ...cookieOptions, maxAge: STAFF_SESSION.idleSeconds });
    reply.header('Cache-Control', 'no-store');
    return { staff, jwt: await tokens.issue({ staffId, sessionId }) };
  }

  /** The cookie routes' CSRF lock, beside SameSite=Strict: the call comes from the site. */
  function assertFromSite(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowedOrigins.includes(origin)) {
      throw new AppError(403, 'CSRF_REJECTED', 'No pudimos confirmar que la solicitud viene de este sitio. Recarga la página e intenta de nuevo.');
    }
  }

  app.post(
    '/sign-in',
    {
      schema: {
        tags,
        summary: 'Personal: contraseña',
        description: 'Primer paso del acceso del personal. Con el correo y la contraseña correctos envía un código de 6 dígitos por correo: el segundo factor es obligatorio. Un correo desconocido y una contraseña equivocada reciben la misma respuesta.',
        security: [],
        body: StaffSignInRequestSchema,
        response: { 200: StaffChallengeSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const attempt = await countedAttempt(app, request, reply, [
        [STAFF_LIMITS.passwordPerIpAccount, `${request.ip}|${email}`],
        [STAFF_LIMITS.passwordPerIp, request.ip],
        [STAFF_LIMITS.passwordGlobal, 'all'],
      ]);
      const staff = await findStaffByEmail(app.db, email);
      const ok = staff ? await verifyPassword(staff.password_hash, request.body.password) : await verifyAgainstDummy(request.body.password);
      if (!staff || !ok) {
        await recordStaffAction(app.db, { staffId: staff?.id ?? null, action: 'auth.sign-in', outcome: 'denied', ip: request.ip });
        throw new AppError(401, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
      }
      await attempt.succeeded();
      await countAttempt(app, request, reply, [[STAFF_LIMITS.codeSendsPerAccount, staff.id]]);
      const challenge = await app.db.transaction(async (tx) => {
        const started = await codes.start(tx, staff.id, 'sign-in');
        await enqueueMail(tx, { kind: 'staff-code', to: staff.email, ...staffCodeMail(staff.name, started.code) });
        return started;
      });
      app.mail.enqueued();
      return { challengeId: challenge.challengeId, sentTo: maskEmail(staff.email), codeExpiresAt: challenge.codeExpiresAt.toISOString() };
    },
  );

  app.post(
    '/code',
    {
      schema: {
        tags,
        summary: 'Personal: código',
        description: 'Segundo paso: el código enviado por correo abre la sesión (15 minutos sin uso, 8 horas como máximo).',
        security: [],
        body: StaffCodeRequestSchema,
        response: { 200: StaffSessionSchema, ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request, reply) => {
      const { challengeId, code } = request.body;
      const attempt = await countedAttempt(app, request, reply, [[STAFF_LIMITS.codePerIp, request.ip]]);
      const opened = await app.db.transaction(async (tx) => {
        const check = await codes.check(tx, challengeId, code, 'sign-in');
        if (check.kind === 'wrong') await recordStaffAction(tx, { staffId: check.staffId, action: 'auth.code', outcome: 'denied', ip: request.ip });
        if (check.kind !== 'ok') return check;
        const session = await createStaffSession(tx, { staffId: check.staffId, ip: request.ip, userAgent: request.headers['user-agent'] });
        await recordStaffAction(tx, { staffId: check.staffId, action: 'auth.sign-in', outcome: 'ok', target: `session:${session.sessionId}`, ip: request.ip });
        return { kind: 'ok' as const, staffId: check.staffId, ...session };
      });
      if (opened.kind === 'over') throw new AppError(401, 'CHALLENGE_OVER', CHALLENGE_OVER);
      if (opened.kind === 'wrong') throw new AppError(400, 'WRONG_CODE', wrongCode(opened.attemptsLeft), { code: wrongCode(opened.attemptsLeft) });
      await attempt.succeeded();
      return sessionAnswer(reply, opened.staffId, opened.sessionId, opened.refreshToken);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Personal: renovar la sesión',
        description: 'Cambia la cookie de renovación por una nueva y un token de acceso. Sin uso durante 15 minutos, o tras 8 horas, la sesión termina. Un navegador sin la cookie recibe 204: no hay sesión que renovar, lo normal al abrir el back-office.',
        security: [{ [STAFF_COOKIE_SCHEME]: [] }],
        response: { 200: StaffSessionSchema, 204: { type: 'null', description: 'Este navegador no tiene sesión del back-office.' }, ...errorResponses(401, 403, 429, 500) },
      },
    },
    async (request, reply) => {
      assertFromSite(request);
      const presented = request.cookies[refreshCookie.name];
      // Opening the back-office signed out is no error (nor a console error in the browser).
      if (presented === undefined) return reply.status(204).header('Cache-Control', 'no-store').send(null);
      const rotated = presented && /^[A-Za-z0-9_-]{20,100}$/.test(presented) ? await app.db.transaction((tx) => rotateStaffSession(tx, presented)) : ({ kind: 'none' } as const);
      if (rotated.kind === 'reused') {
        // An older token after the grace: whoever holds it, the session is over for both.
        await recordStaffAction(app.db, { staffId: rotated.staffId, action: 'auth.refresh-reuse', outcome: 'denied', target: `session:${rotated.sessionId}`, ip: request.ip });
        request.log.warn({ sessionId: rotated.sessionId }, 'renovación del personal reutilizada: sesión cerrada');
      }
      if (rotated.kind !== 'rotated') {
        reply.clearCookie(refreshCookie.name, cookieOptions);
        throw new AppError(401, 'UNAUTHENTICATED', 'Tu sesión del back-office terminó. Inicia sesión de nuevo.');
      }
      return sessionAnswer(reply, rotated.staffId, rotated.sessionId, rotated.refreshToken);
    },
  );

  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'Personal: cerrar sesión',
        security: [{ [STAFF_SCHEME]: [] }],
        response: { 204: { type: 'null', description: 'Sesión cerrada.' }, ...errorResponses(401, 429, 500) },
      },
      config: { staffRoles: ['editor', 'publisher', 'agent', 'admin'] },
    },
    async (request, reply) => {
      await app.db.transaction(async (tx) => {
        await revokeStaffSession(tx, request.staffSession.sessionId);
        await recordStaffAction(tx, { staffId: request.staffSession.staff.id, action: 'auth.sign-out', outcome: 'ok', ip: request.ip });
      });
      reply.clearCookie(refreshCookie.name, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/step-up',
    {
      schema: {
        tags,
        summary: 'Personal: pedir un código para una acción sensible',
        description: 'Envía un código al correo del personal; con él, `step-up/code` confirma la sesión para publicar durante 10 minutos.',
        security: [{ [STAFF_SCHEME]: [] }],
        response: { 200: StaffChallengeSchema, ...errorResponses(401, 429, 500) },
      },
      config: { staffRoles: ['editor', 'publisher', 'agent', 'admin'] },
    },
    async (request, reply) => {
      const { staff } = request.staffSession;
      await countAttempt(app, request, reply, [[STAFF_LIMITS.codeSendsPerAccount, staff.id]]);
      const challenge = await app.db.transaction(async (tx) => {
        const started = await codes.start(tx, staff.id, 'step-up');
        await enqueueMail(tx, { kind: 'staff-code', to: staff.email, ...staffCodeMail(staff.name, started.code) });
        return started;
      });
      app.mail.enqueued();
      return { challengeId: challenge.challengeId, sentTo: maskEmail(staff.email), codeExpiresAt: challenge.codeExpiresAt.toISOString() };
    },
  );

  app.post(
    '/step-up/code',
    {
      schema: {
        tags,
        summary: 'Personal: confirmar con el código',
        security: [{ [STAFF_SCHEME]: [] }],
        body: StaffCodeRequestSchema,
        response: { 204: { type: 'null', description: 'Sesión confirmada para acciones sensibles.' }, ...errorResponses(400, 401, 429, 500) },
      },
      config: { staffRoles: ['editor', 'publisher', 'agent', 'admin'] },
    },
    async (request, reply) => {
      const { staff, sessionId } = request.staffSession;
      const attempt = await countedAttempt(app, request, reply, [[STAFF_LIMITS.codePerAccount, staff.id]]);
      const check = await app.db.transaction(async (tx) => {
        const result = await codes.check(tx, request.body.challengeId, request.body.code, 'step-up', staff.id);
        if (result.kind === 'wrong') await recordStaffAction(tx, { staffId: staff.id, action: 'auth.step-up', outcome: 'denied', ip: request.ip });
        if (result.kind === 'ok') {
          await markStaffSessionVerified(tx, sessionId);
          await recordStaffAction(tx, { staffId: staff.id, action: 'auth.step-up', outcome: 'ok', ip: request.ip });
        }
        return result;
      });
      if (check.kind === 'over') throw new AppError(401, 'CHALLENGE_OVER', 'Este código ya no sirve. Pide uno nuevo.');
      if (check.kind === 'wrong') throw new AppError(400, 'WRONG_CODE', wrongCode(check.attemptsLeft), { code: wrongCode(check.attemptsLeft) });
      await attempt.succeeded();
      return reply.status(204).send(null);
    },
  );
};

