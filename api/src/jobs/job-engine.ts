import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type Db as IDatabase, type Queue } from 'pg-boss';
import type { Database } from '../db/database';

/** The time zone every schedule is read in: due dates and quiet hours are Mexico City's. */
export const SCHEDULE_TIME_ZONE = 'America/Mexico_City';

/** What one run of an outbox sender did; logged when anything happened. */
export interface OutboxReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface JobDefinition {
  /** The queue's name: what the logs, the schedule table and `npm run jobs` say. */
  name: string;
  /** Cron, in Mexico City time; none for work that only runs when asked (runSoon). */
  schedule?: string;
  /** Why it runs when it runs: the closing lines of `npm run jobs` and the decision record. */
  purpose: string;
  run: () => Promise<unknown>;
  /**
   * Tries after a failure, waiting 30 s, 1 min, 2 min … (pg-boss backoff): the work is idempotent,
   * so a retry after a crash only finishes what the first run left. Then the job goes to the dead
   * letter queue `<name>.fallidas`, where `npm run jobs` shows it.
   */
  retryLimit?: number;
  /** The first wait before a retry, doubled each time (with jitter) up to an hour: 30 s. */
  retryDelaySeconds?: number;
}

export interface JobEngine {
  /** Runs a job again as soon as a worker is free (new work is waiting: a code to e-mail). */
  runSoon: (name: string) => void;
  /** Stops fetching, waits for the runs in progress (up to 10 s), and leaves the database open. */
  stop: () => Promise<void>;
  /** For tests and `npm run jobs`: the queues, with their waiting, failed and dead jobs. */
  boss: PgBoss;
}

export const deadLetterOf = (name: string) => `${name}.fallidas`;

/**
 * pg-boss on the API's own database: PGlite through the same turns as every statement
 * (db/pglite-database.ts), PostgreSQL through its own small pool. The queues and their schedules
 * live in the `pgboss` schema of that database, so with several API processes on one PostgreSQL
 * each scheduled run is sent once and taken by one worker (decision 0044).
 */
export function jobDatabaseOptions(db: Database, databaseUrl: string | undefined): { db: IDatabase; backend: 'pglite' } | { connectionString: string; max: number } {
  if (db.embedded) return { db: fromPglite(db.embedded), backend: 'pglite' };
  if (!databaseUrl) throw new Error('El motor de tareas necesita DATABASE_URL o la base embebida');
  return { connectionString: databaseUrl, max: 4 };
}

export async function startJobEngine(
  db: Database,
  jobs: JobDefinition[],
  { databaseUrl, log, pollingIntervalSeconds = 1 }: { databaseUrl: string | undefined; log: FastifyBaseLogger; pollingIntervalSeconds?: number },
): Promise<JobEngine> {
  const boss = new PgBoss({ ...jobDatabaseOptions(db, databaseUrl), application_name: 'fvc-api-tareas' });
  boss.on('error', (error) => log.error({ err: error }, 'motor de tareas'));
  await boss.start();

  const workers = new Map<string, string>();
  for (const job of jobs) {
    const queue: Omit<Queue, 'name'> = {
      // Every job may run beside another run of itself (on another process, or a retry beside the
      // schedule's next run): each claims its rows (SKIP LOCKED) or writes under unique keys. A
      // policy that kept one run at a time would let a process killed mid-run hold its queue until
      // the run expired.
      policy: 'standard',
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      retryDelayMax: 3600,
      // A run that hangs (a server that never answers) is failed and retried after 10 minutes.
      expireInSeconds: 600,
      deadLetter: deadLetterOf(job.name),
    };
    await boss.createQueue(deadLetterOf(job.name), { retentionSeconds: 30 * 24 * 3600, deleteAfterSeconds: 30 * 24 * 3600 });
    // Created once; the settings of a later version reach a queue that exists already (its policy
    // is fixed at creation).
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, {
      retryLimit: queue.retryLimit,
      retryDelay: queue.retryDelay,
      retryBackoff: queue.retryBackoff,
      retryDelayMax: queue.retryDelayMax,
      expireInSeconds: queue.expireInSeconds,
      deadLetter: queue.deadLetter,
    });
    if (job.schedule) await boss.schedule(job.name, job.schedule, null, { tz: SCHEDULE_TIME_ZONE, missed: 'once' });
    else await boss.unschedule(job.name);
    const id = await boss.work(job.name, { pollingIntervalSeconds }, async () => {
      const report = await job.run();
      if (isBusyReport(report)) log.info({ job: job.name, report }, 'tarea procesada');
    });
    workers.set(job.name, id);
  }

  return {
    boss,
    runSoon: (name) => {
      // A burst of requests is one run a second: one for this second, the rest in the next.
      void boss
        .send(name, null, { singletonKey: 'ahora', singletonSeconds: 1, singletonNextSlot: true })
        .then(() => {
          const worker = workers.get(name);
          if (worker) boss.notifyWorker(worker);
        })
        .catch((error: unknown) => log.error({ err: error, job: name }, 'no se pudo encolar la tarea'));
    },
    // The pool pg-boss opened for PostgreSQL is its own to close; PGlite is the API's.
    stop: () => boss.stop({ graceful: true, timeout: 10_000, close: !db.embedded }),
  };
}

function isBusyReport(report: unknown): boolean {
  if (!report || typeof report !== 'object') return false;
  return Object.values(report).some((value) => typeof value === 'number' && value > 0);
}
