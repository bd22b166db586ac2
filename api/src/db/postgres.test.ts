import assert from 'node:assert/strict';
import { test } from 'node:test';
import { demoCustomers } from './seed/demo-content';
import { buildTestApp, createScratchDatabase, loginAs } from '../testing/build-test-app';
import { startThrowawayCluster } from '../testing/postgres-cluster';
import { createPostgresDatabase } from './pg-database';
import { readdirSync } from 'node:fs';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { seed } from './seed/index';

// The same migrations, queries and routes on a real PostgreSQL server (docs/architecture.md §4). Uses
// TEST_DATABASE_URL when given, else starts a throwaway local cluster (README "Requirements").
test('PostgreSQL real', async (t) => {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const cluster = await startThrowawayCluster();
    t.after(() => cluster.stop());
    adminUrl = cluster.url;
  }

  await t.test('las migraciones se aplican una vez y la semilla no duplica', async () => {
    const scratch = await createScratchDatabase(adminUrl);
    const db = await createPostgresDatabase(scratch.url);
    try {
      assert.deepEqual(
        await migrate(db),
        readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql')).sort(),
      );
      assert.deepEqual(await migrate(db), []);
      assert.ok((await seed(db)).includes('company'));
      assert.deepEqual(await seed(db), []);
      const [row] = await db.query<{ count: number }>('select count(*)::int as count from contracts');
      assert.equal(row?.count, demoCustomers.reduce((sum, customer) => sum + customer.contracts.length, 0));
      // Two migrators at once (server + CLI): the advisory lock keeps it a no-op, not an error.
      assert.deepEqual(await Promise.all([migrate(db), migrate(db)]), [[], []]);
    } finally {
      await db.close();
      await scratch.drop();
    }
  });

  await t.test('las rutas responden igual sobre PostgreSQL', async (t2) => {
    const { app } = await buildTestApp(t2, { testDatabaseUrl: adminUrl });
    assert.equal(app.db.kind, 'postgres');

    assert.deepEqual((await app.inject({ url: '/api/health' })).json(), { status: 'ok', database: 'ok' });
    assert.equal((await app.inject({ url: '/api/company' })).json().name, 'Financiera Vial del Centro');
    assert.equal((await app.inject({ method: 'POST', url: '/api/alert', payload: { internalAlert: false, pcAlert: false } })).statusCode, 200);

    const jorge = await loginAs(app, 'flotilla@demo.mx');
    const profile = (await app.inject({ url: '/api/customers/me', headers: { authorization: `Bearer ${jorge.jwt.token}` } })).json();
    assert.deepEqual(profile.contracts.map((c: { number: string }) => c.number), ['FVC-2025-000789']);

    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Luis', email: 'luis@example.com', subject: 'Hola', message: 'Prueba', acceptsPrivacy: true },
    });
    assert.equal(contact.statusCode, 201);
    // The sign-in code, the contact message and the visitor's acknowledgment.
    assert.deepEqual(await app.mail.deliverPending(), { sent: 3, retried: 0, failed: 0 });
  });
});
