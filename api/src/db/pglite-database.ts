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

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('gzip'),
  };
}
