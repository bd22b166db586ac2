import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { builtFile, builtScripts, MAIN_SCRIPT } from './built-files';
import { inlineRegistry, rawGet } from './raw-http';
import { signIn } from './access-steps';
import { MAP_TILES_ORIGIN, SHELL } from '../../platform';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { startStaticServer } from '../../site/static-server';
import { NGINX, requireNginx } from './nginx';

const SITE = `http://localhost:${SHELL.port}`;

// Issue #15, delivery: files go out as the build compressed them (brotli 11 / gzip 9 beside each,
// never compressed per request), and the page carries the registry so the shell starts without a
// round trip for /runtime-config.json. nginx's side is in origin-headers.spec.ts.
test('hashed files and entry files go out as the build compressed them, brotli first, gzip next, plain last', async () => {
  const shellScript = builtFile('shell', MAIN_SCRIPT);
  const remoteEntry = builtFile('mf-home', /^remoteEntry\.js$/);
  for (const [base, { name, file }] of [
    ['http://localhost:3000', shellScript],
    ['http://localhost:3001', remoteEntry],
    // The same file through the site's one origin: passed on as the remote's server sent it.
    [`${SITE}/mf/home`, remoteEntry],
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

test('the pages get react-router\'s production build, not the development one its package names', () => {
  // build/rspack.base.ts aliases it: the package exports only its development build (remix-run/react-router#14102).
  const dist = path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist');
  const texts = readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(dist, name), 'utf8'));
  // An invariant both builds keep: the router is in these files.
  expect(texts.some((text) => text.includes('may be used only in the context of a <Router>'))).toBe(true);
  // A warning only the development build runs.
  expect(texts.filter((text) => text.includes('You rendered descendant <Routes>'))).toEqual([]);
});

test('every page carries the registry the shell would otherwise fetch', async ({ request }) => {
  const registry = (await (await request.get('http://localhost:3000/runtime-config.json')).json()) as unknown;
  expect(registry).toMatchObject({ apiUrl: SITE });
  for (const url of ['/', '/planes-financiamiento/credito-directo', '/index.html', '/my-account/home']) {
    const response = await request.get(`http://localhost:3000${url}`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(inlineRegistry(await response.text()), url).toEqual(registry);
  }
});

test('the shell starts from the registry in the page: no request for /runtime-config.json', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // A client-rendered page: a prerendered one names its own remote build and carries its manifest.
  await page.goto('/acceso');
  await expect(page.locator('html')).toHaveAttribute('data-remote-state', 'account ready');
  // The remote's manifest (under its version folder) was loaded from the registry in the page.
  expect(asked.filter((pathname) => pathname.endsWith('/mf-manifest.json')).length).toBeGreaterThan(0);
  expect(asked.filter((pathname) => pathname.endsWith('/runtime-config.json'))).toEqual([]);
});

// The production scripts' source maps are kept apart for error tracking (issue #14): an error's
// position in a served file must lead back to the line of source that threw, whatever the
// minifier writes first (the compile hint of build/compile-hint.ts, docs/decisions/0024).
test('the source maps of the production build point at the source', () => {
  // Words of a message the shell's bootstrap writes (no accents: the build escapes those), found in
  // its built file and traced back.
  const message = 'el contenedor #root de la';
  const sourceLine = readFileSync(path.join(import.meta.dirname, '../../shell/src/bootstrap.tsx'), 'utf8').split('\n').findIndex((line) => line.includes(message)) + 1;
  const bootstrap = builtScripts('shell').find(({ file }) => readFileSync(file, 'utf8').includes(message));
  expect(bootstrap?.map).toBeTruthy();
  const code = readFileSync(bootstrap!.file, 'utf8');
  const before = code.slice(0, code.indexOf(message));
  const original = originalPositionFor(new TraceMap(readFileSync(bootstrap!.map!, 'utf8')), {
    line: before.split('\n').length,
    column: before.length - before.lastIndexOf('\n') - 1,
  });
  expect(original.source).toMatch(/src\/bootstrap\.tsx$/);
  expect(original.line).toBe(sourceLine);
});

// The client-rendered page lists the shell's start-up files as preloads, so they download beside
// main.js (build/start-up-preload-plugin.ts). A preload is worth it only when the page uses it:
// each is taken by the loader's own request (one download), and its code runs or its styles apply.
test('the client-rendered page uses every file it preloads, each downloaded once; a prerendered page preloads none', async ({ page }) => {
  const shellFiles: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    // The shell's own files sit under its version folder: /<version>/<file> (a remote's, deeper).
    if (origin === SITE && /^\/[^/]+\/[^/]+\.(js|css)$/.test(pathname)) shellFiles.push(pathname);
  });
  await page.goto('/acceso');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();

  // The shell's own preloads (the page's remote has its own: the test below).
  const preloaded = (await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))).filter(
    (pathname) => !pathname.startsWith('/mf/'),
  );
  const main = await page.locator('script[src]').first().evaluate((script) => new URL((script as HTMLScriptElement).src).pathname);
  expect(main).toMatch(/\/main\.[0-9a-f]{10}\.js$/);
  expect(shellFiles).toContain(main);
  expect(preloaded.length).toBeGreaterThan(0);
  // Matched: the loaders' requests took the preloaded responses instead of downloading them again.
  for (const file of preloaded) expect(shellFiles.filter((asked) => asked === file), file).toHaveLength(1);
  // Used: every preloaded script ran (the chunks its file carries reached the shell's chunk list)
  // and the stylesheet applies.
  const ran = await page.evaluate(() => {
    const pushed = (self as unknown as { rspackChunkshell?: Array<[Array<string | number>]> }).rspackChunkshell ?? [];
    return pushed.flatMap(([ids]) => ids.map(String));
  });
  const applied = await page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : '')));
  for (const file of preloaded) {
    if (file.endsWith('.css')) {
      expect(applied, file).toContain(file);
      continue;
    }
    const pushes = /\.push\(\[\[([^\]]+)\]/.exec(await (await page.request.get(`${SITE}${file}`)).text());
    expect(pushes, file).not.toBeNull();
    const carried = (pushes?.[1] ?? '').split(',').map((id) => id.replaceAll('"', ''));
    expect(ran, file).toEqual(expect.arrayContaining(carried));
  }

  // A prerendered page drops them: at high priority they would compete with its LCP image.
  const prerendered = await (await page.request.get(`${SITE}/`)).text();
  expect(prerendered).toContain('id="fvc-prerendered"');
  expect(prerendered).not.toContain('rel="preload"');
});

