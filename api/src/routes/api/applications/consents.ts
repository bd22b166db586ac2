import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApplicationViewSchema, ConsentCodeSentSchema, ConsentRequestSchema, CONSENT_KINDS, CONSENT_TEXTS, type ConsentKind } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { maskEmail } from '../../../auth/auth-mail';
import { consentCodeMail } from '../../../applications/application-mail';
import { applicationOfRequest, applicationView, loadApplication } from '../../../applications/application-store';
import { createConsentCodes, type ConsentCodeCheck } from '../../../applications/consent-codes';
import { enqueueMail } from '../../../mail/outbox';
import { clientKey } from '../../../rate-limits/form-limits';
import { errorResponses } from '../../error-responses';
import { APPLICATION_SECURITY, notEditable } from './security';

/** The SHA-256 of each consent's text, as signed: the record proves which words were accepted. */
const TEXT_SHA256 = Object.fromEntries(
  CONSENT_KINDS.map((kind) => [kind, createHash('sha256').update(CONSENT_TEXTS[kind].text, 'utf8').digest('hex')]),
) as Record<ConsentKind, string>;

const codeRefusal = (check: Exclude<ConsentCodeCheck, { kind: 'ok' }>): AppError => {
  switch (check.kind) {
    case 'wrong':
      return new AppError(400, 'WRONG_CODE', `El código no es correcto. Te quedan ${check.attemptsLeft} intentos.`, {
        code: `El código no es correcto. Te quedan ${check.attemptsLeft} intentos.`,
      });
    case 'expired':
      return new AppError(400, 'CODE_EXPIRED', 'El código venció. Pide uno nuevo.', { code: 'El código venció. Pide uno nuevo.' });
    case 'exhausted':
      return new AppError(400, 'CODE_EXHAUSTED', 'Se agotaron los intentos de este código. Pide uno nuevo.', { code: 'Se agotaron los intentos de este código. Pide uno nuevo.' });
    case 'none':
      return new AppError(400, 'CODE_REQUIRED', 'Primero pide el código: te lo enviamos por correo.', { code: 'Primero pide el código: te lo enviamos por correo.' });
  }
};

/** The consents of the application, signed with a code e-mailed to the address its link goes to (decision 0055). */
export const applicationConsentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const codes = createConsentCodes(app.auth.keyFor('application-consent-codes'));

  app.post(
    '/current/consents/code',
    {
      schema: {
        tags: ['solicitudes'],
        security: APPLICATION_SECURITY,
        summary: 'Enviar el código para firmar las autorizaciones',
        description:
          'Envía al correo de la solicitud un código de 6 dígitos que vale 10 minutos y 5 intentos; pedir otro anula el anterior. Solo en borrador (409 si ya se envió).',
        response: { 200: ConsentCodeSentSchema, ...errorResponses(401, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const { application } = await applicationOfRequest(app.db, app.applicationTokens, request);
      if (application.status !== 'draft') throw notEditable();
      await app.forms.count(request, reply, [
        [app.forms.limits.applicationCodesPerApplication, application.id],
        [app.forms.limits.applicationStartPerIp, clientKey(request)],
      ]);
      const { expiresAt } = await app.db.transaction(async (tx) => {
        const issued = await codes.issue(tx, application.id);
        await enqueueMail(tx, { kind: 'application-code', to: application.quote_email, ...consentCodeMail({ name: application.quote_name, code: issued.code }) });
        return issued;
      });
      app.mail.enqueued();
      return { sentTo: maskEmail(application.quote_email), expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/current/consents',
    {
      schema: {
        tags: ['solicitudes'],
        security: APPLICATION_SECURITY,
        summary: 'Firmar las autorizaciones',
        description:
          'Con el código enviado por correo, guarda una firma por cada autorización aceptada (aviso de privacidad y Buró de Crédito, obligatorias; SAT, opcional) con la versión y el SHA-256 del texto, la fecha, la IP y el HMAC del código. Código incorrecto, vencido o agotado: 400 en `code`. Solo en borrador (409).',
        body: ConsentRequestSchema,
        response: { 200: ApplicationViewSchema, ...errorResponses(400, 401, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      const { application } = await applicationOfRequest(app.db, app.applicationTokens, request);
      if (application.status !== 'draft') throw notEditable();
      const kinds = CONSENT_KINDS.filter((kind) => request.body[kind] === true);
      // The try is counted in its own transaction: a wrong code must use up a try even though the
      // request then fails.
      const outcome = await app.db.transaction(async (tx) => {
        const check = await codes.check(tx, application.id, request.body.code);
        if (check.kind !== 'ok') return { check, view: null };
        const { application: current, linkExpiresAt } = await applicationOfRequest(tx, app.applicationTokens, request, true);
        if (current.status !== 'draft') throw notEditable();
        const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
        for (const kind of kinds) {
          await tx.query(
            `insert into credit_consents (application_id, kind, text_version, text_sha256, ip, code_hmac, user_agent) values ($1, $2, $3, $4, $5, $6, $7)`,
            [current.id, kind, CONSENT_TEXTS[kind].version, TEXT_SHA256[kind], clientKey(request), check.codeHash, userAgent],
          );
        }
        await tx.query('update credit_applications set updated_at = now() where id = $1', [current.id]);
        return { check, view: await applicationView(tx, (await loadApplication(tx, current.id))!, linkExpiresAt) };
      });
      if (outcome.check.kind !== 'ok' || !outcome.view) throw codeRefusal(outcome.check as Exclude<ConsentCodeCheck, { kind: 'ok' }>);
      return reply.header('cache-control', 'private, no-store').send(outcome.view);
    },
  );
};
