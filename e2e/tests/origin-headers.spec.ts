import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { PERMISSIONS_POLICY } from '../../site/security-headers';
import { HEAD_SCRIPT_HASH_FILE } from '../../platform';
import { NGINX, requireNginx } from './nginx';
import { builtFile, MAIN_SCRIPT } from './built-files';
import { inlineRegistry, rawGet } from './raw-http';

// Issue #14: every origin of the site sends its pages with a CSP naming the API and the remotes,
// refuses to be framed, and keeps its source maps private. The Node static servers of `npm start`
// are checked here directly; the nginx template of docker-compose is run with a real nginx when the
// machine has one (.ci/run installs it), exactly as the container's entrypoint would render it.
const root = path.resolve(import.meta.dirname, '..', '..');
const NGINX_PORT = 4680;
/** The prerendered pages' head script, by the hash the shell's build wrote (docs/decisions/0053). */
const headScriptHash = () => readFileSync(path.join(root, 'shell', 'dist', HEAD_SCRIPT_HASH_FILE), 'utf8').trim();

/**
 * `site`: the origin the API and the remotes are on, named in the policy unless it is the page's
 * own, where 'self' covers them (the site's one origin, issue #15). Every page is cut off from
 * other windows (COOP, docs/decisions/0051). The shell's pages allow one inline script, the
 * prerendered pages' head script, by the hash its build wrote; a remote's standalone page none.
 */
function expectPageHeaders(response: APIResponse, site: 'self' | 'http://localhost:3000', origin: 'shell' | 'remote' = 'shell') {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const listed = site === 'self' ? '' : ` ${site}`;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const inline = origin === 'shell' ? ` ${headScriptHash()}` : '';
  expect(csp).toContain(`script-src 'self'${inline}${listed};`);
  expect(csp).toContain(`connect-src 'self'${listed};`);
  expect(csp).toContain(`form-action 'self'${listed} http://localhost:4100;`);
  // The banner's video player, and nothing else, may be framed.
  expect(csp).toContain("frame-src 'self' https://video.financieravial.example;");
  expect(csp).not.toMatch(/localhost:(300[1-5]|4000)/);
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The same policy from the Node servers and nginx's template (each writes it out).
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // Plain HTTP: HSTS would be ignored, and must not be sent.
  expect(headers['strict-transport-security']).toBeUndefined();
}

const hashedScript = (dir: string) => builtFile(dir, MAIN_SCRIPT).name;

test('the shell and every remote serve their pages with the security headers, and no source map', async ({ request }) => {
  expectPageHeaders(await request.get('http://localhost:3000/'), 'self');
  expectPageHeaders(await request.get('http://localhost:3000/acceso'), 'self');
  expectPageHeaders(await request.get('http://localhost:3000/my-account/balances'), 'self');
  // A remote's own origin (its standalone page) takes the others from the site's.
  for (const port of [3001, 3002, 3003, 3004, 3005]) {
    expectPageHeaders(await request.get(`http://localhost:${port}/`), 'http://localhost:3000', 'remote');
  }
  const script = hashedScript('shell');
  expect(script).toBeDefined();
  const body = await (await request.get(`http://localhost:3000/${script}`)).text();
  expect(body).not.toContain('sourceMappingURL');
  expect((await request.get(`http://localhost:3000/${script}.map`)).status()).toBe(404);
});

test('the browser knows every feature the permissions policy names: no warning on a public page or the sign-in page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/permissions-policy/i.test(message.text())) warnings.push(message.text());
  });
  for (const path of ['/', '/acceso']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(warnings).toEqual([]);
});

