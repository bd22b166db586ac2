// `npm test`: plain JavaScript so it can install missing dependencies before TypeScript tooling exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { supportedNodeEnv } from './node-lts.mjs';

// Every stage runs on Node 22 LTS, fetched first when this machine's `node` is older.
const env = supportedNodeEnv();
if (!existsSync('node_modules/.bin/tsx')) {
  const install = spawnSync('npm', ['ci'], { stdio: 'inherit', env });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const result = spawnSync('node_modules/.bin/tsx', ['scripts/test.ts'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
