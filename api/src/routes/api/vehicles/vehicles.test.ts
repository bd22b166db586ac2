import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

test('GET /api/vehicles', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('lista los tipos con los parámetros de sus tres planes, tomados de la base de datos', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/vehicles/types' });
    assert.equal(response.statusCode, 200);
    const { types } = response.json();
    assert.deepEqual(types.map((type: { slug: string }) => type.slug), ['tractocamion', 'camion', 'autobus']);
    assert.deepEqual(types[0].plans.map((p: { plan: string }) => p.plan), ['credit', 'pure-lease', 'financial-lease']);
    assert.equal(types[0].plans[0].annualRate, 0.1499);
    assert.equal(types[0].plans[0].terms.at(0), 12);
    assert.equal(types[0].plans[0].terms.at(-1), 72);
    assert.equal(types[0].image, '/media/vehicle-tractocamion.webp');

    // Editing the parameters in the database changes what the calculator uses.
    await app.db.query(`update quote_plan_params set annual_rate = 0.2 where plan = 'credit'`);
    const edited = (await app.inject({ method: 'GET', url: '/api/vehicles/types' })).json();
    assert.equal(edited.types[0].plans[0].annualRate, 0.2);
  });

  await t.test('lista los modelos de un tipo con su precio desde, y las versiones de un modelo', async () => {
    const models = await app.inject({ method: 'GET', url: '/api/vehicles/types/camion/models' });
    assert.equal(models.statusCode, 200);
    const [first] = models.json().models;
    assert.equal(first.slug, 'cumbre-c45');
    assert.equal(first.fromPrice, 98_000_000);

    const versions = await app.inject({ method: 'GET', url: `/api/vehicles/models/${first.id}/versions` });
    assert.equal(versions.statusCode, 200);
    const body = versions.json();
    assert.equal(body.model.id, first.id);
    assert.equal(body.versions.length, 2);
    assert.equal(body.versions[0].priceWithoutIva, Math.round(98_000_000 / 1.16));
  });

  await t.test('responde 404 en español para un tipo o modelo que no existe, y 400 para un id inválido', async () => {
    const type = await app.inject({ method: 'GET', url: '/api/vehicles/types/submarino/models' });
    assert.equal(type.statusCode, 404);
    assert.match(type.json().message, /tipo de vehículo/);
    assert.equal((await app.inject({ method: 'GET', url: '/api/vehicles/models/9999/versions' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'GET', url: '/api/vehicles/models/abc/versions' })).statusCode, 400);
  });
});
