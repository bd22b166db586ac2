import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import type { FastifyInstance } from 'fastify';
import { REMOTES } from '../../platform';
import { run } from '../../site/run';
import { startStaticServer } from '../../site/static-server';
import type { Page } from '@playwright/test';
import { prerenderedPageFile, readPrerenderedIndex } from '../../site/prerender/prerendered-files';
import { ALL_PRERENDERED_ROUTES, prerenderedRoutesOf } from '../../site/prerender/routes';
import { regenerateOwnedRoutes } from '../../site/release/prerendered-routes';
import { ownerOf } from '../../site/release/route-ownership';
import { publishBuild, readPointer, storeFromEnv, switchTo, versionFolder } from '../../site/release/store';
import { hashTree } from './hash-tree';
import { watchPageErrors } from './page-errors';

const root = path.resolve(import.meta.dirname, '..', '..');
// The registry `npm start` serves lives in the release store (site/release/store.ts).
const registryFile = storeFromEnv().registryFile;
// A remote whose routes are client-rendered: the registry alone decides which build draws them
// (prerendered routes pin their builds, and the second test below covers those).
const account = REMOTES.find((remote) => remote.federationName === 'account')!;
const NEW_PORT = 3104;

test.describe('independent deployment', () => {
  let server: FastifyInstance | undefined;
  let originalRegistry: string;

  test.beforeAll(() => {
    originalRegistry = readFileSync(registryFile, 'utf8');
  });

  test.afterAll(async () => {
    writeFileSync(registryFile, originalRegistry);
    await server?.close();
  });

  test('a rebuilt remote goes live by re-pointing the registry, with the shell untouched', async ({ page }) => {
    test.setTimeout(120_000);
    const shellBefore = hashTree(path.join(root, 'shell', 'dist'));
    await page.goto('/acceso');
    await expect(page.locator('[data-remote="account"]')).toHaveAttribute('data-release', '1.0.0');

    // Build a new release of the account remote only, into its own folder, and deploy it on its own URL.
    const release = `e2e-${Date.now()}`;
    const outputDir = path.join(root, 'var', 'e2e-deploy', 'mf-account');
    const code = await run(path.join(root, 'node_modules', '.bin', 'rspack'), ['build'], {
      cwd: path.join(root, account.dir),
      env: { ...process.env, NODE_ENV: 'production', FVC_RELEASE: release, FVC_OUTPUT_DIR: outputDir },
      stdio: 'ignore',
    });
    expect(code).toBe(0);
    server = await startStaticServer({
      root: outputDir,
      port: NEW_PORT,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
    const registry = JSON.parse(originalRegistry) as { remotes: Record<string, string> };
    registry.remotes.account = `http://localhost:${NEW_PORT}/mf-manifest.json`;
    writeFileSync(registryFile, JSON.stringify(registry));

    await page.reload();

    await expect(page.locator('[data-remote="account"]')).toHaveAttribute('data-release', release);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso clientes');
    expect(hashTree(path.join(root, 'shell', 'dist'))).toEqual(shellBefore);
  });
});

test.describe('independent deployment with prerendered pages (issue #15)', () => {
  const store = storeFromEnv();
  const live: Record<string, string | null> = {};
  // Every page the store holds, the news items' included (the job lists them from the API).
  const readPages = () =>
    Object.fromEntries(Object.keys(readPrerenderedIndex(store)).map((route) => [route, readFileSync(prerenderedPageFile(store, route)!, 'utf8')]));

  /** Builds one app with a visible release label and publishes it in the store, as a release does. */
  async function publishNewBuild(appDir: string): Promise<string> {
    const version = `e2e-${Date.now()}`;
    const outputDir = path.join(root, 'var', 'e2e-deploy', `${appDir}-${version}`);
    const code = await run(path.join(root, 'node_modules', '.bin', 'rspack'), ['build'], {
      cwd: path.join(root, appDir),
      env: { ...process.env, NODE_ENV: 'production', FVC_RELEASE: version, FVC_OUTPUT_DIR: outputDir },
      stdio: 'ignore',
    });
    expect(code).toBe(0);
    const { record, reused } = publishBuild(store, appDir, outputDir, { version, label: version, commit: 'e2e', dirty: true });
    expect(reused).toBe(false);
    return record.version;
  }

  async function expectHydratedWithoutErrors(page: Page, route: string) {
    const errors = watchPageErrors(page);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    expect(await page.locator('#fvc-prerendered').count()).toBe(1);
    expect(errors).toEqual([]);
  }

  test.beforeAll(() => {
    live.shell = readPointer(store, 'shell');
    live['mf-home'] = readPointer(store, 'mf-home');
  });

  test.afterAll(async () => {
    for (const [appDir, version] of Object.entries(live)) {
      if (version && readPointer(store, appDir) !== version) {
        switchTo(store, appDir, version);
        await regenerateOwnedRoutes(store, appDir, version);
      }
    }
  });

  test('a released remote redraws its own pages only; old shell + new remote and new shell + old remote hydrate', async ({ page }) => {
    test.setTimeout(240_000);
    const before = readPages();
    const shellFiles = hashTree(versionFolder(store, 'shell', live.shell!));

    // 1. A new build of the home remote goes live: the prerender job redraws its pages, no other.
    const homeRoutes = prerenderedRoutesOf('mf-home');
    expect(homeRoutes).toEqual(expect.arrayContaining(['/', '/noticias/:id']));
    const homePages = Object.keys(before).filter((route) => ownerOf(route) === 'home');
    expect(homePages).toEqual(expect.arrayContaining(['/', '/noticias', expect.stringMatching(/^\/noticias\/\d+$/)]));
    const home = await publishNewBuild('mf-home');
    switchTo(store, 'mf-home', home);
    expect(await regenerateOwnedRoutes(store, 'mf-home', home)).toEqual({ owned: homeRoutes, regenerated: homePages.length });
    const afterRemote = readPages();
    for (const route of homePages) {
      expect(afterRemote[route], route).toContain(`data-release="${home}"`);
      expect(afterRemote[route], route).toContain(`/${home}/mf-manifest.json`);
    }
    for (const route of Object.keys(before).filter((candidate) => !homePages.includes(candidate))) expect(afterRemote[route], route).toBe(before[route]);
    expect(readPointer(store, 'shell')).toBe(live.shell);
    expect(hashTree(versionFolder(store, 'shell', live.shell!))).toEqual(shellFiles);
    // The old shell with the new remote.
    await expectHydratedWithoutErrors(page, '/');
    await expect(page.locator('[data-remote="home"]')).toHaveAttribute('data-release', home);

    // 2. Back to the previous remote: the same bytes as before (the page is drawn deterministically).
    switchTo(store, 'mf-home', live['mf-home']!);
    await regenerateOwnedRoutes(store, 'mf-home', live['mf-home']!);
    const afterRollback = readPages();
    for (const route of homePages) expect(afterRollback[route], route).toBe(before[route]);

    // 3. A new shell with the remotes already live: every page is redrawn and names the new shell.
    const shell = await publishNewBuild('shell');
    switchTo(store, 'shell', shell);
    expect(await regenerateOwnedRoutes(store, 'shell', shell)).toEqual({ owned: [...ALL_PRERENDERED_ROUTES], regenerated: Object.keys(before).length });
    for (const [route, html] of Object.entries(readPages())) {
      expect(html, route).toContain(`<script defer src="/${shell}/main.`);
      expect(html, route).toContain(`data-shell-release="${shell}"`);
    }
    await expectHydratedWithoutErrors(page, '/');
    await expect(page.locator('main')).toHaveAttribute('data-shell-release', shell);
    await expectHydratedWithoutErrors(page, '/planes-financiamiento/credito-directo');
  });
});
