/**
 * Starts the whole site as separate deployments would run it: the API (embedded PostgreSQL,
 * migrated and seeded on first start) and one static server per app on its own port.
 * Flags: --skip-build (serve the existing dist folders), --data-dir DIR, --fresh (empty database).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { API_PORT, APPS, GATEWAY_PORT, MAP_TILES_ORIGIN, SHELL } from '../platform';
import { localRuntimeConfig } from '../rspack.base';
import { run } from './lib/run';
import { startStaticServer } from './lib/static-server';

const root = path.resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(root, 'var', 'db') },
    fresh: { type: 'boolean', default: false },
  },
});

const shellOrigins = [`http://localhost:${SHELL.port}`, `http://127.0.0.1:${SHELL.port}`];
const appOrigins = APPS.flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);

async function waitForApi(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`La API no respondió en ${url}`);
}

if (!flags['skip-build']) {
  const code = await run('npx', ['tsx', 'scripts/build.ts'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const dataDir = path.resolve(flags['data-dir']);
if (flags.fresh) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.join(root, 'var'), { recursive: true });

// The registry and API location are read by the browser at run time (DESIGN §2): editing this
// file re-points the shell at other remote builds without rebuilding or restarting anything.
const runtimeConfigFile = path.join(root, 'var', 'runtime-config.json');
writeFileSync(runtimeConfigFile, JSON.stringify(localRuntimeConfig(), null, 2));

// The key the API and the bank simulator share (a bank gives it to the merchant): one per
// checkout, kept under var/ like the API's own secrets, never sent to a browser.
const gatewaySecretFile = path.join(root, 'var', 'gateway-secret');
const gatewaySecret =
  process.env.GATEWAY_SECRET ?? (existsSync(gatewaySecretFile) ? readFileSync(gatewaySecretFile, 'utf8').trim() : randomBytes(32).toString('base64url'));
writeFileSync(gatewaySecretFile, `${gatewaySecret}\n`, { mode: 0o600 });

// Node itself, not `npx tsx`: npx does not pass SIGTERM on, which would leave the API running.
const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(API_PORT),
    DATA_DIR: dataDir,
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? appOrigins.join(','),
    GATEWAY_SECRET: gatewaySecret,
    GATEWAY_PAGE_URL: `http://localhost:${GATEWAY_PORT}/pagar`,
    GATEWAY_SERVER_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
  },
});
const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway-simulator/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(GATEWAY_PORT),
    GATEWAY_SECRET: gatewaySecret,
    NOTIFY_URL: `http://127.0.0.1:${API_PORT}/api/payments/gateway/notification`,
  },
});
const stopAll = () => {
  api.kill('SIGTERM');
  gateway.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
api.on('exit', (code) => {
  console.error(`La API terminó (código ${code ?? 'desconocido'}).`);
  gateway.kill('SIGTERM');
  process.exit(code ?? 1);
});
gateway.on('exit', (code) => {
  console.error(`La pasarela simulada terminó (código ${code ?? 'desconocido'}).`);
  api.kill('SIGTERM');
  process.exit(code ?? 1);
});

for (const app of APPS) {
  await startStaticServer({
    root: path.join(root, app.dir, 'dist'),
    port: app.port,
    // Every app answers unknown paths with its index.html: the shell's client router, or a
    // remote's standalone host.
    spa: true,
    corsOrigins: shellOrigins,
    runtimeConfigFile,
    // The bank's hosted page receives the payment form; the map draws tiles from its server.
    extraOrigins: { formActions: [`http://localhost:${GATEWAY_PORT}`], images: [MAP_TILES_ORIGIN] },
  });
}

await waitForApi(`http://localhost:${API_PORT}/api/health`, 60_000);
console.log(`\nSitio listo: http://localhost:${SHELL.port}  (pasarela de pago simulada: http://localhost:${GATEWAY_PORT})\n`);
