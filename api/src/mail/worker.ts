import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `deliver` every `intervalMs`, never two runs at once, logging failures instead of
 * crashing. Returns a function that stops it and waits for a run in progress.
 */
export function startMailWorker(
  deliver: () => Promise<{ sent: number; retried: number; failed: number }>,
  { intervalMs, log }: { intervalMs: number; log: FastifyBaseLogger },
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = deliver()
      .then((report) => {
        if (report.sent + report.retried + report.failed > 0) log.info({ mail: report }, 'bandeja de salida procesada');
      })
      .catch((error: unknown) => log.error({ err: error }, 'falló el envío de la bandeja de salida'))
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
