/**
 * The one query layer every route uses. Two implementations (PGlite embedded, `pg` pool) run the
 * same SQL, so the API and its tests behave the same on both.
 */
export interface Queryable {
  /** One statement, `$1`-style parameters; returns the rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: the data folder as a tarball (the tests' template database). */
  dump?: () => Promise<Blob>;
  /** PGlite only: the instance itself, its statements taking turns with the others (the job engine's door). */
  embedded?: EmbeddedPostgres;
}

/** What pg-boss's PGlite adapter needs of an instance (jobs/job-engine.ts). */
export interface EmbeddedPostgres {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
}
