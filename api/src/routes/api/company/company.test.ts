import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

test('GET /api/company', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('devuelve los datos de la empresa sembrados', async () => {
    const response = await app.inject({ url: '/api/company' });
    assert.equal(response.statusCode, 200);
    const company = response.json();
    assert.equal(company.name, 'Financiera Vial del Centro');
    assert.deepEqual(company.hours, {
      weekdays: 'Lunes a viernes de 8:00 a 20:00 h',
      saturday: 'Sábado de 9:00 a 14:00 h',
    });
    assert.equal(company.yearsInMarket, 30);
    assert.ok(company.social.facebook && company.social.linkedin);
    assert.match(String(response.headers['cache-control']), /max-age/);
  });

  await t.test('los textos salen de la base de datos, no del código', async () => {
    await app.db.query(`update company set phone = '800 000 1111', name = 'Otra Financiera'`);
    const company = (await app.inject({ url: '/api/company' })).json();
    assert.equal(company.phone, '800 000 1111');
    assert.equal(company.name, 'Otra Financiera');
  });

  await t.test('sin fila de empresa responde 404 en español', async () => {
    await app.db.query('delete from company');
    const response = await app.inject({ url: '/api/company' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'No encontramos los datos de la empresa.');
  });
});
