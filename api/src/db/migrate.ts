import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 7_214_001;
const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.sql$/;

interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name), 'utf8');
      return {
        version: name.slice(0, 4),
        name,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

/**
 * Applies the pending numbered SQL files in order, each in its own transaction together with its
 * `schema_migrations` row, so a failed file leaves nothing half-applied. Running it again is a
 * no-op. An applied file whose content changed is an error: fix forward with a new file.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
  const applied: string[] = [];
  for (const migration of await readMigrations(dir)) {
    const didApply = await db.transaction(async (tx) => {
      // Two processes starting at once (API + CLI) must not both apply the same file.
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const [existing] = await tx.query<{ checksum: string }>(
        'select checksum from schema_migrations where version = $1',
        [migration.version],
      );
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(`La migración ${migration.name} ya aplicada cambió de contenido.`);
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.name);
  }
  return applied;
}
