import type { Queryable } from '../db/database';

/**
 * Tells the content caches when what they hold may be out of date, in any API process: the
 * `content_version` counter (bumped by triggers on every content table, migration 0012) and the
 * next instant at which content changes with the clock alone (a promotion ends, a news item is
 * published). docs/decisions/0009-api-under-load.md says why this and not LISTEN/NOTIFY.
 */
export interface ContentGeneration {
  /** A token that changes whenever cached content may have changed. */
  current(): Promise<string>;
  /** The token when no question to the database is due (the hot path needs no promise), else undefined. */
  peek(): string | undefined;
}

export interface ContentGenerationOptions {
  /**
   * How long a process may go without asking the database: an edit made elsewhere shows within
   * this time. 0 asks on every request (tests: an edit shows at once).
   */
  checkEveryMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Known {
  version: string;
  /** This process's clock time at which content changes with time alone; Infinity when nothing is scheduled. */
  nextChangeAt: number;
  token: string;
}

export function createContentGeneration(db: Queryable, { checkEveryMs, now = Date.now }: ContentGenerationOptions): ContentGeneration {
  let known: Known | undefined;
  let checkedAt = -Infinity;
  let inflight: Promise<string> | undefined;
  // Counts the scheduled instants passed, so passing one always gives a new token.
  let instantsPassed = 0;

  async function check(): Promise<string> {
    const startedAt = now();
    const [row] = await db.query<{ version: string }>('select version::text as version from content_version');
    if (!row) throw new Error('content_version no tiene su fila');
    const passed = known !== undefined && startedAt >= known.nextChangeAt;
    if (passed) instantsPassed += 1;
    if (!known || known.version !== row.version || passed) {
      // The wait is measured on the database's clock and applied to ours, so a server whose
      // clock differs from this machine's still ends the cache when the database's `now()` does.
      const [next] = await db.query<{ wait_ms: number | null }>(
        `select ceil(extract(epoch from (fvc_content_next_change() - now())) * 1000)::float8 as wait_ms`,
      );
      const waitMs = next?.wait_ms ?? null;
      // Counted from the answer's arrival, which is after the database read its clock: never early.
      const answeredAt = now();
      known = {
        version: row.version,
        nextChangeAt: waitMs === null ? Infinity : answeredAt + Math.max(0, waitMs),
        token: `${row.version}/${instantsPassed}`,
      };
    }
    checkedAt = startedAt;
    return known.token;
  }

  const peek = (): string | undefined => {
    const time = now();
    return known && time - checkedAt < checkEveryMs && time < known.nextChangeAt ? known.token : undefined;
  };

  return {
    peek,
    current() {
      const token = peek();
      if (token !== undefined) return Promise.resolve(token);
      // One question in flight at a time, however many requests arrive meanwhile.
      inflight ??= check().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
  };
}
