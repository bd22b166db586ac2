// `npm test`: plain JavaScript so it can install missing dependencies before TypeScript tooling exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/.bin/tsx')) {
  const install = spawnSync('npm', ['ci'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const result = spawnSync('node_modules/.bin/tsx', ['scripts/test.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
