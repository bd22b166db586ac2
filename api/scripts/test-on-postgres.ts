// Runs the whole API suite against a throwaway local PostgreSQL 15 cluster (each test file gets
// its own scratch database), to prove the SQL on a real server as well as on PGlite.
//   node --import tsx api/scripts/test-on-postgres.ts [--test-reporter=spec]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startThrowawayCluster } from '../src/testing/postgres-cluster';

const cluster = await startThrowawayCluster();
if ('skipReason' in cluster) {
  console.log(`PostgreSQL no disponible, se omite: ${cluster.skipReason}`);
  process.exit(0);
}
let status = 1;
try {
  const runner = fileURLToPath(new URL('./run-tests.mjs', import.meta.url));
  const result = spawnSync(process.execPath, [runner, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
