import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, loginAs } from '../../testing/build-test-app';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
}

test('customer routes are protected by default', async (t) => {
  const { app } = await buildTestApp(t, {
    beforeReady: (instance) => {
      // A route a developer adds without thinking about access.
      instance.get('/api/prueba/sin-declarar', async (request) => ({ customerId: request.customerId }));
      instance.get('/api/prueba/publica', { schema: { security: [] } }, async () => ({ ok: true }));
    },
  });
  const session = await loginAs(app, 'cliente@demo.mx');

  await t.test('a route that declares nothing needs a session', async () => {
    assert.equal((await app.inject({ url: '/api/prueba/sin-declarar' })).statusCode, 401);
    const signedIn = await app.inject({ url: '/api/prueba/sin-declarar', headers: { authorization: `Bearer ${session.jwt.token}` } });
    assert.equal(signedIn.statusCode, 200);
    assert.equal(signedIn.json().customerId, session.customer.id);
  });

  await t.test('a public route says so with security: []', async () => {
    assert.equal((await app.inject({ url: '/api/prueba/publica' })).statusCode, 200);
  });

  await t.test('the OpenAPI document declares security and an operationId on every operation, and says who can call what', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>>; servers?: unknown[] }>();
    assert.ok(document.servers && document.servers.length > 0, 'servers');
    const ids = new Set<string>();
    const protectedOperations: Array<{ method: string; path: string }> = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        assert.ok(operation.operationId, `${method} ${path} sin operationId`);
        assert.ok(!ids.has(operation.operationId), `operationId repetido ${operation.operationId}`);
        ids.add(operation.operationId);
        assert.ok(Array.isArray(operation.security), `${method} ${path} sin security`);
        if (operation.security.length > 0 && operation.security.every((requirement) => 'bearerAuth' in requirement)) {
          protectedOperations.push({ method, path });
        }
      }
    }
    assert.ok(protectedOperations.length >= 8, `operaciones protegidas: ${protectedOperations.length}`);

    // Every operation the document calls protected answers 401 without a token, before validation.
    for (const { method, path } of protectedOperations) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await app.inject({ method: method.toUpperCase() as 'GET', url, payload: method === 'get' ? undefined : {} });
      assert.equal(response.statusCode, 401, `${method.toUpperCase()} ${path} -> ${response.statusCode}`);
    }
  });
});
