import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed/index';

export const TEST_JWT_SECRET = 'secreto-de-pruebas-con-al-menos-32-caracteres';
/** 32 bytes in base64url: the AES key for dealer contact data in tests. */
export const TEST_DEALER_DATA_KEY = 'cHJ1ZWJhcy1kZS1jaWZyYWRvLWRlLTMyLWJ5dGVzISE';

interface TestAppOptions extends Partial<BuildAppOptions> {
  /** A PostgreSQL server URL to create the scratch database on (default: TEST_DATABASE_URL). */
  testDatabaseUrl?: string;
  /** Add test-only routes or hooks before the app is sealed. */
  beforeReady?: (app: App) => void | Promise<void>;
}

/**
 * A fresh, empty database on the server of `adminUrl` (one per test file, so files can run in
 * parallel and change data freely); dropped by the returned function.
 */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fvc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * One app per test file on a fresh database, migrated and seeded (creating one costs seconds, so
 * a file's tests share it): an in-memory PGlite, or a scratch database on the PostgreSQL server
 * of TEST_DATABASE_URL when set. Mail goes to a temp folder. Closed when the file's tests end.
 */
export async function buildTestApp(
  t: Pick<TestContext, 'after'>,
  { beforeReady, testDatabaseUrl = process.env.TEST_DATABASE_URL, ...options }: TestAppOptions = {},
) {
  const mailDir = mkdtempSync(join(tmpdir(), 'fvc-mail-'));
  const scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
  const app = await buildApp({
    dataDir: 'memory://',
    databaseUrl: scratch?.url,
    logger: false,
    jwtSecret: TEST_JWT_SECRET,
    dealerDataKey: TEST_DEALER_DATA_KEY,
    mail: { mailDir, from: 'pruebas@financieravial.example' },
    ...options,
  });
  await beforeReady?.(app);
  await app.ready();
  await migrate(app.db);
  await seed(app.db, { dealerDataKey: options.dealerDataKey ?? TEST_DEALER_DATA_KEY });
  t.after(async () => {
    await app.close();
    await scratch?.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });
  return { app, mailDir };
}

export async function loginAs(app: App, email: string, password = 'Demo.2026!') {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} -> ${response.statusCode} ${response.body}`);
  return response.json<{ customer: { id: string; name: string; email: string }; jwt: { token: string; expiresAt: string } }>();
}

export async function countRows(app: App, table: string): Promise<number> {
  const [row] = await app.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row?.count ?? 0;
}