test('a client-rendered page asks for its route\'s remote beside the shell\'s start-up: manifest, entry and ./routes, once each', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/mf/account/')) asked.push(pathname);
  });
  await page.goto('/acceso');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  const preloaded = await page
    .locator('link[rel="preload"][href*="/mf/account/"]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('as'), new URL((link as HTMLLinkElement).href).pathname]));
  expect(preloaded.map(([as, pathname]) => `${as} ${pathname?.replace(/^.*\//, '')}`)).toEqual([
    'fetch mf-manifest.json',
    'script remoteEntry.js',
    expect.stringMatching(/^script [\w.-]+\.js$/),
    expect.stringMatching(/^script __federation_expose_routes\.[0-9a-f]+\.js$/),
  ]);
  // Taken by the federation runtime's own requests, which ran before the form could be drawn: a
  // preload it did not take would have been downloaded a second time.
  for (const [, pathname] of preloaded) expect(asked.filter((file) => file === pathname), pathname ?? '').toHaveLength(1);
});

test('a customer page opened in a new tab draws its screen with each of its remote\'s files fetched once, and refreshes its session once', async ({ page, context, browser }) => {
  await signIn(page, 'cliente@demo.mx');
  // A new tab with the session's cookies and an empty cache: files the sign-in's page loaded would
  // otherwise come from the cache, some without a request to watch.
  const fresh = await browser.newContext({ baseURL: SITE });
  await fresh.addCookies(await context.cookies());
  const tab = await fresh.newPage();
  // A new tab is a fresh session: the alert popups are modal there, closed as a visitor closes
  // them. A returning customer meets the public one, then the customer area's (issue #69): the
  // handler does not wait for the first to go, or it would see the second's button.
  await tab.addLocatorHandler(tab.getByRole('button', { name: 'Cerrar aviso', exact: true }), (close) => close.click(), { noWaitAfter: true });
  const requested: string[] = [];
  const calls: string[] = [];
  tab.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === SITE && pathname.startsWith('/mf/account/')) requested.push(pathname);
    if (origin === SITE && pathname.startsWith('/api/')) calls.push(pathname);
  });
  // Which scripts each refresh was sent from, with the calls that led to it (async ones too).
  const refreshSentFrom: string[][] = [];
  const devtools = await fresh.newCDPSession(tab);
  await devtools.send('Network.enable');
  devtools.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (!request.url.endsWith('/api/auth/refresh')) return;
    const files = new Set<string>();
    for (let stack = initiator.stack; stack; stack = stack.parent) {
      for (const frame of stack.callFrames) if (frame.url) files.add(frame.url.split('/').pop()!);
    }
    refreshSentFrom.push([...files]);
  });
  await tab.goto('/my-account/balances');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Saldos y movimientos');
  await expect(tab.getByText('Próximo pago').first()).toBeVisible();

  const drawnWith = requested.filter((pathname) => /\.(js|css)$/.test(pathname) && !pathname.endsWith('/remoteEntry.js'));
  expect(drawnWith.some((pathname) => pathname.includes('/balances.')), 'the balances screen\'s own chunk').toBe(true);
  expect(drawnWith.some((pathname) => pathname.includes('/__federation_expose_routes.')), 'the routes module').toBe(true);
  expect(requested.filter((pathname, index) => requested.indexOf(pathname) !== index), 'files asked for twice').toEqual([]);

  // The session's refresh went out once: the header, the screen and the store share it.
  expect(calls.filter((pathname) => pathname === '/api/auth/refresh')).toHaveLength(1);
  expect(refreshSentFrom).toHaveLength(1);
  await fresh.close();
});

