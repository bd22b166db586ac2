import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from '@playwright/test';
import { API_PORT, APPS, REMOTES } from '../../platform';
import { exposeProblems, readManifest, sharedProblems, type FederationManifest } from '../../site/release/compatibility';
import { answerApiFor } from '../../site/release/contract-test';
import { serveStore } from '../../site/release/serve-store';
import { publishWorkingTree } from '../../site/release/site-releases';
import { appFolder, CANARY_COOKIE, readCanary, readLog, readPointer, readRegistry, storeFromEnv, versionFolder } from '../../site/release/store';
import { satisfies } from '../../site/release/version-range';
import { expect, test } from './fixtures';
import { NGINX, requireNginx } from './nginx';
import { watchPageErrors } from './page-errors';
import { hashTree } from './hash-tree';
import { inlineRegistry, withoutRegistry } from './raw-http';

/**
 * Issue #16: each team releases its app on its own, and can take it back.
 *
 * This spec never touches the suite's site: it publishes the builds in `<app>/dist` into a store of
 * its own (var/e2e-releases, registry inside it) and serves that store on ports 5000-5005 from this
 * worker; the release command's contract test uses 5090-5095, and the containers' nginx template, rendered
 * over the same store, 5060. Only the API is the suite's
 * (localhost:4000); it answers the suite's origins only, so these pages reach it through Playwright
 * (`answerApiFor`, as the contract test does). Releases run with --skip-checks (the team's lint,
 * types, unit and browser specs would take minutes here); the compatibility gate always runs,
 * and is also tested directly below.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const STORE_DIR = path.join(root, 'var', 'e2e-releases');
const store = storeFromEnv({ FVC_RELEASES_DIR: STORE_DIR });
const BASE_PORT = 5000;
const portOf = (dir: string) => BASE_PORT + APPS.findIndex((app) => app.dir === dir);
const SITE = `http://localhost:${portOf('shell')}`;
const NGINX_PORT = 5060;
// The suite's API; FVC_E2E_API_URL runs this spec alone against another one.
const API_URL = process.env.FVC_E2E_API_URL ?? `http://localhost:${API_PORT}`;
const commandEnv = { ...process.env, FVC_RELEASES_DIR: STORE_DIR, FVC_CONTRACT_PORT: '5090', FVC_RELEASED_BY: 'e2e@fvc.test' };

/** Runs one of the release commands as a person would, without blocking this worker's servers. */
function command(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...commandEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** A client-side navigation, as a link click does: the router moves, the page is not reloaded. */
async function navigateInPage(page: Page, pathname: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

async function openAccount(page: Page, pathname = '/acceso') {
  await page.goto(`${SITE}${pathname}`);
  return page.locator('[data-remote="account"]');
}

test.describe('releases per team', () => {
  test.describe.configure({ mode: 'serial' });
  let servers: FastifyInstance[] = [];
  let firstAccount: string;
  let newAccount: string;
  const label = `e2e-${Date.now()}`;

  test.beforeAll(async () => {
    rmSync(STORE_DIR, { recursive: true, force: true });
    await publishWorkingTree(store, {
      apiUrl: API_URL,
      remotes: Object.fromEntries(REMOTES.map((remote) => [remote.federationName, `http://localhost:${portOf(remote.dir)}/mf-manifest.json`])),
    });
    servers = await serveStore({ store, portOf: (app) => portOf(app.dir), corsOrigins: [SITE] });
    firstAccount = readPointer(store, 'mf-account')!;
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  test.beforeEach(async ({ page }) => answerApiFor(page, API_URL, SITE));

  test('releasing the account remote changes only its registry entry and its files; an open page keeps working', async ({ page }) => {
    test.setTimeout(120_000);
    const untouched = APPS.filter((app) => app.dir !== 'mf-account').map((app) => app.dir);
    const before = Object.fromEntries(untouched.map((dir) => [dir, hashTree(appFolder(store, dir))]));
    const firstAccountFiles = hashTree(versionFolder(store, 'mf-account', firstAccount));
    const registryBefore = readRegistry(store)!;
    const homeHtml = await (await fetch(`${SITE}/`)).text();

    // A visitor is on a marketing page and has not loaded the customer area yet.
    const errors = watchPageErrors(page);
    await page.goto(`${SITE}/`);
    await expect(page.locator('[data-remote="home"]')).toBeVisible();

    const release = await command('release', ['mf-account', '--skip-checks'], { FVC_RELEASE: label });
    expect(release.output).toContain('está en línea');
    expect(release.code).toBe(0);
    newAccount = readPointer(store, 'mf-account')!;
    expect(newAccount).not.toBe(firstAccount);

    // The open page keeps working: it started with the old registry, and the old version is still
    // served, so moving to the customer area in that page loads the version it started with.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await navigateInPage(page, '/acceso');
    await expect(page.locator('[data-remote="account"]')).toHaveAttribute('data-release', '1.0.0');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Acceso clientes/);
    await navigateInPage(page, '/registro');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Registro/);
    await expect(page.locator('[data-remote="account"]')).toHaveAttribute('data-release', '1.0.0');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    // The next navigation gets the new version.
    await expect(await openAccount(page)).toHaveAttribute('data-release', label);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Acceso clientes/);
    expect(errors).toEqual([]);

    // Only the account entry of the registry moved; the shell, the marketing pages and every other
    // remote are byte for byte what they were, and the old account version is still there.
    const registryAfter = readRegistry(store)!;
    expect(registryAfter.remotes.account).toBe(`http://localhost:${portOf('mf-account')}/${newAccount}/mf-manifest.json`);
    expect({ ...registryAfter, remotes: { ...registryAfter.remotes, account: '' } }).toEqual({
      ...registryBefore,
      remotes: { ...registryBefore.remotes, account: '' },
    });
    for (const dir of untouched) expect(hashTree(appFolder(store, dir)), dir).toEqual(before[dir]);
    expect(hashTree(versionFolder(store, 'mf-account', firstAccount))).toEqual(firstAccountFiles);
    // The page is the shell's file with the registry of the moment in it (issue #15): only that moved.
    const homeHtmlAfter = await (await fetch(`${SITE}/`)).text();
    expect(inlineRegistry(homeHtmlAfter)).toEqual(registryAfter);
    expect(withoutRegistry(homeHtmlAfter)).toBe(withoutRegistry(homeHtml));

    const entry = readLog(store).at(-1)!;
    expect(entry).toMatchObject({ action: 'release', app: 'mf-account', version: newAccount, previous: firstAccount, by: 'e2e@fvc.test' });
    expect(entry.commit).toBeTruthy();
    expect(entry.steps?.map((step) => step.step)).toEqual(['compilación', 'publicación', 'compatibilidad', 'cambio']);
    console.log(`release of mf-account: ${release.seconds.toFixed(1)} s; ${entry.bytes} bytes in the version, ${entry.newBytes} new`);
  });

  test('a rollback serves the old version from the next request on', async ({ page }) => {
    await expect(await openAccount(page)).toHaveAttribute('data-release', label);

    const rollback = await command('rollback', ['mf-account']);
    expect(rollback.code).toBe(0);
    expect(rollback.output).toContain(`volvió a ${firstAccount}`);

    const registry = (await (await fetch(`${SITE}/runtime-config.json`)).json()) as { remotes: Record<string, string> };
    expect(registry.remotes.account).toContain(`/${firstAccount}/`);
    await expect(await openAccount(page)).toHaveAttribute('data-release', '1.0.0');
    // The remote's own origin (its standalone page) follows too.
    const standalone = await (await fetch(`http://localhost:${portOf('mf-account')}/acceso`)).text();
    expect(standalone).toContain(`/${firstAccount}/remoteEntry.js`);
    expect(readLog(store).at(-1)).toMatchObject({ action: 'rollback', app: 'mf-account', version: firstAccount, previous: newAccount });
    console.log(`rollback of mf-account: ${rollback.seconds.toFixed(2)} s (switch ${readLog(store).at(-1)!.steps![0]!.seconds} s)`);
  });

  test('a remote built against another major of a shared singleton is refused, in Spanish, and nothing switches', async () => {
    // The account build, as if compiled against React 20 (only its manifest is edited).
    const build = path.join(root, 'var', 'e2e-releases-incompatible');
    rmSync(build, { recursive: true, force: true });
    cpSync(path.join(root, 'mf-account', 'dist'), build, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as FederationManifest;
    for (const entry of manifest.shared.filter((shared) => shared.name === 'react' || shared.name.startsWith('react/'))) {
      entry.version = '20.0.0';
      entry.requiredVersion = '^20.0.0';
    }
    writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify(manifest));
    const registryBefore = readFileSync(store.registryFile, 'utf8');
    const versionsBefore = readdirSync(appFolder(store, 'mf-account')).sort();

    const release = await command('release', ['mf-account', '--skip-checks', '--from', build]);

    expect(release.code).toBe(1);
    expect(release.output).toContain('No se publicó mf-account');
    expect(release.output).toMatch(/pide react \^20\.0\.0, pero el shell publicado \(\S+\) da 19\./);
    expect(release.output).toContain(`No se cambió nada: sigue en línea mf-account ${firstAccount}`);
    expect(readFileSync(store.registryFile, 'utf8')).toBe(registryBefore);
    expect(readPointer(store, 'mf-account')).toBe(firstAccount);
    // The refused build is not kept: every version in the store passed the gate.
    expect(readdirSync(appFolder(store, 'mf-account')).sort()).toEqual(versionsBefore);
    const entry = readLog(store).at(-1)!;
    expect(entry).toMatchObject({ action: 'refused', app: 'mf-account', previous: firstAccount });
    expect(entry.reasons?.join(' ')).toContain('react ^20.0.0');
    rmSync(build, { recursive: true, force: true });
  });

  test('the release log records every step, oldest first', () => {
    const log = readLog(store);
    expect(log.filter((entry) => entry.action === 'start').map((entry) => entry.app).sort()).toEqual(APPS.map((app) => app.dir).sort());
    expect(log.filter((entry) => entry.app === 'mf-account' && entry.action !== 'start').map((entry) => entry.action)).toEqual([
      'release',
      'rollback',
      'refused',
    ]);
    for (const entry of log) expect(Date.parse(entry.at)).not.toBeNaN();
  });

  test('the containers\' nginx serves the same store: registry, versions and the live page', async ({ request }) => {
    requireNginx();
    // Rendered as the image's entrypoint would (see origin-headers.spec.ts), with the mounts of
    // docker-compose.yml pointing at this spec's store and the account remote's folder in it.
    const dir = mkdtempSync(path.join(tmpdir(), 'fvc-nginx-releases-'));
    const env: Record<string, string> = {
      SHELL_ORIGIN: SITE,
      API_URL,
      GATEWAY_PAGE_URL: 'http://localhost:4100/pagar',
      // A remote's container has no prerendered pages (docker-compose.yml).
      PRERENDERED_DIR: '/srv/no-prerendered-pages',
      ...Object.fromEntries(REMOTES.map((remote) => [`REMOTE_${remote.federationName.toUpperCase()}_URL`, `http://localhost:${portOf(remote.dir)}/mf-manifest.json`])),
    };
    const template = readFileSync(path.join(root, 'docker', 'nginx', 'app.conf.template'), 'utf8')
      .replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => env[name] ?? whole)
      .replace('listen 80;', `listen ${NGINX_PORT};`)
      .replace('root /usr/share/nginx/html;', `root ${path.join(root, 'mf-account', 'dist')};`)
      .replaceAll('/srv/releases', STORE_DIR)
      .replaceAll('/srv/release;', `${appFolder(store, 'mf-account')};`);
    writeFileSync(path.join(dir, 'app.conf'), template);
    execFileSync('sh', [path.join(root, 'docker', 'nginx', '30-site-headers.sh')], {
      env: { ...env, PATH: process.env.PATH ?? '', SITE_HEADERS_FILE: path.join(dir, 'site-headers.inc') },
    });
    writeFileSync(path.join(dir, 'nginx.conf'), `events {}\nhttp { include /etc/nginx/mime.types; access_log off; include app.conf; }\n`);
    const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`], {
      stdio: 'inherit',
    });
    try {
      const base = `http://127.0.0.1:${NGINX_PORT}`;
      await expect.poll(async () => (await request.get(`${base}/`).catch(() => null))?.status(), { timeout: 10_000 }).toBe(200);
      expect(await (await request.get(`${base}/runtime-config.json`)).json()).toEqual(readRegistry(store));
      const live = readPointer(store, 'mf-account')!;
      expect(await (await request.get(`${base}/acceso`)).text()).toContain(`src="/${live}/remoteEntry.js"`);
      const manifest = await request.get(`${base}/${live}/mf-manifest.json`);
      expect(manifest.headers()['cache-control']).toBe('no-cache');
      const { metaData } = (await manifest.json()) as FederationManifest;
      expect(metaData.remoteEntry?.name).toBe('remoteEntry.js');
      const chunk = readdirSync(versionFolder(store, 'mf-account', live)).find((name) => /^main\.[0-9a-f]{10}\.js$/.test(name))!;
      expect((await request.get(`${base}/${live}/${chunk}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      // The version a rollback left behind is still served to pages that started with it.
      expect((await request.get(`${base}/${newAccount}/remoteEntry.js`)).status()).toBe(200);
    } finally {
      const stopped = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await stopped;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('`npm run releases` says what runs where', async () => {
    const listing = await command('releases', ['mf-account']);
    expect(listing.code).toBe(0);
    expect(listing.output).toContain(`mf-account     ${firstAccount}`);
    expect(listing.output).toMatch(new RegExp(`${newAccount}\\s.*↩ anterior`));
    expect(listing.output).toContain('rechazada');
  });

  test('a canary reaches only visitors with the cookie, then everyone once promoted', async ({ page }) => {
    test.setTimeout(120_000);
    const canaryLabel = `${label}-canario`;
    const release = await command('release', ['mf-account', '--skip-checks', '--canary'], { FVC_RELEASE: canaryLabel });
    expect(release.code).toBe(0);
    const canary = readCanary(store, 'mf-account')!;
    expect(readPointer(store, 'mf-account')).toBe(firstAccount);

    await expect(await openAccount(page)).toHaveAttribute('data-release', '1.0.0');
    await page.context().addCookies([{ name: CANARY_COOKIE, value: '1', url: SITE }]);
    await expect(await openAccount(page)).toHaveAttribute('data-release', canaryLabel);
    await page.context().clearCookies();
    await expect(await openAccount(page)).toHaveAttribute('data-release', '1.0.0');

    const promote = await command('release', ['mf-account', '--promote']);
    expect(promote.code).toBe(0);
    expect(readPointer(store, 'mf-account')).toBe(canary);
    expect(readCanary(store, 'mf-account')).toBeNull();
    await expect(await openAccount(page)).toHaveAttribute('data-release', canaryLabel);
    expect(readLog(store).slice(-2).map((entry) => [entry.action, entry.version])).toEqual([
      ['canary', canary],
      ['release', canary],
    ]);
  });
});

test.describe('the compatibility gate', () => {
  const shell = () => readManifest(path.join(root, 'shell', 'dist'));
  const account = () => readManifest(path.join(root, 'mf-account', 'dist'));

  test('the builds of this tree are compatible with each other', () => {
    expect(sharedProblems(account(), shell(), 'mf-account', 'el shell')).toEqual([]);
    expect(exposeProblems(account(), path.join(root, 'mf-account', 'dist'), 'account', 'mf-account')).toEqual([]);
  });

  test('explains each incompatibility in plain Spanish', () => {
    // A remote built against a longer router facade (a name added: version 1.1.0).
    const newer = account();
    for (const entry of newer.shared.filter((shared) => shared.name === '@fvc/shared/router')) {
      entry.version = '1.1.0';
      entry.requiredVersion = '^1.1.0';
    }
    expect(sharedProblems(newer, shell(), 'mf-account', 'el shell publicado')).toEqual([
      'mf-account pide @fvc/shared/router ^1.1.0, pero el shell publicado da 1.0.0. Vuelve a compilarlo con la versión que da el shell, o publica antes un shell que dé ^1.1.0.',
    ]);

    // A remote from before the facade shares react-router itself, which the shell no longer does.
    const older = account();
    older.shared.push({ name: 'react-router-dom', version: '7.18.5', requiredVersion: '^7.0.0', singleton: true });
    expect(sharedProblems(older, shell(), 'mf-account', 'el shell publicado')).toEqual([
      'mf-account usa react-router-dom compartido, pero el shell publicado no lo comparte: la página tendría dos copias de react-router-dom.',
    ]);

    const loose = account();
    for (const entry of loose.shared.filter((shared) => shared.name === 'zustand')) entry.version = '6.0.0';
    expect(sharedProblems(loose, shell(), 'mf-account', 'el shell')[0]).toContain('la versión mayor no coincide');

    const lonely = shell();
    lonely.shared = lonely.shared.filter((shared) => shared.name !== '@fvc/shared/session');
    expect(sharedProblems(account(), lonely, 'mf-account', 'el shell')[0]).toContain('la página tendría dos copias de @fvc/shared/session');

    const newerRuntime = account();
    newerRuntime.metaData.pluginVersion = '3.0.0';
    expect(sharedProblems(newerRuntime, shell(), 'mf-account', 'el shell')[0]).toContain('Module Federation 3.0.0');

    const noRoutes = account();
    noRoutes.exposes = [];
    expect(exposeProblems(noRoutes, path.join(root, 'mf-account', 'dist'), 'account', 'mf-account')).toEqual([
      'mf-account ya no expone ./routes, que es lo único que el shell carga de un remoto (RemoteRoutesModule en @fvc/shared/federation).',
    ]);
    expect(existsSync(path.join(root, 'mf-account', 'dist', 'remoteEntry.js'))).toBe(true);
  });

  test('reads version ranges the way Module Federation writes them', () => {
    expect(satisfies('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfies('20.0.0', '^19.0.0')).toBe(false);
    expect(satisfies('0.3.1', '^0.2.0')).toBe(false);
    expect(satisfies('1.2.9', '~1.2.0')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.0')).toBe(false);
    expect(satisfies('7.18.5', '>=7.0.0 <8.0.0')).toBe(true);
    expect(satisfies('6.0.0', '^5.0.0 || ^6.0.0')).toBe(true);
    expect(satisfies('19.0.0-rc.1', '^19.0.0')).toBe(false);
    expect(satisfies('1.0.0', '*')).toBe(true);
  });
});
