import type { FastifyBaseLogger } from 'fastify';

/**
 * How the bank tells the merchant anything (a card answer, a charge's answer, a transfer that
 * arrived): it POSTs until the merchant answers 2xx, 1 s, 2 s, 4 s … up to a minute apart, and stops
 * when the simulator closes. A message the merchant refuses as malformed (4xx other than 429) is
 * not sent again: repeating it would not make it valid. A notification in flight at the close is
 * aborted and not retried: a retry scheduled after the close once kept a test process alive for ever.
 */
export function createNotifier({ retryMs, log }: { retryMs: number; log: FastifyBaseLogger }) {
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();

  const deliver = (url: string, body: Record<string, string>, format: 'form' | 'json', onDelivered?: () => void, attempt = 0) => {
    if (closing.signal.aborted) return;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': format === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
          body: format === 'json' ? JSON.stringify(body) : new URLSearchParams(body).toString(),
          signal: AbortSignal.any([AbortSignal.timeout(10_000), closing.signal]),
        });
        if (response.ok) {
          onDelivered?.();
          return;
        }
        log.warn({ url, status: response.status }, 'notificación rechazada');
        if (response.status >= 400 && response.status < 500 && response.status !== 429) return;
      } catch (error) {
        log.warn({ url, err: error }, 'notificación fallida');
      }
      deliver(url, body, format, onDelivered, attempt + 1);
    }, attempt === 0 ? 0 : Math.min(retryMs * 2 ** (attempt - 1), 60_000));
    timers.add(timer);
  };

  return {
    deliver,
    /** Delivers after a delay: a bank that answers a charge some time after it was sent. */
    deliverLater: (delayMs: number, ...args: Parameters<typeof deliver>) => {
      if (closing.signal.aborted) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        deliver(...args);
      }, delayMs);
      timers.add(timer);
    },
    close: () => {
      closing.abort();
      timers.forEach((timer) => clearTimeout(timer));
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