test('a client-rendered page says "Cargando…" from its HTML until the shell draws it, and not after', async ({ page }) => {
  // The shell's first script is held back: what shows is what the HTML draws on its own.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/acceso', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Cargando…' })).toBeVisible();
  // Placed apart from the flow: the stylesheets and the page arriving around it do not move it.
  const before = await page.getByRole('status').filter({ hasText: 'Cargando…' }).boundingBox();
  expect(before?.y).toBeGreaterThan(0);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso clientes');
  await expect(page.locator('.fvc-boot')).toBeHidden();
});

test('one origin: a visit, signed in too, takes its pages, remotes, API calls and images from the site only', async ({ page }) => {
  const elsewhere: string[] = [];
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http')) return;
    // The map's tiles are a third party's, the one origin the site does not serve.
    if (url.origin !== SITE && url.origin !== MAP_TILES_ORIGIN) elsewhere.push(request.url());
    paths.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/distribuidores');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu distribuidor');
  await signIn(page, 'cliente@demo.mx');
  await expect(page.getByRole('article', { name: /Tractocamión quinta rueda/ })).toBeVisible();

  expect(elsewhere).toEqual([]);
  for (const prefix of ['/mf/home/', '/mf/dealers/', '/mf/account/', '/api/auth/', '/api/customers/', '/media/']) {
    expect(paths.some((pathname) => pathname.startsWith(prefix)), prefix).toBe(true);
  }
});

interface Received {
  url: string;
  forwardedFor: string | undefined;
}

