import type { Database } from './database';
import { createPgliteDatabase } from './pglite-database';
import { createPostgresDatabase } from './pg-database';

export interface DatabaseOptions {
  /** When set, a real PostgreSQL server is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://`. Ignored when `databaseUrl` is set. */
  dataDir?: string | undefined;
  /** A PGlite data folder dump to start from (tests clone a migrated and seeded template). */
  loadDataDir?: Blob | undefined;
}

export function createDatabase({ databaseUrl, dataDir, loadDataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return createPostgresDatabase(databaseUrl);
  return createPgliteDatabase(dataDir ?? 'memory://', loadDataDir);
}
