import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export const IN_MEMORY = 'memory://';

/** Embedded PostgreSQL. `dataDir` is a folder on disk, or `memory://` (tests). */
export async function createPgliteDatabase(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith(IN_MEMORY)) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  // PGlite runs each statement synchronously on this thread, and statements queued behind one
  // another run back to back in promise callbacks: until the whole queue has drained, the event
  // loop reads no socket. Under a flood of searches that held /api/health for seconds (issue #14).
  // So statements (and transactions, whole) take turns here, each after one turn of the event
  // loop, in which new requests are read and cached answers go out. PGlite's own lock already
  // allowed one at a time: the order and the semantics are unchanged.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = turn.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    turn = result.catch(() => undefined);
    return result;
  };
  const direct = wrap(pg);

  return {
    kind: 'pglite',
    query: (sql, params) => inTurn(() => direct.query(sql, params)),
    exec: (sql) => inTurn(() => direct.exec(sql)),
    // Statements inside a transaction run in its turn, directly: it holds PGlite until it ends.
    transaction: (fn) => inTurn(() => pg.transaction((tx) => fn(wrap(tx)))),
    close: () => inTurn(() => pg.close()),
    dump: () => inTurn(() => pg.dumpDataDir('gzip')),
    // The job engine's own statements (jobs/job-engine.ts) take the same turns as the routes'.
    embedded: {
      query: <T>(sql: string, params?: unknown[]) => inTurn(() => pg.query<T>(sql, params)),
      exec: (sql) => inTurn(() => pg.exec(sql)),
      listen: (channel, onNotification) => pg.listen(channel, onNotification),
    },
  };
}
