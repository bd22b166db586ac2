import pg from 'pg';
import type { Database, Queryable } from './database';

// Timestamps come back as Date on both drivers; int8/numeric would come back as strings from
// `pg`, so queries cast counts to int.

/** A real PostgreSQL server through a connection pool. */
export async function createPostgresDatabase(connectionString: string): Promise<Database> {
  // A server that does not answer (a network cut, a failover) fails a checkout after 5 s, so a
  // request answers 503 instead of hanging (db/database-unavailable.ts).
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection that cannot even roll back is broken (the server restarted): the pool
      // discards it instead of handing it to the next request.
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
