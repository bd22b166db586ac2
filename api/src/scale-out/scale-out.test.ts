import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createScratchDatabase, TEST_DEALER_DATA_KEY, TEST_JWT_SECRET } from '../testing/build-test-app';
import { startThrowawayCluster } from '../testing/postgres-cluster';
import { FORM_LIMITS } from '../rate-limits/form-limits';

// Issue #14, scale-out: two real API processes (src/server.ts, as deployed) behind one PostgreSQL
// server share the form limits and the outboxes. Every e-mail and CRM lead goes out once; killing
// one process mid-traffic loses nothing, and can repeat only the one delivery it had in flight,
// under the same key (delivery is at least once; the keys make it once for a receiver that
// deduplicates, as the CRM does). Skipped, saying why, without PostgreSQL.
const API_DIR = path.resolve(import.meta.dirname, '..', '..');

interface Received {
  mails: string[];
  leads: string[];
}

async function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function listenSmtp(server: SMTPServer): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
}

/** What the mail server and the CRM received: Message-IDs and lead Idempotency-Keys. */
async function startReceivers(received: Received) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const id = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1];
        if (id) received.mails.push(id);
        callback();
      });
    },
  });
  // The test kills an API process on purpose: a connection it had open to the mail server or the
  // CRM is reset, which those servers report as an 'error' that, unheard, ends the whole test run.
  smtp.on('error', () => {});
  const crm = createServer((request, response) => {
    request.on('error', () => {});
    request.resume();
    request.on('end', () => {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string') received.leads.push(key);
      response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    smtpPort: await listenSmtp(smtp),
    crmPort: await listen(crm),
    close: () => Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => crm.close(() => resolve()))]),
  };
}

function startApi(env: Record<string, string>): { process: ChildProcess; url: string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { process: child, url: `http://127.0.0.1:${env.PORT}` };
}

async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

