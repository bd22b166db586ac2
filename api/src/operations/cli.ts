import { formatMxn } from '@fvc/shared/finance';
import { readEnv } from '../config/env';
import { createDatabase } from '../db/create-database';
import type { Database } from '../db/database';
import { resolveParkedTransfer } from '../spei/receive-transfer';

// What a person on duty looks at and decides, on the same DATABASE_URL / DATA_DIR as the server.
// With the embedded database, stop the API first: PGlite is one process's at a time.
//   npm run jobs --workspace api                    queues, schedules and failed (dead) jobs
//   npm run spei --workspace api                    SPEI transfers parked for a person
//   npm run spei --workspace api -- aplicar <clave> <contrato>
//   npm run spei --workspace api -- devuelta <clave>

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

const [command, action, ...rest] = process.argv.slice(2);
const usage = 'Uso: cli.ts jobs | spei [aplicar <clave> <contrato> | devuelta <clave>]';
if (command !== 'jobs' && command !== 'spei') {
  console.error(usage);
  process.exit(2);
}
const env = readEnv();
const db = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  if (command === 'jobs') await showJobs(db);
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