/** A stand-in API that records what reaches it. */
async function recordingUpstream(): Promise<{ server: http.Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    received.push({ url: request.url ?? '', forwardedFor: request.headers['x-forwarded-for'] as string | undefined });
    // As the API marks them: public content for any cache, a customer's answers for no one's.
    response.setHeader('cache-control', request.url?.startsWith('/api/customers/') ? 'private, no-store' : 'public, max-age=300');
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

test('the site passes a request on with its path and query, says who the client is, and refuses paths that climb out', async () => {
  const { server: upstream, origin, received } = await recordingUpstream();
  const root = mkdtempSync(path.join(os.tmpdir(), 'fvc-one-origin-'));
  const site = await startStaticServer({
    root,
    port: 0,
    corsOrigins: [],
    proxiedPaths: [{ prefix: '/api', upstream: origin, rewritePrefix: '/api' }],
  });
  try {
    const base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    // A client cannot claim another address: the header is this server's view of it.
    const answer = await rawGet(`${base}/api/banners?limit=2`, { 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(received).toEqual([{ url: '/api/banners?limit=2', forwardedFor: '127.0.0.1' }]);
    // An encoded `..` cannot leave the prefix for another of the upstream's paths: refused here.
    const climbing = await rawGet(`${base}/api/%2e%2e/admin`);
    expect(climbing.status).toBeGreaterThanOrEqual(400);
    expect(climbing.status).toBeLessThan(500);
    // Nor an encoded `../` inside a path: the proxy refuses it, in the API's shape and language.
    const traversing = await rawGet(`${base}/api/customers/contracts/..%2f..%2fetc%2fpasswd`);
    expect(traversing.status).toBe(400);
    expect(JSON.parse(traversing.body.toString('utf8'))).toEqual({ code: 'BAD_REQUEST', message: 'La dirección de la solicitud no es válida.' });
    expect(received).toHaveLength(1);
  } finally {
    await site.close();
    upstream.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('the site closes a client that trickles its headers, and more connections from one address than it allows', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fvc-site-limits-'));
  const site = await startStaticServer({ root, port: 0, corsOrigins: [], limits: { headersTimeoutMs: 500, connectionsPerIp: 3 } });
  const port = (site.server.address() as AddressInfo).port;
  /** A socket to the site and when it closed (ms after it opened), or null while it is open. */
  const open = async () => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    const state = { socket, closedAfterMs: null as number | null };
    socket.on('close', () => (state.closedAfterMs = performance.now() - started));
    socket.on('error', () => undefined);
    // Read what comes (a 408), or the socket never ends and never says it closed.
    socket.resume();
    await new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
    return state;
  };
  try {
    // Slow headers: a request line and one header, then nothing. Before, the server waited 80 s.
    const slow = await open();
    slow.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    await expect.poll(() => slow.closedAfterMs, { timeout: 5_000 }).not.toBeNull();
    expect(slow.closedAfterMs!).toBeLessThan(3_000);

    // Three idle connections are allowed from one address; the fourth is closed at once.
    const allowed = await Promise.all([open(), open(), open()]);
    const fourth = await open();
    await expect.poll(() => fourth.closedAfterMs, { timeout: 2_000 }).not.toBeNull();
    expect(allowed.map((state) => state.closedAfterMs)).toEqual([null, null, null]);
    for (const state of allowed) state.socket.destroy();
  } finally {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('the containers\' one origin (nginx): the shell, each remote under /mf/<remote>/ and the API, the client said truly', async () => {
  requireNginx();
  const api = await recordingUpstream();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fvc-site-gateway-'));
  chmodSync(dir, 0o755);
  const port = 4681;
  // What the official image's entrypoint does with the template (envsubst), with the apps of this
  // run as the upstreams; only the port differs from the container.
  const upstreams: Record<string, string> = {
    // Addresses, not names: nothing for the resolver to look up on this machine.
    DNS_RESOLVER: '127.0.0.1',
    SHELL_UPSTREAM: `http://127.0.0.1:${SHELL.port}`,
    HOME_UPSTREAM: 'http://127.0.0.1:3001',
    PLANS_UPSTREAM: 'http://127.0.0.1:3002',
    CALCULATOR_UPSTREAM: 'http://127.0.0.1:3003',
    DEALERS_UPSTREAM: 'http://127.0.0.1:3004',
    ACCOUNT_UPSTREAM: 'http://127.0.0.1:3005',
    BACKOFFICE_UPSTREAM: 'http://127.0.0.1:3006',
    API_UPSTREAM: api.origin,
  };
  const template = readFileSync(path.join(import.meta.dirname, '..', '..', 'docker', 'nginx', 'site-gateway.conf.template'), 'utf8')
    .replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => upstreams[name] ?? whole)
    .replace('listen 80;', `listen ${port};`)
    .replace('/var/cache/nginx/site-content', path.join(dir, 'cache'));
  writeFileSync(path.join(dir, 'nginx.conf'), `events {}\nhttp { access_log off; ${template} }\n`);
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${dir}/nginx.pid; error_log stderr;`], { stdio: 'inherit' });
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await rawGet(`${base}/`).catch(() => null))?.status, { timeout: 10_000 }).toBe(200);
    expect((await rawGet(`${base}/`)).body.toString('utf8')).toContain('id="fvc-runtime-config"');
    // A remote's file as its own server sent it: the build's brotli copy, unchanged.
    const remoteEntry = builtFile('mf-home', /^remoteEntry\.js$/);
    const entry = await rawGet(`${base}/mf/home/${remoteEntry.name}`, { 'accept-encoding': 'br' });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.body.equals(readFileSync(`${remoteEntry.file}.br`))).toBe(true);
    // The API gets its path and query, and the address nginx saw, not the one the client claimed.
    expect((await rawGet(`${base}/api/banners?limit=2`, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
    expect((await rawGet(`${base}/media/banner-1-mobile.webp`)).status).toBe(200);
    expect(api.received).toEqual([
      { url: '/api/banners?limit=2', forwardedFor: '127.0.0.1' },
      { url: '/media/banner-1-mobile.webp', forwardedFor: '127.0.0.1' },
    ]);
    // Public content is kept as its Cache-Control allows (a CDN's work): asked again, it comes from
    // the cache. A customer's answer, or any call with a token, always goes to the API.
    const again = await rawGet(`${base}/api/banners?limit=2`);
    expect([again.status, again.headers['x-cache-status']]).toEqual([200, 'HIT']);
    for (let visit = 0; visit < 2; visit += 1) {
      await rawGet(`${base}/api/customers/me`);
      await rawGet(`${base}/api/banners?limit=2`, { authorization: 'Bearer un-token' });
    }
    expect(api.received.map(({ url }) => url).slice(2)).toEqual(['/api/customers/me', '/api/banners?limit=2', '/api/customers/me', '/api/banners?limit=2']);
    // A path is routed as it reads once decoded and normalized: an encoded `..` climbs out of the
    // home remote's prefix into the shell's own file, never into the remote's server above its root.
    const climbing = await rawGet(`${base}/mf/home/%2e%2e/%2e%2e/mf-manifest.json`);
    expect(climbing.body.equals((await rawGet(`${base}/mf-manifest.json`)).body)).toBe(true);
    expect(JSON.parse(climbing.body.toString('utf8'))).toMatchObject({ name: 'shell' });
  } finally {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
    api.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
