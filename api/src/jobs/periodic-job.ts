import type { FastifyBaseLogger } from 'fastify';

/** What one run of an outbox sender did; logged when anything happened. */
export interface OutboxReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface PeriodicJob {
  /** Runs once more as soon as the current run (if any) ends: new work is waiting. */
  runSoon: () => void;
  /** Stops the timer and waits for a run in progress. */
  stop: () => Promise<void>;
}

/**
 * Runs `run` every `intervalMs`, never two runs at once, logging failures instead of crashing
 * (the outbox senders: mail and CRM).
 */
export function startPeriodicJob(
  name: string,
  run: () => Promise<OutboxReport | void>,
  { intervalMs, log }: { intervalMs: number; log: FastifyBaseLogger },
): PeriodicJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then((report) => {
        if (report && report.sent + report.retried + report.failed > 0) log.info({ job: name, report }, 'tarea periódica procesada');
      })
      .catch((error: unknown) => log.error({ err: error, job: name }, 'falló la tarea periódica'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    runSoon: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
