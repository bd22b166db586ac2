import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp, countRows } from '../../../testing/build-test-app';

/**
 * Issue #14: an Idempotency-Key replays the quote it saved only for the same request. Reused with
 * other data it answers 422: before, it returned the first quote, someone else's figures and name.
 */
test('POST /api/quotes: the same key with another body is a 422, not the first quote', async (t) => {
  const { app } = await buildTestApp(t);
  const [version] = await app.db.query<{ id: number }>('select id from vehicle_versions order by id limit 1');
  const valid = {
    versionId: version!.id,
    plan: 'credit',
    personType: 'fisica',
    downPayment: 0.2,
    termMonths: 48,
    insurance: 'financed',
    name: 'Ana Torres',
    email: 'ana.torres@example.com',
    phone: '55 1234 5678',
    state: 'Jalisco',
    acceptsPrivacy: true,
  };
  const send = (payload: object, key: string) => app.inject({ method: 'POST', url: '/api/quotes', headers: { 'idempotency-key': key }, payload });

  await t.test('a retry gets the same quote; other data under the key gets a Spanish 422', async () => {
    const first = await send(valid, 'clave-reutilizada-01');
    assert.equal(first.statusCode, 201, first.body);
    // The same request, as a browser retries it (the address is compared lower-cased, as stored).
    const retry = await send({ ...valid, email: 'Ana.Torres@Example.com' }, 'clave-reutilizada-01');
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.json().id, first.json().id);

    const [quotes, mails] = [await countRows(app, 'quotes'), await countRows(app, 'mail_outbox')];
    for (const other of [{ termMonths: 36 }, { name: 'Otra Persona' }, { downPayment: 0.3 }, { email: 'otra@example.com' }]) {
      const response = await send({ ...valid, ...other }, 'clave-reutilizada-01');
      assert.equal(response.statusCode, 422, JSON.stringify(other));
      assert.equal(response.json().code, 'IDEMPOTENCY_MISMATCH');
      assert.equal(response.json().message, 'Esa clave ya se usó para otra cotización. Recarga la página e intenta de nuevo.');
      assert.equal(response.json().id, undefined, 'no devuelve la cotización guardada');
    }
    assert.deepEqual([await countRows(app, 'quotes'), await countRows(app, 'mail_outbox')], [quotes, mails], 'nada nuevo se guardó ni se envió');
  });

  await t.test('two different requests racing on one key: one is saved, the other gets the 422', async () => {
    const [a, b] = await Promise.all([send(valid, 'clave-en-carrera-01'), send({ ...valid, termMonths: 24 }, 'clave-en-carrera-01')]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [201, 422]);
  });
});
