// `npm start`: installs dependencies when they are missing, then builds and starts the whole site.
// Plain JavaScript on purpose: it must run before TypeScript tooling is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { supportedNodeEnv } from './node-lts.mjs';

// Everything below runs on Node 22 LTS, fetched first when this machine's `node` is older.
const env = supportedNodeEnv();
if (!existsSync('node_modules/.bin/tsx') || !existsSync('node_modules/.bin/rspack')) {
  console.log('Instalando dependencias (npm ci)…');
  const install = spawnSync('npm', ['ci'], { stdio: 'inherit', env });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const result = spawnSync('npx', ['tsx', 'site/start-site.ts', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