test('the customer sign-in page cannot be framed by another site', async ({ page }) => {
  // A page of another origin (the API's) that frames /acceso.
  await page.route('http://localhost:4000/marco-de-prueba', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<iframe src="http://localhost:3000/acceso" title="marco"></iframe>' }),
  );
  await page.goto('http://localhost:4000/marco-de-prueba');
  // Chromium replaces a refused frame with its error page: the sign-in form never loads in it.
  const framed = () => page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(() => framed()?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Acceso clientes' })).toHaveCount(0);
});

test.describe('the nginx template of the containers', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';

  test.beforeAll(() => {
    requireNginx();
    dir = mkdtempSync(path.join(tmpdir(), 'fvc-nginx-'));
    // nginx's workers run as another user: they read the prerendered pages in here.
    chmodSync(dir, 0o755);
    const env: Record<string, string> = {
      SHELL_ORIGIN: 'http://localhost:3000',
      // As docker-compose.yml sets them: the API and the remotes on the site's one origin.
      API_URL: 'http://localhost:3000',
      REMOTE_HOME_URL: 'http://localhost:3000/mf/home/mf-manifest.json',
      REMOTE_PLANS_URL: 'http://localhost:3000/mf/plans/mf-manifest.json',
      REMOTE_CALCULATOR_URL: 'http://localhost:3000/mf/calculator/mf-manifest.json',
      REMOTE_DEALERS_URL: 'http://localhost:3000/mf/dealers/mf-manifest.json',
      REMOTE_ACCOUNT_URL: 'http://localhost:3000/mf/account/mf-manifest.json',
      REMOTE_BACKOFFICE_URL: 'http://localhost:3000/mf/backoffice/mf-manifest.json',
      GATEWAY_PAGE_URL: 'http://localhost:4100/pagar',
      PRERENDERED_DIR: path.join(dir, 'prerendered'),
      SITE_ROOT: path.join(root, 'shell', 'dist'),
    };
    // A prerendered page as the job writes it (scripts/prerender): `/` and one plan page.
    mkdirSync(env.PRERENDERED_DIR!, { recursive: true });
    const prerendered = (title: string) =>
      readFileSync(path.join(root, 'shell', 'dist', 'index.html'), 'utf8').replace('<div id="root"></div>', `<div id="root"><h1>${title}</h1></div>`);
    writeFileSync(path.join(env.PRERENDERED_DIR!, 'index.html'), prerendered('Inicio prerenderizado'));
    writeFileSync(path.join(env.PRERENDERED_DIR!, 'planes-financiamiento~credito-directo.html'), prerendered('Crédito prerenderizado'));
    // What the image's entrypoint does: envsubst over the template (defined variables only), then
    // our 30-site-headers.sh. Only the port and the root differ from the container.
    const template = readFileSync(path.join(root, 'docker', 'nginx', 'app.conf.template'), 'utf8')
      .replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => env[name] ?? whole)
      .replace('listen 80;', `listen ${NGINX_PORT};`)
      .replace('root /usr/share/nginx/html;', `root ${path.join(root, 'shell', 'dist')};`);
    writeFileSync(path.join(dir, 'app.conf'), template);
    execFileSync('sh', [path.join(root, 'docker', 'nginx', '30-site-headers.sh')], {
      env: { ...env, PATH: process.env.PATH ?? '', SITE_HEADERS_FILE: path.join(dir, 'site-headers.inc') },
    });
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `events {}\nhttp { include /etc/nginx/mime.types; access_log off; include app.conf; }\n`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`], {
      stdio: 'inherit',
    });
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('sends the same headers, caches hashed files, hides source maps and answers a malformed address with the site', async ({ request }) => {
    const base = `http://127.0.0.1:${NGINX_PORT}`;
    await expect.poll(async () => (await request.get(`${base}/`).catch(() => null))?.status(), { timeout: 10_000 }).toBe(200);
    expectPageHeaders(await request.get(`${base}/`), 'http://localhost:3000');
    expectPageHeaders(await request.get(`${base}/planes-financiamiento/credito-directo`), 'http://localhost:3000');
    // A route never prerendered, and the customer area always: the client-rendered page.
    expectPageHeaders(await request.get(`${base}/faqs`), 'http://localhost:3000');
    expectPageHeaders(await request.get(`${base}/acceso`), 'http://localhost:3000');
    expectPageHeaders(await request.get(`${base}/`, { headers: { cookie: 'fvc_canary=1' } }), 'http://localhost:3000');

    const script = await request.get(`${base}/${hashedScript('shell')}`);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    expect((await request.get(`${base}/index.html`)).headers()['cache-control']).toBe('no-cache');
    expect((await request.get(`${base}/main.0123456789.js.map`)).status()).toBe(404);

    const config = await request.get(`${base}/runtime-config.json`);
    const registry = (await config.json()) as unknown;
    expect(registry).toMatchObject({ apiUrl: 'http://localhost:3000' });

    // Issue #15: the page carries the registry (SSI), and the build's gzip copies go out as they are.
    expect(inlineRegistry(await (await request.get(`${base}/`)).text())).toEqual(registry);
    expect(inlineRegistry(await (await request.get(`${base}/noticias`)).text())).toEqual(registry);
    const gzipped = await rawGet(`${base}/${hashedScript('shell')}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(readFileSync(path.join(root, 'shell', 'dist', `${hashedScript('shell')}.gz`)))).toBe(true);

    // Issue #15: prerendered pages where the job wrote them, with the live registry in them; the
    // client-rendered page elsewhere and for canary visitors; the head script's hash in the CSP.
    const home = await request.get(`${base}/`);
    expect(await home.text()).toContain('<h1>Inicio prerenderizado</h1>');
    expect(home.headers()['cache-control']).toBe('no-cache');
    expect(home.headers()['content-security-policy']).toContain(`script-src 'self' ${headScriptHash()} `);
    expect(inlineRegistry(await home.text())).toEqual(registry);
    expect(await (await request.get(`${base}/planes-financiamiento/credito-directo`)).text()).toContain('<h1>Crédito prerenderizado</h1>');
    expect(await (await request.get(`${base}/noticias`)).text()).toContain('<div id="root"></div>');
    expect(await (await request.get(`${base}/`, { headers: { cookie: 'fvc_canary=1' } })).text()).toContain('<div id="root"></div>');

    for (const address of ['/%zz', '/noticias/%00']) {
      const malformed = await request.get(`${base}${address}`);
      expect(malformed.status(), address).toBe(400);
      expect(await malformed.text()).toContain('<div id="root">');
    }
  });
});
