import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import type { FastifyInstance } from 'fastify';
import { REMOTES } from '../../platform';
import { run } from '../../scripts/lib/run';
import { startStaticServer } from '../../scripts/lib/static-server';
import { storeFromEnv } from '../../scripts/release/store';
import { hashTree } from './hash-tree';

const root = path.resolve(import.meta.dirname, '..', '..');
// The registry `npm start` serves lives in the release store (scripts/release/store.ts).
const registryFile = storeFromEnv().registryFile;
const dealers = REMOTES.find((remote) => remote.federationName === 'dealers')!;
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
    await page.goto('/distribuidores');
    await expect(page.locator('[data-remote="dealers"]')).toHaveAttribute('data-release', '1.0.0');

    // Build a new release of the dealers remote only, into its own folder, and deploy it on its own URL.
    const release = `e2e-${Date.now()}`;
    const outputDir = path.join(root, 'var', 'e2e-deploy', 'mf-dealers');
    const code = await run(path.join(root, 'node_modules', '.bin', 'rspack'), ['build'], {
      cwd: path.join(root, dealers.dir),
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
    registry.remotes.dealers = `http://localhost:${NEW_PORT}/mf-manifest.json`;
    writeFileSync(registryFile, JSON.stringify(registry));

    await page.reload();

    await expect(page.locator('[data-remote="dealers"]')).toHaveAttribute('data-release', release);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu distribuidor');
    expect(hashTree(path.join(root, 'shell', 'dist'))).toEqual(shellBefore);
  });
});
