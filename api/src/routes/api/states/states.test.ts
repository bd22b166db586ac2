import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CityListResponse, StateDistributorsResponse, StateListResponse } from '@fvc/shared/contracts';
import { buildTestApp, loginAs } from '../../../testing/build-test-app';

const get = (url: string, token?: string) => ({
  url,
  headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
});

test('GET /api/states, /api/states/cities, /api/states/distributors (SPEC §7, bearer)', async (t) => {
  const { app } = await buildTestApp(t);
  const { jwt } = await loginAs(app, 'cliente@demo.mx');

  await t.test('without a token, or with a bad one, each answers 401 in Spanish', async () => {
    for (const url of ['/api/states', '/api/states/cities', '/api/states/distributors?state_id=19']) {
      for (const token of [undefined, 'no-es-un-jwt']) {
        const response = await app.inject(get(url, token));
        assert.equal(response.statusCode, 401, `${url} ${token}`);
        assert.equal(response.json().code, 'UNAUTHENTICATED');
        assert.match(response.json().message, /Inicia sesión/);
      }
    }
  });

  await t.test('the 32 states by name', async () => {
    const response = await app.inject(get('/api/states', jwt.token));
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const { states } = response.json<StateListResponse>();
    assert.equal(states.length, 32);
    assert.deepEqual(states[0], { id: 1, code: 'AGS', name: 'Aguascalientes' });
    assert.deepEqual(
      states.map((state) => state.name),
      [...states.map((state) => state.name)].sort(),
    );
  });

  await t.test('cities, all or of one state, with coordinates', async () => {
    const all = (await app.inject(get('/api/states/cities', jwt.token))).json<CityListResponse>().cities;
    assert.ok(all.length >= 64);
    const nl = (await app.inject(get('/api/states/cities?state_id=19', jwt.token))).json<CityListResponse>().cities;
    assert.deepEqual(nl.map((city) => city.name), ['Apodaca', 'Monterrey', 'Santa Catarina']);
    const monterrey = nl.find((city) => city.name === 'Monterrey')!;
    assert.ok(Math.abs(monterrey.latitude - 25.6866) < 0.01 && Math.abs(monterrey.longitude + 100.3161) < 0.01);
  });

  await t.test('the distributors of a state, decrypted on the server', async () => {
    const response = await app.inject(get('/api/states/distributors?state_id=9', jwt.token));
    assert.equal(response.statusCode, 200);
    const { distributors } = response.json<StateDistributorsResponse>();
    assert.ok(distributors.length >= 3);
    assert.ok(distributors.every((dealer) => dealer.state.code === 'CDMX' && dealer.email.endsWith('.example')));
  });

  await t.test('state_id is required and must be a number', async () => {
    const missing = await app.inject(get('/api/states/distributors', jwt.token));
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, 'El campo “Estado” es obligatorio.');
    const wrong = await app.inject(get('/api/states/distributors?state_id=nuevo-leon', jwt.token));
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'El campo “Estado” debe ser un número.');
  });
});