async function waitHealthy(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`la API de ${url} no respondió`);
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no se cumplió a tiempo: ${what}`);
}

const freePort = async () => {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
};

const contact = (ip: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  body: JSON.stringify({ name: 'Ana Torres', email: 'ana@example.com', subject: 'Información', message: 'Hola.', acceptsPrivacy: true }),
});
const lead = (ip: string, n: number) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  body: JSON.stringify({ source: 'campaign', name: `Prospecto ${n}`, email: `p${n}@example.com`, acceptsPrivacy: true }),
});

test('dos procesos de la API sobre un PostgreSQL', { timeout: 300_000 }, async (t) => {
  // Torn down in reverse order of creation, once, at the end (node:test runs `after` hooks in
  // the order they were added, which would stop the server before dropping its database).
  const teardown: Array<() => unknown> = [];
  t.after(async () => {
    for (const step of teardown.reverse()) await step();
  });

  // Always a cluster of its own, even with TEST_DATABASE_URL: the restart test stops it under the
  // APIs' feet, which no shared server may suffer.
  const cluster = await startThrowawayCluster();
  teardown.push(() => cluster.stop());
  const adminUrl = cluster.url;
  const scratch = await createScratchDatabase(adminUrl);
  teardown.push(() => scratch.drop());
  const db = new pg.Pool({ connectionString: scratch.url, max: 2 });
  // The restart test drops its idle connections too; the pool replaces them.
  db.on('error', () => {});
  teardown.push(() => db.end());
  const received: Received = { mails: [], leads: [] };
  const receivers = await startReceivers(received);
  teardown.push(() => receivers.close());

  const shared = {
    DATABASE_URL: scratch.url,
    SMTP_URL: `smtp://127.0.0.1:${receivers.smtpPort}`,
    CRM_URL: `http://127.0.0.1:${receivers.crmPort}/leads`,
    // The reminder test moves the business day on both processes (routes/api/test-clock).
    TEST_CLOCK: '1',
    JWT_SECRET: TEST_JWT_SECRET,
    DEALER_DATA_KEY: TEST_DEALER_DATA_KEY,
    GATEWAY_SECRET: 'secreto-de-la-pasarela-de-pruebas-de-32-caracteres',
    // Every request comes from this test through loopback: the header stands for the client.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_WRITES: '100000',
  };
  const a = startApi({ ...shared, PORT: String(await freePort()) });
  teardown.push(() => stopApi(a.process));
  await waitHealthy(a.url); // A migrates and seeds; B finds it done.
  const b = startApi({ ...shared, PORT: String(await freePort()) });
  teardown.push(() => stopApi(b.process));
  await waitHealthy(b.url);

  await t.test('el límite de un formulario se cuenta entre los dos procesos', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FORM_LIMITS.contactPerIp.limit; i += 1) {
      const api = i % 2 === 0 ? a : b;
      statuses.push((await fetch(`${api.url}/api/contact`, contact('203.0.113.50'))).status);
    }
    assert.deepEqual(statuses, [...Array(FORM_LIMITS.contactPerIp.limit).fill(201), 429]);
  });

  await t.test('con un proceso muerto a media carga no se pierde nada: cada correo y prospecto sale, y solo el que estaba en curso puede repetirse, con su misma clave', async () => {
    const accepted = { contacts: 0, leads: 0 };
    const post = async (n: number) => {
      const ip = `198.51.100.${n}`;
      for (const [pathName, init, kind] of [['/api/contact', contact(ip), 'contacts'], ['/api/leads', lead(ip, n), 'leads']] as const) {
        // The load balancer: B first for odd clients; a refused connection goes to A.
        const order = n % 2 === 1 ? [b, a] : [a, b];
        for (const api of order) {
          const response = await fetch(`${api.url}${pathName}`, init).catch(() => null);
          if (response) {
            assert.equal(response.status, 201);
            accepted[kind] += 1;
            break;
          }
        }
      }
    };
    for (let n = 1; n <= 40; n += 1) {
      if (n === 20) b.process.kill('SIGKILL'); // mid-traffic, maybe mid-batch
      await post(n);
    }
    assert.equal(accepted.contacts, 40);
    assert.equal(accepted.leads, 40);

    // A batch the dead process had claimed is leased for 5 minutes: time passes for it.
    await db.query("update mail_outbox set next_attempt_at = now() where status = 'pending'");
    await db.query("update leads set crm_next_attempt_at = now() where crm_status = 'pending'");

    await until(async () => {
      const { rows } = await db.query<{ pending: number }>("select count(*)::int as pending from mail_outbox where status <> 'sent'");
      return rows[0]?.pending === 0;
    }, 'todo el correo enviado', 90_000);
    const { rows: mails } = await db.query<{ id: string }>('select id from mail_outbox');
    assert.deepEqual([...new Set(received.mails)].sort(), mails.map((row) => row.id).sort(), 'ningún correo perdido');
    // Killed between the server's accept and marking the row sent, the one message in flight (the
    // workers send one at a time) is sent again after its lease, under the same Message-ID: the
    // only repeat a crash can cause, and one a receiver can recognize.
    assert.ok(received.mails.length - mails.length <= 1, `repetidos: ${received.mails.length - mails.length}`);

    await until(async () => {
      const { rows } = await db.query<{ pending: number }>("select count(*)::int as pending from leads where crm_status <> 'sent'");
      return rows[0]?.pending === 0;
    }, 'todos los prospectos en el CRM', 90_000);
    const { rows: leads } = await db.query<{ id: string }>('select id from leads');
    assert.deepEqual([...new Set(received.leads)].sort(), leads.map((row) => row.id).sort(), 'ningún prospecto perdido');
    // The same for the lead in flight, under the same Idempotency-Key, which the CRM deduplicates.
    assert.ok(received.leads.length - leads.length <= 1, `repetidos: ${received.leads.length - leads.length}`);
  });

  let c = b;
  await t.test('la base de datos se reinicia a media carga: 503 en español, y los procesos se recuperan solos', async () => {
    // A new process takes the place of the one killed above.
    c = startApi({ ...shared, PORT: String(await freePort()) });
    const started = c;
    teardown.push(() => stopApi(started.process));
    await waitHealthy(c.url);
    const sentBefore = received.mails.length;
    cluster.halt();
    try {
      for (const api of [a, c]) {
        const response = await fetch(`${api.url}/api/contact`, contact('192.0.2.10'));
        assert.equal(response.status, 503);
        assert.equal(response.headers.get('retry-after'), '5');
        const body = (await response.json()) as { code: string; message: string };
        assert.equal(body.code, 'DATABASE_UNAVAILABLE');
        assert.match(body.message, /no está disponible por el momento/);
        assert.equal((await fetch(`${api.url}/api/health`)).status, 503);
      }
    } finally {
      cluster.resume();
    }

    // Neither process is restarted: their pools reconnect on the next request.
    const accepted: string[] = [];
    await until(async () => {
      for (const api of [a, c]) {
        if (accepted.includes(api.url)) continue;
        const response = await fetch(`${api.url}/api/contact`, contact(`192.0.2.${20 + accepted.length}`));
        if (response.status === 201) accepted.push(api.url);
      }
      return accepted.length === 2;
    }, 'los dos procesos aceptan formularios otra vez', 30_000);
    assert.equal((await fetch(`${a.url}/api/health`)).status, 200);

    await until(async () => {
      const { rows } = await db.query<{ pending: number }>("select count(*)::int as pending from mail_outbox where status <> 'sent'");
      return rows[0]?.pending === 0;
    }, 'el correo aceptado tras el reinicio enviado', 90_000);
    assert.equal(received.mails.length, sentBefore + 2, 'los dos correos aceptados, una vez cada uno; los rechazados no se guardaron');
  });

  await t.test('un recordatorio sale una vez aunque los dos procesos corran la tarea; ninguno después de darse de baja', async () => {
    const { rows: [mariana] } = await db.query<{ id: string; due: string }>(
      `select cu.id, min(i.due_date)::text as due from customers cu join customer_accounts a on a.customer_id = cu.id
         join contracts c on c.customer_id = cu.id join contract_installments i on i.contract_id = c.id
        where a.email = 'cliente@demo.mx' and c.status = 'active' and i.due_date > current_date group by cu.id`,
    );
    await db.query(`insert into notice_preferences (customer_id, reminder_days) values ($1, 3)`, [mariana!.id]);
    const dayOf = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const runEverywhere = async (today: string) => {
      for (const api of [a, c]) {
        await fetch(`${api.url}/api/test-clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ today }) });
      }
      // Both at once, as two processes whose schedules fired together would.
      const answers = await Promise.all([a, c].map((api) => fetch(`${api.url}/api/test-clock/jobs/avisos`, { method: 'POST' })));
      assert.deepEqual(answers.map((answer) => answer.status), [200, 200]);
    };
    const reminders = async () =>
      (await db.query<{ headers: Record<string, string> }>(`select headers from mail_outbox where kind = 'notice' and to_address = 'cliente@demo.mx'`)).rows;
    await runEverywhere(dayOf(mariana!.due, -3));
    await runEverywhere(dayOf(mariana!.due, -2));
    assert.equal((await reminders()).length, 1, 'un solo recordatorio para ese vencimiento');
    const link = /<([^>]+)>/.exec((await reminders())[0]!.headers['List-Unsubscribe']!)![1]!;
    const { pathname, search } = new URL(link);
    const stopped = await fetch(`${c.url}${pathname}${search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    assert.equal(stopped.status, 200);
    const nextMonth = new Date(Date.parse(`${mariana!.due}T00:00:00Z`));
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    await runEverywhere(dayOf(nextMonth.toISOString().slice(0, 10), -3));
    assert.equal((await reminders()).length, 1, 'ninguno después de darse de baja');
    for (const api of [a, c]) await fetch(`${api.url}/api/test-clock`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ today: null }) });
  });

  await t.test('cada programación corre una vez por minuto entre los procesos (pg-boss)', async () => {
    // The every-minute reconciliation: both processes keep its schedule; each minute makes one job.
    await until(async () => {
      const { rows } = await db.query<{ runs: number }>(`select count(*)::int as runs from pgboss.job where name = 'conciliacion-de-pagos' and state = 'completed'`);
      return (rows[0]?.runs ?? 0) > 0;
    }, 'la conciliación programada corrió', 150_000);
    const { rows } = await db.query<{ minute: string; runs: number }>(
      `select date_trunc('minute', created_on)::text as minute, count(*)::int as runs from pgboss.job
        where name = 'conciliacion-de-pagos' group by 1 order by 1`,
    );
    assert.ok(rows.length >= 1, 'la conciliación corrió');
    assert.deepEqual(rows.filter((row) => row.runs > 1), [], 'ningún minuto con dos corridas');

  });
});
