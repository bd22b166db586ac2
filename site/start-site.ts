/**
 * Starts the whole site as separate deployments would run it: the API (embedded PostgreSQL,
 * migrated and seeded on first start) and one static server per app on its own port.
 * Flags: --skip-build (publish and serve the existing dist folders), --data-dir DIR, --fresh (empty
 * database).
 *
 * The apps are served from the release store (docs/decisions/0010): each fresh build is published
 * as a version of its app and made live (an unchanged build is the version already there), so
 * `npm start` runs the working tree, and `npm run release|rollback` switch the running site.
 * --released builds and publishes nothing and serves what is released; with --candidate
 * APP@VERSION it serves that unreleased version of one app too (a release's browser checks).
 * --publish-only publishes and exits: the containers of docker-compose.yml serve the store.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { API_PORT, APPS, GATEWAY_PORT, MAP_TILES_ORIGIN, SHELL, siteRuntimeConfig, VIDEO_PLAYER_ORIGIN } from '../platform';
import { run } from './run';
import { publishWorkingTree, releasedRegistry } from './release/site-releases';
import { serveStore } from './release/serve-store';
import { storeFromEnv } from './release/store';
import { contentGenerationUrl, keepPrerendering, prerenderIntervalMs, prerenderWatchMs, readContentGeneration, runPrerenderJob } from './prerender/run-job';

const root = path.resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.join(root, 'var', 'db') },
    fresh: { type: 'boolean', default: false },
    released: { type: 'boolean', default: false },
    'publish-only': { type: 'boolean', default: false },
    candidate: { type: 'string' },
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

if (!flags['skip-build'] && !flags.released) {
  const code = await run('npx', ['tsx', 'scripts/build.ts'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const dataDir = path.resolve(flags['data-dir']);
if (flags.fresh) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.join(root, 'var'), { recursive: true });

// The registry and API location are read by the browser at run time (docs/architecture.md §2): editing this
// file (a release does) re-points the shell at other remote builds without rebuilding or restarting.
const store = storeFromEnv();
let runtimeConfigFile = store.registryFile;
const pinned: Record<string, string> = {};
try {
  if (!flags.released) {
    await publishWorkingTree(store, siteRuntimeConfig());
  } else if (flags.candidate) {
    const [appDir = '', version = ''] = flags.candidate.split('@');
    // A copy: the released registry stays as it is while the candidate is tried.
    runtimeConfigFile = path.join(root, 'var', 'candidate-runtime-config.json');
    writeFileSync(runtimeConfigFile, JSON.stringify(releasedRegistry(store, { appDir, version }), null, 2));
    pinned[appDir] = version;
  } else {
    releasedRegistry(store);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (flags['publish-only']) {
  console.log(`Publicado en ${store.dir}: npm run releases dice qué versión está en línea.`);
  process.exit(0);
}

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
    // Visitors' calls arrive through the shell's server on this machine (one origin), which says
    // who the client is in X-Forwarded-For: the API's per-client limits count the visitor, not it.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    GATEWAY_SECRET: gatewaySecret,
    GATEWAY_PAGE_URL: `http://localhost:${GATEWAY_PORT}/pagar`,
    GATEWAY_SERVER_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
    // The bank sends the customer back to the API on the site's one origin.
    API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? `http://localhost:${SHELL.port}`,
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

await serveStore({
  store,
  registryFile: runtimeConfigFile,
  pinned,
  corsOrigins: shellOrigins,
  // The bank's hosted page receives the payment form; the map draws tiles from its server.
  extraOrigins: { formActions: [`http://localhost:${GATEWAY_PORT}`], images: [MAP_TILES_ORIGIN], frames: [VIDEO_PLAYER_ORIGIN] },
  // Visitors reach the API and the remotes on the shell's origin (issue #15); each still runs on its own port.
  oneOriginApi: `http://127.0.0.1:${API_PORT}`,
});

await waitForApi(`http://localhost:${API_PORT}/api/health`, 60_000);

// Public pages drawn at deploy time (issue #15), before the site says it is ready, then again
// every PRERENDER_INTERVAL_S and whenever the API's content changes (a publication in the
// back-office, issue #71), so content changes reach them. Not while a candidate is tried: the
// pages are for the released site.
if (!flags.candidate) {
  const watchUrl = contentGenerationUrl(process.env, API_PORT);
  const drawnAt = await readContentGeneration(watchUrl);
  const first = await runPrerenderJob(store);
  console.log(`${first.ok ? '' : '⚠ '}${first.summary}`);
  keepPrerendering(store, prerenderIntervalMs(), (run) => {
    if (!run.ok) console.log(`⚠ ${run.summary}\n${run.output}`);
  }, { startNow: false, watch: { everyMs: prerenderWatchMs(), generation: () => readContentGeneration(watchUrl), drawnAt } });
}
console.log(`\nSitio listo: http://localhost:${SHELL.port}  (pasarela de pago simulada: http://localhost:${GATEWAY_PORT})\n`);
