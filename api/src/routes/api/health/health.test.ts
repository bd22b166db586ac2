import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

test('GET /api/health', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('responde ok cuando la base de datos responde', async () => {
    const response = await app.inject({ url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: 'ok' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  await t.test('responde 503 en español cuando la base de datos no responde', async () => {
    const original = app.db.query;
    app.db.query = async () => {
      throw new Error('connection terminated');
    };
    try {
      const response = await app.inject({ url: '/api/health' });
      assert.equal(response.statusCode, 503);
      assert.equal(response.json().code, 'DATABASE_UNAVAILABLE');
      assert.doesNotMatch(response.body, /connection terminated/);
    } finally {
      app.db.query = original;
    }
  });
});
