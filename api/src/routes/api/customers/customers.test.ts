import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignJWT } from 'jose';
import { createAccessTokenService } from '../../../auth/access-token';
import { deriveKey } from '../../../config/keys';
import { buildTestApp, loginAs, TEST_JWT_SECRET } from '../../../testing/build-test-app';

const me = (token?: string) => ({
  url: '/api/customers/me',
  headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
});

test('GET /api/customers/me', async (t) => {
  const { app } = await buildTestApp(t);
  const mariana = await loginAs(app, 'cliente@demo.mx');
  const jorge = await loginAs(app, 'flotilla@demo.mx');

  await t.test('devuelve al cliente del token con sus contratos', async () => {
    const response = await app.inject(me(mariana.jwt.token));
    assert.equal(response.statusCode, 200);
    const profile = response.json();
    assert.equal(profile.id, mariana.customer.id);
    assert.equal(profile.name, 'Mariana López');
    assert.equal(profile.rfc, 'LOMM850101AB1');
    assert.deepEqual(profile.contracts.map((c: { number: string }) => c.number).sort(), ['FVC-2019-004567', 'FVC-2024-000123']);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  await t.test('el token de un cliente nunca muestra los contratos de otro', async () => {
    const a = (await app.inject(me(mariana.jwt.token))).json();
    const b = (await app.inject(me(jorge.jwt.token))).json();
    assert.equal(b.id, jorge.customer.id);
    assert.deepEqual(b.contracts.map((c: { number: string }) => c.number), ['FVC-2025-000789']);
    const idsOfA = new Set(a.contracts.map((c: { id: string }) => c.id));
    assert.ok(b.contracts.every((c: { id: string }) => !idsOfA.has(c.id)));
  });

  await t.test('sin token, o con uno inválido, responde 401 en español', async () => {
    const key = deriveKey(TEST_JWT_SECRET, 'access-token');
    const now = Date.now();
    // The claims of Mariana's live session: only the signature, time or audience is wrong below.
    const claims = await createAccessTokenService(key).verify(mariana.jwt.token);
    const tokens: Array<string | undefined> = [
      undefined,
      'no-es-un-jwt',
      // Signed with another secret.
      (await createAccessTokenService(deriveKey('otro-secreto-que-tambien-mide-32-caracteres', 'access-token')).issue(claims)).token,
      // Signed with the same secret but another purpose's key (the session cookies'): a key per purpose.
      (await createAccessTokenService(deriveKey(TEST_JWT_SECRET, 'session-cookies')).issue(claims)).token,
      // Signed with the secret itself, as every key was before HKDF (issue #66).
      (await createAccessTokenService(new TextEncoder().encode(TEST_JWT_SECRET)).issue(claims)).token,
      // Expired: issued 20 minutes ago with the right secret.
      (await createAccessTokenService(key, () => now - 20 * 60_000).issue(claims)).token,
      // Right key and claims, another type of token (RFC 8725 §3.11): typ is checked.
      await new SignJWT({ sid: claims.sessionId }).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setSubject(mariana.customer.id)
        .setIssuer('fvc-api').setAudience('fvc-web').setIssuedAt().setExpirationTime('5m').sign(key),
      // Right secret, wrong audience.
      await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(mariana.customer.id)
        .setIssuer('fvc-api').setAudience('otra-app').setIssuedAt().setExpirationTime('5m').sign(key),
      // Right secret, another HMAC algorithm than the pinned one.
      await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject(mariana.customer.id)
        .setIssuer('fvc-api').setAudience('fvc-web').setIssuedAt().setExpirationTime('5m').sign(key),
      // alg "none".
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: mariana.customer.id, iss: 'fvc-api', aud: 'fvc-web', exp: Math.floor(now / 1000) + 300 })).toString('base64url')}.`,
    ];
    for (const token of tokens) {
      const response = await app.inject(me(token));
      assert.equal(response.statusCode, 401, `token ${String(token).slice(0, 20)}`);
      assert.equal(response.json().code, 'UNAUTHENTICATED');
      assert.equal(response.json().message, 'Tu sesión expiró o no es válida. Inicia sesión de nuevo.');
      assert.match(String(response.headers['www-authenticate']), /^Bearer/);
    }
  });

  await t.test('un token bien firmado de una sesión que no existe, o de otro cliente, responde 401', async () => {
    const service = createAccessTokenService(deriveKey(TEST_JWT_SECRET, 'access-token'));
    const claims = await service.verify(mariana.jwt.token);
    const ghost = await service.issue({ customerId: claims.customerId, sessionId: '00000000-0000-4000-8000-000000000000' });
    assert.equal((await app.inject(me(ghost.token))).statusCode, 401);
    // Mariana's session id with Jorge's customer id: the session belongs to someone else.
    const swapped = await service.issue({ customerId: jorge.customer.id, sessionId: claims.sessionId });
    assert.equal((await app.inject(me(swapped.token))).statusCode, 401);
  });
});
