/**
 * Lets at most `concurrency` of one kind of query into the database at once; the others wait
 * here, in order, and past `maxWaiting` are refused with `busy()`. The embedded database runs one
 * query at a time and a PostgreSQL pool has few connections: without a gate, a flood of one
 * expensive route queues ahead of every other query (the health check's included) and each
 * request waits for all of them. docs/decisions/0009-api-under-load.md.
 */
export interface QueryGate {
  run<T>(query: () => Promise<T>): Promise<T>;
}

export function createQueryGate({ concurrency, maxWaiting, busy }: { concurrency: number; maxWaiting: number; busy: () => Error }): QueryGate {
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    async run(query) {
      if (running < concurrency) {
        running += 1;
      } else {
        if (waiting.length >= maxWaiting) throw busy();
        // The slot is handed over by the query that finishes, so `running` stays counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await query();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
