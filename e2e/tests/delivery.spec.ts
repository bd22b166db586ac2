import { readFileSync, statSync } from 'node:fs';
import { expect, test } from './fixtures';
import { builtFile, MAIN_SCRIPT } from './built-files';
import { inlineRegistry, rawGet } from './raw-http';

// Issue #15, delivery: files go out as the build compressed them (brotli 11 / gzip 9 beside each,
// never compressed per request), and the page carries the registry so the shell starts without a
// round trip for /runtime-config.json. nginx's side is in origin-headers.spec.ts.
test('hashed files and entry files go out as the build compressed them, brotli first, gzip next, plain last', async () => {
  const shellScript = builtFile('shell', MAIN_SCRIPT);
  const remoteEntry = builtFile('mf-home', /^remoteEntry\.js$/);
  for (const [base, { name, file }] of [
    ['http://localhost:3000', shellScript],
    ['http://localhost:3001', remoteEntry],
  ] as const) {
    const brotli = await rawGet(`${base}/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(readFileSync(`${file}.br`))).toBe(true);
    // A cache in between must keep one copy per encoding and per Origin (CORS).
    expect(brotli.headers.vary?.toLowerCase()).toMatch(/accept-encoding/);
    expect(brotli.headers.vary).toMatch(/Origin/);

    const gzip = await rawGet(`${base}/${name}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);

    const plain = await rawGet(`${base}/${name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe(statSync(file).size);
  }
  // Brotli 11 is well below what compressing on each request gave (quality 4): at least a tenth.
  expect(statSync(`${shellScript.file}.br`).size).toBeLessThan(statSync(`${shellScript.file}.gz`).size * 0.95);
});

test('every page carries the registry the shell would otherwise fetch', async ({ request }) => {
  const registry = (await (await request.get('http://localhost:3000/runtime-config.json')).json()) as unknown;
  expect(registry).toMatchObject({ apiUrl: 'http://localhost:4000' });
  for (const url of ['/', '/planes-financiamiento/credito-directo', '/index.html', '/my-account/home']) {
    const response = await request.get(`http://localhost:3000${url}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(inlineRegistry(await response.text()), url).toEqual(registry);
  }
});

test('the shell starts from the registry in the page: no request for /runtime-config.json', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/planes-financiamiento/credito-directo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The remote's manifest (under its version folder) was loaded from the registry in the page.
  expect(asked.filter((pathname) => pathname.endsWith('/mf-manifest.json')).length).toBeGreaterThan(0);
  expect(asked.filter((pathname) => pathname.endsWith('/runtime-config.json'))).toEqual([]);
});
