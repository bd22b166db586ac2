import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, loginAs } from '../../../testing/build-test-app';

const showFormReq = (token?: string) => ({
  url: '/api/distributors/showformreq',
  headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
});

test('GET /api/distributors/showformreq (SPEC §7, bearer)', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('prefills the dealer contact form with the token customer, and only that one', async () => {
    const mariana = await loginAs(app, 'cliente@demo.mx');
    const jorge = await loginAs(app, 'flotilla@demo.mx');
    const a = await app.inject(showFormReq(mariana.jwt.token));
    assert.equal(a.statusCode, 200);
    assert.deepEqual(a.json(), { name: 'Mariana López', email: 'cliente@demo.mx', privacyNoticePath: '/legales/aviso-de-privacidad' });
    assert.equal(a.headers['cache-control'], 'private, no-store');
    assert.equal((await app.inject(showFormReq(jorge.jwt.token))).json().email, 'flotilla@demo.mx');
  });

  await t.test('without a session it answers 401', async () => {
    const response = await app.inject(showFormReq());
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 'UNAUTHENTICATED');
  });
});
