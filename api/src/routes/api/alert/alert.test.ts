import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

const check = (payload: unknown) => ({ method: 'POST' as const, url: '/api/alert', payload: payload as object });
const PUBLIC_FLAGS = { internalAlert: false, pcAlert: false };

test('POST /api/alert', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('devuelve la alerta activa del sitio público', async () => {
    const response = await app.inject(check(PUBLIC_FLAGS));
    assert.equal(response.statusCode, 200);
    const alert = response.json();
    assert.deepEqual(Object.keys(alert).sort(), ['description', 'imgBack', 'textbutton', 'title', 'url']);
    assert.equal(alert.title, 'Cotiza tu unidad en minutos');
    assert.match(alert.description, /^<p>/);
  });

  await t.test('la del área de clientes es otra: la de internalAlert (issue #69)', async () => {
    const response = await app.inject(check({ internalAlert: true, pcAlert: false }));
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().title, 'Tu portal de clientes, renovado');
  });

  await t.test('responde 204 sin cuerpo cuando no hay alerta para esas banderas', async () => {
    const response = await app.inject(check({ internalAlert: true, pcAlert: true }));
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
  });

  await t.test('respeta la vigencia por fechas', async () => {
    await app.db.query(`update alerts set starts_at = now() + interval '1 day'`);
    assert.equal((await app.inject(check(PUBLIC_FLAGS))).statusCode, 204);
    await app.db.query(`update alerts set starts_at = now() - interval '2 day', ends_at = now() - interval '1 day'`);
    assert.equal((await app.inject(check(PUBLIC_FLAGS))).statusCode, 204);
    await app.db.query('update alerts set starts_at = null, ends_at = null');
    assert.equal((await app.inject(check(PUBLIC_FLAGS))).statusCode, 200);
  });

  await t.test('una alerta desactivada deja de mostrarse', async () => {
    await app.db.query('update alerts set active = false');
    assert.equal((await app.inject(check(PUBLIC_FLAGS))).statusCode, 204);
  });

  await t.test('rechaza banderas ausentes o de otro tipo con un 400 en español', async () => {
    const missing = await app.inject(check({ pcAlert: false }));
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'El campo “Alerta interna” es obligatorio.');

    const wrongType = await app.inject(check({ internalAlert: 'quizá', pcAlert: false }));
    assert.equal(wrongType.statusCode, 400);
    assert.equal(wrongType.json().message, 'El campo “Alerta interna” debe ser verdadero o falso.');

    const noBody = await app.inject({ method: 'POST', url: '/api/alert' });
    assert.equal(noBody.statusCode, 400);
    assert.equal(noBody.json().code, 'VALIDATION_ERROR');
  });
});
