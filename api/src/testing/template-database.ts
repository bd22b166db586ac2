import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, VAR_DIR } from '../config/paths';
import { migrate } from '../db/migrate';
import { createPgliteDatabase } from '../db/pglite-database';
import { seed } from '../db/seed/index';

/** What a migrated and seeded database is made of: if any of it changes, the template is rebuilt. */
const INPUTS = ['api/migrations', 'api/src/db', 'api/src/customer-documents', 'api/src/auth/password.ts', 'shared/src/finance', 'shared/src/contracts'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { recursive: true })
    .map((entry) => join(path, String(entry)))
    .filter((file) => statSync(file).isFile() && !file.endsWith('.test.ts'))
    .sort();
}

function templateKey(today: string, dealerDataKey: string): string {
  const hash = createHash('sha256').update(today).update(dealerDataKey);
  for (const file of INPUTS.flatMap((input) => filesUnder(join(REPO_ROOT, input)))) {
    hash.update(relative(REPO_ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded embedded database as a tarball, built once per change of its inputs (and
 * per day, as the demo history is relative to today) and cloned by every API test file: creating
 * and seeding one costs seconds, loading a dump a fraction of that.
 */
export async function templateDatabase(dealerDataKey: string): Promise<Blob> {
  const today = new Date().toISOString().slice(0, 10);
  const dir = join(VAR_DIR, 'test-templates');
  const file = join(dir, `${templateKey(today, dealerDataKey)}.tar.gz`);
  if (!existsSync(file)) {
    const db = await createPgliteDatabase('memory://');
    await migrate(db);
    await seed(db, { dealerDataKey, today });
    const dump = await db.dump!();
    await db.close();
    mkdirSync(dir, { recursive: true });
    // Test files build it in parallel: write aside, then rename (atomic), so none reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
