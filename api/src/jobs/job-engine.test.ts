import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPgliteDatabase } from '../db/pglite-database';
import { deadLetterOf, SCHEDULE_TIME_ZONE, startJobEngine } from './job-engine';

const silent = { info() {}, warn() {}, error() {}, fatal() {}, debug() {}, trace() {}, child() { return silent; }, level: 'silent' } as never;

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

// pg-boss on the embedded PGlite, through the same turns as every statement of the API: the
// schedules are stored in Mexico City time, a job asked for runs at once, and one that keeps
// failing is retried and then lands in its dead-letter queue where `npm run jobs` shows it.
test('the job engine runs on the embedded database: schedules, run soon, retries and dead letters', async (t) => {
  const db = await createPgliteDatabase('memory://');
  let runs = 0;
  let failures = 0;
  const engine = await startJobEngine(
    db,
    [
      { name: 'prueba', schedule: '0 7 * * *', purpose: 'prueba', run: async () => void (runs += 1) },
      {
        name: 'falla',
        purpose: 'prueba de fallas',
        retryLimit: 1,
        retryDelaySeconds: 1,
        run: async () => {
          failures += 1;
          throw new Error('el servidor no contestó');
        },
      },
    ],
    { databaseUrl: undefined, log: silent, pollingIntervalSeconds: 0.5 },
  );
  t.after(async () => {
    await engine.stop();
    await db.close();
  });

  const [schedule] = await engine.boss.getSchedules('prueba');
  assert.equal(schedule?.cron, '0 7 * * *');
  assert.equal(schedule?.timezone ?? (schedule as { tz?: string } | undefined)?.tz, SCHEDULE_TIME_ZONE);
  assert.deepEqual(await engine.boss.getSchedules('falla'), []);

  engine.runSoon('prueba');
  assert.ok(await until(async () => runs === 1), 'la tarea pedida corrió');

  // While the API's own statements run alongside, in turns.
  assert.deepEqual(await db.query('select 1 as uno'), [{ uno: 1 }]);

  engine.runSoon('falla');
  assert.ok(await until(async () => failures === 2), 'un intento y un reintento');
  const [dead] = await until(async () => (await engine.boss.fetch(deadLetterOf('falla'))).length > 0).then(() => db.query<{ name: string; state: string }>(`select name, state from pgboss.job where name = $1`, [deadLetterOf('falla')]));
  assert.equal(dead?.name, deadLetterOf('falla'), 'la falla llegó a la cola de fallidas');
});
