import { formatMxn } from '@fvc/shared/finance';
import { readEnv } from '../config/env';
import { createDatabase } from '../db/create-database';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { resolveParkedTransfer } from '../spei/receive-transfer';
import { fieldVitals } from '../vitals/field-vitals';

// What a person on duty looks at and decides, on the same DATABASE_URL / DATA_DIR as the server.
// With the embedded database, stop the API first: PGlite is one process's at a time.
//   npm run jobs --workspace api                    queues, schedules and failed (dead) jobs
//   npm run spei --workspace api                    SPEI transfers parked for a person
//   npm run spei --workspace api -- aplicar <clave> <contrato>
//   npm run spei --workspace api -- devuelta <clave>
//   npm run vitals                                  field data: p75 per route and device, 7 days

async function showJobs(db: Database) {
  const schedules = await db.query<{ name: string; cron: string; timezone: string }>('select name, cron, timezone from pgboss.schedule order by name');
  console.log('Programación (hora de la Ciudad de México):');
  for (const row of schedules) console.log(`  ${row.name.padEnd(24)} ${row.cron.padEnd(16)} ${row.timezone}`);
  const states = await db.query<{ name: string; state: string; count: number }>(
    `select name, state, count(*)::int as count from pgboss.job where name not like '\\_\\_pgboss%' group by 1, 2 order by 1, 2`,
  );
  console.log('\nTareas por estado:');
  for (const row of states) console.log(`  ${row.name.padEnd(24)} ${row.state.padEnd(10)} ${row.count}`);
  const dead = await db.query<{ name: string; created_on: Date; output: unknown }>(
    `select name, created_on, output from pgboss.job where name like '%.fallidas' order by created_on desc limit 20`,
  );
  console.log(dead.length === 0 ? '\nNinguna tarea fallida sin resolver.' : '\nFallidas (las últimas 20):');
  for (const row of dead) console.log(`  ${new Date(row.created_on).toISOString()} ${row.name} ${JSON.stringify(row.output ?? {}).slice(0, 200)}`);
}

async function showParked(db: Database) {
  const parked = await db.query<{ tracking_key: string; reference_clabe: string; amount_cents: string; sender_name: string; parked_reason: string; received_at: Date }>(
    `select tracking_key, reference_clabe, amount_cents, sender_name, parked_reason, received_at from spei_transfers where status = 'parked' order by received_at`,
  );
  if (parked.length === 0) console.log('No hay transferencias SPEI apartadas.');
  for (const row of parked) {
    console.log(`${row.tracking_key}  ${new Date(row.received_at).toISOString()}  ${formatMxn(Number(row.amount_cents))}  CLABE ${row.reference_clabe}  ${row.sender_name}  (${row.parked_reason})`);
  }
}

async function showVitals(db: Database) {
  // A database the API has not opened since the field data came: its table first.
  await migrate(db);
  const rows = await fieldVitals(db);
  if (rows.length === 0) console.log('Sin métricas de visitas en los últimos 7 días.');
  else console.table(rows.map((row) => ({ ruta: row.route, dispositivo: row.device, métrica: row.metric, p75: row.p75, visitas: row.visits })));
}

const [command, action, ...rest] = process.argv.slice(2);
const usage = 'Uso: cli.ts jobs | vitals | spei [aplicar <clave> <contrato> | devuelta <clave>]';
if (command !== 'jobs' && command !== 'spei' && command !== 'vitals') {
  console.error(usage);
  process.exit(2);
}
const env = readEnv();
const db = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  if (command === 'jobs') await showJobs(db);
  else if (command === 'vitals') await showVitals(db);
  else if (!action) await showParked(db);
  else if (action === 'aplicar' && rest.length === 2) console.log(await resolveParkedTransfer(db, rest[0]!, { contractNumber: rest[1]! }));
  else if (action === 'devuelta' && rest.length === 1) console.log(await resolveParkedTransfer(db, rest[0]!, { returned: true }));
  else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.close();
}
