import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { loggableUrl } from './app';
import { buildTestApp } from './testing/build-test-app';

/** Every secret the requests below carry contains this: none of it may reach the log. */
const MARK = 'MARCA7Q';

test('the log carries no password, code, token, cookie or capability URL, whatever a request sends', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const { app } = await buildTestApp(t, { logger: { level: 'trace', stream } });
  const uuid = '11111111-1111-4111-8111-111111111111';
  const json = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { origin: 'http://localhost:3000', ...headers } });

  // Well-formed and malformed bodies (an extra field fails validation: before, the log kept the
  // whole body of a failed validation).
  for (const extra of [{}, { sobra: MARK }]) {
    await json('/api/auth/login', { email: 'cliente@demo.mx', password: `${MARK}-login`, ...extra });
    await json('/api/auth/login/code', { challengeId: uuid, code: extra.sobra ? `${MARK}` : '123456', ...extra });
    await json('/api/auth/register', { contractNumber: 'FVC-2023-000456', rfc: 'TBA050315QH2', email: 'nuevo@demo.mx', password: `${MARK}-registro`, ...extra });
    await json('/api/auth/password-reset/confirm', { token: `${MARK}-enlace`, password: `${MARK}-nueva`, ...extra });
    await json('/api/auth/password', { currentPassword: `${MARK}-actual`, newPassword: `${MARK}-otra`, ...extra }, { authorization: `Bearer ${MARK}.jwt.token` });
  }
  // Header objects: a bearer token, the refresh cookie, the XSRF header; a header that fails its schema.
  await json('/api/auth/refresh', {}, { cookie: `fvc_refresh=${MARK}-cookie; XSRF-TOKEN=${MARK}-xsrf`, 'x-xsrf-token': `${MARK}-xsrf` });
  await json('/api/customers/payments', { contractId: uuid, option: 'due' }, { authorization: `Bearer ${MARK}`, 'idempotency-key': `${MARK}!` });
  // Capability URLs: the payment result's view token and the quote PDF's signature.
  await app.inject({ url: `/api/payments/result?pago=${uuid}&t=9999999999.${MARK}` });
  await app.inject({ url: `/api/quotes/${uuid}/pdf?firma=${MARK}` });

  const log = lines.join('');
  assert.ok(lines.length > 20, 'el registro tiene las solicitudes');
  assert.match(log, /solicitud inválida/, 'las validaciones fallidas se registran');
  assert.match(log, /\/api\/payments\/result\?pago=11111111-1111-4111-8111-111111111111&t=%5Bredactado%5D/);
  const leaks = lines.filter((line) => line.includes(MARK));
  assert.deepEqual(leaks, [], 'ninguna línea lleva un secreto');
});

test('a URL keeps its ordinary parameters and loses the value of a capability', () => {
  assert.equal(loggableUrl('/api/news?page=2'), '/api/news?page=2');
  assert.equal(loggableUrl('/api/quotes/x/pdf?firma=abc&page=1'), '/api/quotes/x/pdf?firma=%5Bredactado%5D&page=1');
  assert.equal(loggableUrl('/api/payments/result?pago=1&T=abc'), '/api/payments/result?pago=1&T=%5Bredactado%5D');
});
