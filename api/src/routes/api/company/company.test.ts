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

  await t.test('carries the UNE, CONDUSEF, the Buró de Entidades Financieras and the SOFOM legend', async () => {
    const { regulator } = (await app.inject({ url: '/api/company' })).json();
    assert.match(regulator.une.phone, /\d/);
    assert.match(regulator.une.email, /@/);
    assert.ok(regulator.une.address && regulator.une.hours && regulator.une.head);
    assert.equal(regulator.condusef.url, 'https://www.condusef.gob.mx');
    assert.equal(regulator.buroUrl, 'https://www.buro.condusef.gob.mx');
    assert.match(regulator.legend, /no requiere autorización de la Secretaría de Hacienda y Crédito Público/);
    assert.match(regulator.legend, /Comisión Nacional Bancaria y de Valores/);
  });
  await t.test('sin fila de empresa responde 404 en español', async () => {
    await app.db.query('delete from company');
    const response = await app.inject({ url: '/api/company' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'No encontramos los datos de la empresa.');
  });

});
