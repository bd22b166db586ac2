import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed/index';
import { templateDatabase } from './template-database';
import { scaledFormLimits } from '../rate-limits/form-limits';
import { LOGIN_THROTTLE } from '../auth/login-throttle';

export const TEST_JWT_SECRET = 'secreto-de-pruebas-con-al-menos-32-caracteres';
/** 32 bytes in base64url: the AES key for dealer contact data in tests. */
export const TEST_DEALER_DATA_KEY = 'cHJ1ZWJhcy1kZS1jaWZyYWRvLWRlLTMyLWJ5dGVzISE';

const HOUR_MS = 60 * 60 * 1000;
/** The attempt counters' time in a test app: one second into the current hour (see buildTestApp). */
const LIMITER_TIME = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 1000;

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
  const uploadDir = mkdtempSync(join(tmpdir(), 'fvc-uploads-'));
  const scratch = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
  const dealerDataKey = options.dealerDataKey ?? TEST_DEALER_DATA_KEY;
  const app = await buildApp({
    dataDir: 'memory://',
    databaseUrl: scratch?.url,
    loadDataDir: scratch ? undefined : await templateDatabase(dealerDataKey),
    logger: false,
    jwtSecret: TEST_JWT_SECRET,
    dealerDataKey: TEST_DEALER_DATA_KEY,
    mail: { mailDir, from: 'pruebas@financieravial.example' },
    uploadDir,
    // Tests edit content and read it back at once; content-cache.test.ts checks the interval.
    contentCheckMs: 0,
    // Files post their forms many times from one address; form-limits.test.ts uses the real limits.
    formLimits: scaledFormLimits(100),
    // The attempt counters use fixed windows of 15 and 60 minutes. On the real clock a test that
    // ran across a window's end saw its count start again, or a wait of seconds where it expected
    // minutes. One second into an hour, and still: every window of the test is one window.
    limiterClock: () => LIMITER_TIME,
    // Files sign the same demo customers in with wrong passwords on purpose, many times, and the
    // brake's waits run on the database's clock: the tests of the brake (sign-in.test.ts) give the
    // real rules.
    loginThrottle: { ...LOGIN_THROTTLE, freeFailures: 1000 },
    ...options,
  });
  await beforeReady?.(app);
  await app.ready();
  // No-ops on a clone of the template; real work on a scratch PostgreSQL database.
  await migrate(app.db);
  await seed(app.db, { dealerDataKey });
  t.after(async () => {
    await app.close();
    await scratch?.drop();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(uploadDir, { recursive: true, force: true });
  });
  return { app, mailDir, uploadDir };
}

/** The latest e-mail the outbox holds for `to` of `kind` (tests read codes and links from it). */
export async function lastMailTo(app: App, to: string, kind: string): Promise<{ subject: string; body_text: string } | undefined> {
  const [row] = await app.db.query<{ subject: string; body_text: string }>(
    'select subject, body_text from mail_outbox where lower(to_address) = lower($1) and kind = $2 order by created_at desc, id desc limit 1',
    [to, kind],
  );
  return row;
}

/** The 6-digit code of the latest sign-in e-mail to `email`. */
export async function lastSignInCode(app: App, email: string): Promise<string> {
  const mail = await lastMailTo(app, email, 'sign-in-code');
  const code = /\b(\d{6})\b/.exec(mail?.body_text ?? '')?.[1];
  if (!code) throw new Error(`sin código de acceso para ${email}`);
  return code;
}

export interface TestSession {
  customer: { id: string; name: string; email: string };
  jwt: { token: string; expiresAt: string };
  /** `name=value` of the refresh, XSRF and device cookies, for a `cookie` header. */
  cookieHeader: string;
  xsrf: string;
}

export function cookieHeaderOf(cookies: Array<{ name: string; value: string }>): string {
  return cookies.filter((cookie) => cookie.value !== '').map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Signs in as a customer would: password, then the code from the e-mail. */
export async function loginAs(app: App, email: string, password = 'Demo.2026!', headers: Record<string, string> = {}): Promise<TestSession> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });
  if (login.statusCode !== 200) throw new Error(`login ${email} -> ${login.statusCode} ${login.body}`);
  const code = await lastSignInCode(app, email);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/login/code',
    payload: { challengeId: login.json().challengeId, code },
    headers,
  });
  if (verify.statusCode !== 200) throw new Error(`código ${email} -> ${verify.statusCode} ${verify.body}`);
  const cookies = verify.cookies as Array<{ name: string; value: string }>;
  return {
    ...verify.json<{ customer: TestSession['customer']; jwt: TestSession['jwt'] }>(),
    cookieHeader: cookieHeaderOf(cookies),
    xsrf: cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  };
}

export async function countRows(app: App, table: string): Promise<number> {
  const [row] = await app.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row?.count ?? 0;
}

export interface StaffTestSession {
  staff: { id: string; name: string; email: string; roles: string[] };
  jwt: { token: string; expiresAt: string };
  /** `name=value` of the back-office's refresh cookie. */
  cookieHeader: string;
}

/** Signs a staff member in as the back-office does: password, then the e-mailed code. */
export async function staffLoginAs(app: App, email: string, password = 'Personal.2026!'): Promise<StaffTestSession> {
  const signIn = await app.inject({ method: 'POST', url: '/api/backoffice/auth/sign-in', payload: { email, password } });
  if (signIn.statusCode !== 200) throw new Error(`sign-in ${email} -> ${signIn.statusCode} ${signIn.body}`);
  const mail = await lastMailTo(app, email, 'staff-code');
  const code = /\b(\d{6})\b/.exec(mail?.body_text ?? '')?.[1];
  if (!code) throw new Error(`sin código del back-office para ${email}`);
  const verify = await app.inject({ method: 'POST', url: '/api/backoffice/auth/code', payload: { challengeId: signIn.json().challengeId, code } });
  if (verify.statusCode !== 200) throw new Error(`código ${email} -> ${verify.statusCode} ${verify.body}`);
  return { ...verify.json<Omit<StaffTestSession, 'cookieHeader'>>(), cookieHeader: cookieHeaderOf(verify.cookies as Array<{ name: string; value: string }>) };
}

/** The demo staff, one per role (db/seed/demo-content.ts). */
export const DEMO_STAFF = {
  editor: 'editor@financieravial.example',
  publisher: 'publicacion@financieravial.example',
  agent: 'agente@financieravial.example',
  admin: 'admin@financieravial.example',
} as const;
