/**
 * The second half of the compatibility gate (docs/decisions/0010): the candidate, rendered inside
 * the released shell in Chromium, before anything is switched. A site of its own (ports
 * FVC_CONTRACT_PORT.. +5, 5090-5095 by default; +6 for an API of its own when the registry's does
 * not answer) serves the release store with a registry of its own: every app at its live version
 * except the candidate. Each route the candidate owns (for a
 * shell: one route per remote) must show that remote's area, no "No pudimos cargar" fallback, and
 * no console error or uncaught exception.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { APPS, GATEWAY_PORT, MAP_TILES_ORIGIN, REMOTES, SHELL, VIDEO_PLAYER_ORIGIN } from '../../platform';
import { headlessChromiumPath } from '../../e2e/chromium';
import { contractRoutes } from './route-ownership';
import { serveStore } from './serve-store';
import { manifestUrl, readPointer, readRecord, readRegistry, type ReleaseStore } from './store';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface ContractResult {
  problems: string[];
  /** The routes opened. */
  checked: string[];
}

/**
 * The contract site's origins differ from the site's, and the API only answers its own site's
 * origins (CORS). The browser's API calls go through Playwright instead, which hands back the
 * API's real answers with CORS headers for the contract shell: the page sees what it would see.
 */
export async function answerApiFor(page: Page, apiUrl: string, siteOrigin: string): Promise<void> {
  const apiOrigin = new URL(apiUrl).origin;
  await page.route(
    (url) => url.origin === apiOrigin,
    async (route) => {
      try {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'access-control-allow-origin': siteOrigin, 'access-control-allow-credentials': 'true' },
        });
      } catch {
        await route.abort('connectionrefused');
      }
    },
  );
}

// A 1×1 transparent PNG for the dealer map's external tiles (the machines have no Internet access).
const EMPTY_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const isUp = (apiUrl: string) =>
  fetch(new URL('/api/health', apiUrl)).then(
    (response) => response.ok,
    () => false,
  );

/**
 * The API the contract site calls: the registry's when it answers (the site is running), else a
 * throwaway one on `port` over a fresh embedded database (a release run with the site stopped,
 * as its browser checks need, or in CI).
 */
async function apiFor(registryApiUrl: string, port: number, siteOrigin: string): Promise<{ apiUrl: string; stop: () => Promise<void> }> {
  if (await isUp(registryApiUrl)) return { apiUrl: registryApiUrl, stop: async () => undefined };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fvc-contract-db-'));
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, CORS_ORIGINS: siteOrigin, SITE_URL: siteOrigin, LOG_LEVEL: 'error' },
  });
  let errors = '';
  api.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const apiUrl = `http://localhost:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && api.exitCode === null; ) {
    if (await isUp(apiUrl)) return { apiUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(
    `La API de ${registryApiUrl} no responde y no se pudo iniciar una para la prueba en el navegador${errors ? `: ${errors.trim().split('\n')[0]}` : ''}.`,
  );
}

export async function contractTest(
  store: ReleaseStore,
  appDir: string,
  candidate: string,
  basePort = Number(process.env.FVC_CONTRACT_PORT ?? 5090),
): Promise<ContractResult> {
  const registry = readRegistry(store);
  if (!registry) return { problems: [`No existe el registro ${store.registryFile}.`], checked: [] };
  const portOf = (dir: string) => basePort + APPS.findIndex((app) => app.dir === dir);
  const origin = (dir: string) => `http://localhost:${portOf(dir)}`;
  const versionOf = (dir: string) => (dir === appDir ? candidate : readPointer(store, dir));
  const shellOrigin = origin(SHELL.dir);
  const api = await apiFor(registry.apiUrl, basePort + APPS.length, shellOrigin);
  const remotes = Object.fromEntries(
    REMOTES.flatMap((remote) => {
      const version = versionOf(remote.dir);
      return version ? [[remote.federationName, manifestUrl(origin(remote.dir), version)]] : [];
    }),
  );
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'fvc-contract-'));
  const registryFile = path.join(scratch, 'runtime-config.json');
  writeFileSync(registryFile, JSON.stringify({ ...registry, apiUrl: api.apiUrl, remotes }));

  const servers = await serveStore({
    store,
    portOf: (app) => portOf(app.dir),
    registryFile,
    pinned: { [appDir]: candidate },
    corsOrigins: [shellOrigin],
    extraOrigins: { formActions: [`http://localhost:${GATEWAY_PORT}`], images: [MAP_TILES_ORIGIN], frames: [VIDEO_PLAYER_ORIGIN] },
  }).catch(async (error: Error) => {
    rmSync(scratch, { recursive: true, force: true });
    await api.stop();
    throw new Error(`No se pudo iniciar el sitio de prueba en los puertos ${basePort}-${basePort + 5} (${error.message}). ¿Hay otra publicación en curso?`);
  });
  const browser = await chromium.launch({ executablePath: headlessChromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  const problems: string[] = [];
  const routes = contractRoutes(appDir);
  const label = readRecord(store, appDir, candidate)?.label;
  try {
    const context = await browser.newContext({ locale: 'es-MX' });
    // The seeded alert popup and the cookie notice, already dismissed (as e2e/tests/fixtures.ts).
    await context.addInitScript(() => {
      sessionStorage.setItem('hide', 'hide');
      localStorage.setItem('cookie-notice-acknowledged', '1');
    });
    const page = await context.newPage();
    await answerApiFor(page, api.apiUrl, shellOrigin);
    await page.route(/^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
    );
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`En ${current} la consola mostró un error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`En ${current} la página lanzó una excepción: ${error.message}`));

    for (const route of routes) {
      current = route.path;
      try {
        await page.goto(`${shellOrigin}${route.path}`, { waitUntil: 'networkidle', timeout: 30_000 });
        const area = page.locator(`[data-remote="${route.remote}"]`);
        await area.waitFor({ state: 'visible', timeout: 15_000 });
        // A remote's build says which release it is: the page must be running the candidate.
        if (appDir !== SHELL.dir && label) {
          const shown = await area.getAttribute('data-release');
          if (shown !== label) problems.push(`En ${route.path} se cargó la versión "${shown}" y no la candidata "${label}".`);
        }
        const fallback = await page.getByRole('alert').filter({ hasText: 'No pudimos cargar' }).count();
        if (fallback > 0) problems.push(`En ${route.path} el shell mostró el aviso "No pudimos cargar" en lugar de ${route.remote}.`);
      } catch (error) {
        problems.push(`En ${route.path} no apareció el área de ${route.remote}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await context.close();
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await api.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  return { problems, checked: routes.map((route) => route.path) };
}
