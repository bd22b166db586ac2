import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { buildTestApp, TEST_JWT_SECRET } from '../../../testing/build-test-app';

const login = (email: string, password: string) => ({ method: 'POST' as const, url: '/api/auth/login', payload: { email, password } });

test('POST /api/auth/login', async (t) => {
  const { app } = await buildTestApp(t, { rateLimit: { loginMaxPerMinute: 3 } });

  await t.test('con credenciales correctas entrega el cliente y un JWT HS256 de 15 minutos', async () => {
    const before = Date.now();
    const response = await app.inject(login('cliente@demo.mx', 'Demo.2026!'));
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json();
    assert.deepEqual(Object.keys(body.customer).sort(), ['email', 'id', 'name']);
    assert.equal(body.customer.name, 'Mariana López');
    assert.equal(body.customer.email, 'cliente@demo.mx');

    assert.equal(decodeProtectedHeader(body.jwt.token).alg, 'HS256');
    const { payload } = await jwtVerify(body.jwt.token, new TextEncoder().encode(TEST_JWT_SECRET), {
      issuer: 'fvc-api',
      audience: 'fvc-web',
    });
    assert.equal(payload.sub, body.customer.id);
    const lifetime = Date.parse(body.jwt.expiresAt) - before;
    assert.ok(lifetime > 14 * 60_000 && lifetime <= 15 * 60_000 + 1000, `duración ${lifetime} ms`);
    assert.equal(payload.exp, Date.parse(body.jwt.expiresAt) / 1000);
  });

  await t.test('el correo no distingue mayúsculas', async () => {
    const response = await app.inject(login('Cliente@Demo.MX', 'Demo.2026!'));
    assert.equal(response.statusCode, 200);
  });

  await t.test('contraseña equivocada y correo inexistente dan el mismo 401', async () => {
    for (const request of [login('flotilla@demo.mx', 'otra-cosa'), login('nadie@demo.mx', 'Demo.2026!')]) {
      const response = await app.inject(request);
      assert.equal(response.statusCode, 401);
      const { code, message } = response.json();
      assert.deepEqual({ code, message }, { code: 'INVALID_CREDENTIALS', message: 'Correo o contraseña incorrectos.' });
    }
  });

  await t.test('valida la solicitud con mensajes en español', async () => {
    const badEmail = await app.inject(login('no-es-correo', 'x'));
    assert.equal(badEmail.statusCode, 400);
    assert.equal(badEmail.json().code, 'VALIDATION_ERROR');
    assert.equal(badEmail.json().message, 'El campo «Correo electrónico» debe ser un correo electrónico válido.');

    const noPassword = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'cliente@demo.mx' } });
    assert.equal(noPassword.statusCode, 400);
    assert.equal(noPassword.json().message, 'El campo «Contraseña» es obligatorio.');
    assert.deepEqual(noPassword.json().fields, { password: 'El campo «Contraseña» es obligatorio.' });

    const longPassword = await app.inject(login('cliente@demo.mx', 'x'.repeat(201)));
    assert.equal(longPassword.statusCode, 400);
    assert.match(longPassword.json().message, /Contraseña.*200 caracteres/);
  });

  await t.test('limita los intentos por IP y correo con un 429 en español', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await app.inject(login('objetivo@demo.mx', `intento-${attempt}`))).statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429]);

    const limited = await app.inject(login('objetivo@demo.mx', 'Demo.2026!'));
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'RATE_LIMITED');
    assert.match(limited.json().message, /demasiadas solicitudes/i);
    assert.ok(Number(limited.headers['retry-after']) > 0);

    // Another account from the same IP keeps its own budget.
    assert.equal((await app.inject(login('cliente@demo.mx', 'Demo.2026!'))).statusCode, 200);
  });
});
