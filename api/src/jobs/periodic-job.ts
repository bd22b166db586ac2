import type { FastifyBaseLogger } from 'fastify';

/** What one run of an outbox sender did; logged when anything happened. */
export interface OutboxReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Runs `run` every `intervalMs`, never two runs at once, logging failures instead of crashing
 * (the outbox senders: mail and CRM). Returns a function that stops it and waits for a run in
 * progress.
 */
export function startPeriodicJob(
  name: string,
  run: () => Promise<OutboxReport>,
  { intervalMs, log }: { intervalMs: number; log: FastifyBaseLogger },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .then((report) => {
        if (report.sent + report.retried + report.failed > 0) log.info({ job: name, report }, 'tarea periódica procesada');
      })
      .catch((error: unknown) => log.error({ err: error, job: name }, 'falló la tarea periódica'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
