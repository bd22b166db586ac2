import type { Queryable } from '../db/database';

export interface LimitRule {
  /** Part of the counter's key, so two rules never share a counter. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface LimitState {
  /** The limit is reached: refuse the request. */
  blocked: boolean;
  /** Seconds until the window ends (for `Retry-After`). */
  retryAfterSeconds: number;
  /** Attempts left in this window before it blocks (0 once blocked). */
  remaining: number;
}

/**
 * Fixed-window counters in the database, so every API process counts the same attempts
 * (docs/architecture.md §4: no state only in one process's memory). `check` reads without counting; `hit`
 * counts one and says, in the same statement, whether it went over; `refund` takes one back. A
 * window at its limit blocks until it ends. Expensive checks count first (`hit`) and refund a
 * success, so a burst cannot pass between a check and a count (decision 0043).
 */
export function createRateLimiter(db: Pick<Queryable, 'query'>, now: () => number = Date.now) {
  const windowOf = (rule: LimitRule) => {
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(now() / size) * size;
    return { start: new Date(start).toISOString(), retryAfterSeconds: Math.max(1, Math.ceil((start + size - now()) / 1000)) };
  };
  const bucket = (rule: LimitRule, key: string) => `${rule.name}|${key}`;

  return {
    async check(rule: LimitRule, key: string): Promise<LimitState> {
      const window = windowOf(rule);
      const [row] = await db.query<{ hits: number }>(
        'select hits from rate_limit_counters where bucket = $1 and window_start = $2',
        [bucket(rule, key), window.start],
      );
      const hits = row?.hits ?? 0;
      return { blocked: hits >= rule.limit, retryAfterSeconds: window.retryAfterSeconds, remaining: Math.max(0, rule.limit - hits) };
    },
    async hit(rule: LimitRule, key: string): Promise<LimitState> {
      const window = windowOf(rule);
      const [row] = await db.query<{ hits: number }>(
        `insert into rate_limit_counters (bucket, window_start, hits) values ($1, $2, 1)
         on conflict (bucket, window_start) do update set hits = rate_limit_counters.hits + 1
         returning hits`,
        [bucket(rule, key), window.start],
      );
      const hits = row?.hits ?? 0;
      return { blocked: hits > rule.limit, retryAfterSeconds: window.retryAfterSeconds, remaining: Math.max(0, rule.limit - hits) };
    },
    /** Takes back one hit: an attempt counted before its check turned out to be a success. */
    async refund(rule: LimitRule, key: string): Promise<void> {
      await db.query('update rate_limit_counters set hits = greatest(hits - 1, 0) where bucket = $1 and window_start = $2', [bucket(rule, key), windowOf(rule).start]);
    },
    /** Old windows are useless: the cleanup job drops them. */
    async purgeBefore(date: Date): Promise<void> {
      await db.query('delete from rate_limit_counters where window_start < $1', [date.toISOString()]);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** "Espera 3 minutos": the wait in words, for the 429 message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}
