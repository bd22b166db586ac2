import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SERVER_ERROR_MESSAGE } from './app-error';
import { buildTestApp } from './testing/build-test-app';

// Platform behaviour shared by every route: security headers, CORS, request ids, errors, docs.
test('la plataforma HTTP', async (t) => {
  const logged: string[] = [];
  const { app } = await buildTestApp(t, {
    corsOrigins: ['http://localhost:3000'],
    // Capture the log to prove the real error reaches it while the client sees none of it.
    logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    beforeReady: (instance) => {
      instance.get('/api/test/falla', { schema: { security: [] } }, async () => {
        throw new Error('select * from secretos: conexión rechazada en 10.0.0.5');
      });
    },
  });

  await t.test('envía las cabeceras de seguridad de helmet', async () => {
    const response = await app.inject({ url: '/api/health' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
    assert.ok(response.headers['strict-transport-security']);
    assert.equal(response.headers['x-powered-by'], undefined);
  });

  await t.test('CORS permite un origen de la lista y no otro', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');

    const other = await app.inject({ url: '/api/company', headers: { origin: 'https://malicioso.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  await t.test('asigna un id a cada solicitud y respeta uno válido recibido', async () => {
    const generated = await app.inject({ url: '/api/health' });
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/);

    const given = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-abc.123' } });
    assert.equal(given.headers['x-request-id'], 'proxy-abc.123');

    const unsafe = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x'.repeat(65) } });
    assert.notEqual(unsafe.headers['x-request-id'], 'x'.repeat(65));
  });

  await t.test('una ruta inexistente responde 404 en español', async () => {
    const response = await app.inject({ url: '/api/no-existe' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      code: 'NOT_FOUND',
      message: 'No encontramos lo que buscas.',
      requestId: response.headers['x-request-id'],
    });
  });

  await t.test('un error inesperado responde 500 genérico y el detalle solo va al registro', async () => {
    const response = await app.inject({ url: '/api/test/falla' });
    assert.equal(response.statusCode, 500);
    const body = response.json();
    assert.deepEqual(body, { code: 'INTERNAL_ERROR', message: SERVER_ERROR_MESSAGE, requestId: response.headers['x-request-id'] });
    assert.doesNotMatch(response.body, /secretos|10\.0\.0\.5|at /);
    const entry = logged.map((line) => JSON.parse(line)).find((line) => line.reqId === body.requestId);
    assert.match(entry?.err?.message ?? '', /secretos/);
  });

  await t.test('rechaza un cuerpo demasiado grande y uno que no es JSON, en español', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().message, 'La solicitud es demasiado grande.');

    const broken = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().code, 'VALIDATION_ERROR');
    assert.match(broken.json().message, /JSON/);

    const text = await app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<hola/>' });
    assert.equal(text.statusCode, 415);
    assert.match(text.json().message, /tipo de contenido/);
  });

  await t.test('/api/docs/json documenta cada ruta con todas sus respuestas', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    const routes = Object.entries(document.paths as Record<string, Record<string, { responses: object }>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const route of [
      'GET /api/health',
      'GET /api/company',
      'POST /api/auth/login',
      'GET /api/customers/me',
      'POST /api/alert',
      'POST /api/contact',
    ]) {
      assert.ok(routes.includes(route), `falta ${route} en OpenAPI`);
    }
    assert.deepEqual(Object.keys(document.paths['/api/contact'].post.responses).sort(), ['201', '400', '429', '500']);
    assert.ok(document.paths['/api/alert'].post.responses['204']);

    const ui = await app.inject({ url: '/api/docs' });
    assert.ok([200, 302].includes(ui.statusCode));
  });
});
