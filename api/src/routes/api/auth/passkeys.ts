import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  AddPasskeyRequestSchema,
  PasskeyListSchema,
  PasskeyParamsSchema,
  PasskeySchema,
  RenamePasskeyRequestSchema,
  WebAuthnOptionsSchema,
} from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { findAccount } from '../../../auth/accounts';
import { passkeyAddedMail } from '../../../auth/auth-mail';
import { requireRecentStepUp } from '../../../auth/step-up';
import { enqueueMail } from '../../../mail/outbox';
import { errorResponses } from '../../error-responses';
import { audit } from './auth-helpers';

interface PasskeyRow {
  id: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const toPasskey = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

const NOT_FOUND = () => new AppError(404, 'PASSKEY_NOT_FOUND', 'No encontramos esa llave de acceso en tu cuenta.');

/** The passkeys of the signed-in account (Mi perfil). Every query is scoped to its account. */
export const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/passkeys',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'listPasskeys',
        summary: 'Mis llaves de acceso',
        response: { 200: PasskeyListSchema, ...errorResponses(401, 429, 500) },
      },
    },
    async (request, reply) => {
      const rows = await app.db.query<PasskeyRow>(
        'select id, name, created_at, last_used_at from passkeys where account_id = $1 order by created_at',
        [request.session.accountId],
      );
      reply.header('Cache-Control', 'no-store');
      return { passkeys: rows.map(toPasskey) };
    },
  );

  app.post(
    '/passkeys/options',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'passkeyRegistrationOptions',
        summary: 'Agregar llave de acceso: reto',
        description:
          'Opciones WebAuthn para `navigator.credentials.create`: llave residente con verificación de la persona. Pide la contraseña confirmada en los últimos 5 minutos (`POST /api/auth/step-up`); si no, 403 STEP_UP_REQUIRED.',
        response: { 200: WebAuthnOptionsSchema, ...errorResponses(401, 403, 429, 500) },
      },
    },
    async (request, reply) => {
      await requireRecentStepUp(app.db, request.session.sessionId);
      const account = await findAccount(app.db, request.session.accountId);
      if (!account) throw new AppError(401, 'UNAUTHENTICATED', 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.');
      const [company] = await app.db.query<{ name: string }>('select name from company where id = 1');
      reply.header('Cache-Control', 'no-store');
      return app.auth.passkeys.registrationOptions({ id: account.id, email: account.email, name: account.name }, company?.name ?? account.email);
    },
  );

  app.post(
    '/passkeys',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'addPasskey',
        summary: 'Agregar llave de acceso',
        description:
          'Comprueba la respuesta del autenticador sobre el reto y guarda la llave con el nombre elegido. Avisa por correo. Pide la contraseña confirmada en los últimos 5 minutos.',
        body: AddPasskeyRequestSchema,
        response: {
          201: PasskeySchema,
          400: { ...errorResponses(400)[400], description: 'La llave no se pudo comprobar (PASSKEY_REJECTED) o datos inválidos.' },
          ...errorResponses(401, 403, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { accountId } = request.session;
      await requireRecentStepUp(app.db, request.session.sessionId);
      const name = request.body.name.trim();
      const stored = await app.auth.passkeys.register(accountId, request.body.challengeId, request.body.credential as unknown as RegistrationResponseJSON, name);
      if (!stored) {
        await audit(app, request, 'passkey_failed', accountId, { step: 'register' });
        throw new AppError(400, 'PASSKEY_REJECTED', 'No pudimos registrar la llave de acceso. Intenta de nuevo.');
      }
      const account = await findAccount(app.db, accountId);
      await app.db.transaction(async (tx) => {
        if (account) await enqueueMail(tx, { kind: 'passkey-added', to: account.email, ...passkeyAddedMail(account.name, name) });
      });
      app.mail.enqueued();
      await audit(app, request, 'passkey_added', accountId, { passkeyId: stored.id });
      return reply.status(201).send(toPasskey({ ...stored, last_used_at: null }));
    },
  );

  app.patch(
    '/passkeys/:id',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'renamePasskey',
        summary: 'Renombrar una llave de acceso',
        params: PasskeyParamsSchema,
        body: RenamePasskeyRequestSchema,
        response: { 200: PasskeySchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request) => {
      const [row] = await app.db.query<PasskeyRow>(
        'update passkeys set name = $3 where id = $1 and account_id = $2 returning id, name, created_at, last_used_at',
        [request.params.id, request.session.accountId, request.body.name.trim()],
      );
      if (!row) throw NOT_FOUND();
      await audit(app, request, 'passkey_renamed', request.session.accountId, { passkeyId: row.id });
      return toPasskey(row);
    },
  );

  app.delete(
    '/passkeys/:id',
    {
      schema: {
        tags: ['acceso'],
        operationId: 'removePasskey',
        summary: 'Quitar una llave de acceso',
        description: 'Pide la contraseña confirmada en los últimos 5 minutos.',
        params: PasskeyParamsSchema,
        response: { 204: { type: 'null', description: 'Llave quitada.' }, ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      await requireRecentStepUp(app.db, request.session.sessionId);
      const rows = await app.db.query<{ id: string }>('delete from passkeys where id = $1 and account_id = $2 returning id', [
        request.params.id,
        request.session.accountId,
      ]);
      if (rows.length === 0) throw NOT_FOUND();
      await audit(app, request, 'passkey_removed', request.session.accountId, { passkeyId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
