import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { API_PORT, HEAD_SCRIPT_FILE, HEAD_SCRIPT_HASH_FILE, SHELL } from '../../platform';
import { PRERENDERED_NOSCRIPT_NOTICE } from '../../site/prerender/page-document';
import { findPrerenderedPage, forgetRoutesOffTheList, prerenderedPageFile, type PrerenderedEntry } from '../../site/prerender/prerendered-files';
import { parseOriginMap, rewriteUrl } from '../../site/prerender/fetch-via';
import { keepPrerendering, runPrerenderJob, type JobRun } from '../../site/prerender/run-job';
import { readPointer, readRegistry, storeFromEnv, versionFolder, writeAtomic, type ReleaseStore } from '../../site/release/store';
import { PRERENDER_LOCK, PRERENDER_WAITING, withLock } from '../../site/release/store-lock';
import { signIn } from './access-steps';
import { layoutShiftSoFar, recordLayoutShifts } from './layout-shifts';
import { watchPageErrors } from './page-errors';
import { rawGet } from './raw-http';

const root = path.resolve(import.meta.dirname, '..', '..');
const site = `http://localhost:${SHELL.port}`;

/** Marks the page's elements as they arrived, so a test can tell hydration (kept) from a redraw (replaced). */
const markArrivedElements = () => {
  document.addEventListener('DOMContentLoaded', () => {
    const marked = window as unknown as Record<string, unknown>;
    marked.__arrivedHeading = document.querySelector('h1');
    marked.__arrivedHeader = document.querySelector('header');
  });
};
const keptArrivedElements = () => {
  const marked = window as unknown as Record<string, unknown>;
  return document.querySelector('h1') === marked.__arrivedHeading && document.querySelector('header') === marked.__arrivedHeader;
};

test.describe('prerendered public pages (issue #15)', () => {
  test('arrive drawn, with their data, the shell\'s deferred scripts and the head script its build hashed', async () => {
    const built = (file: string) => readFileSync(path.join(import.meta.dirname, '..', '..', 'shell', 'dist', file), 'utf8').trim();
    for (const route of ['/', '/planes-financiamiento/credito-directo', '/calculadora/paso-1']) {
      const { status, headers, body } = await rawGet(`${site}${route}`);
      const html = body.toString('utf8');
      expect(status).toBe(200);
      expect(html).toContain('id="fvc-page-queries"');
      expect(html).not.toContain('Cargando');
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      // The registry, the data, the page's description: JSON. The shell's main script, deferred
      // (it runs once the page is parsed), and the head script, inline, allowed by its hash.
      const code = scripts.filter((attributes) => !attributes.includes('type="application/json"'));
      expect(code).toEqual([expect.stringMatching(/^ defer src="[^"]*\/main\.[0-9a-f]{10}\.js"$/), '']);
      expect(html).toContain(`<script>${built(HEAD_SCRIPT_FILE)}</script>`);
      expect(headers['content-security-policy']).toContain(built(HEAD_SCRIPT_HASH_FILE));
    }
    const home = (await rawGet(`${site}/`)).body.toString('utf8');
    expect(home).toContain('banner-carousel__title');
    const credit = (await rawGet(`${site}/planes-financiamiento/credito-directo`)).body.toString('utf8');
    expect(credit).toContain('Qué es');
    expect(credit).toMatch(/<title>Crédito \| [^<]+<\/title>/);
    // The calculator's first step, drawn for everyone: the vehicle types, no choice made.
    const calculator = (await rawGet(`${site}/calculadora/paso-1`)).body.toString('utf8');
    expect(calculator).toContain('Tractocamión');
    expect(calculator).not.toContain('calc-models');
  });

  test('hydrate what arrived: the same elements, no mismatch, and the page then works', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.addInitScript(markArrivedElements);
    await page.goto('/');
    // Hydrated when the carousel answers its controls (before that, a click does nothing).
    await expect(async () => {
      await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
      await expect(page.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute('aria-current', 'true', { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    expect(await page.evaluate(keptArrivedElements)).toBe(true);

    await page.goto('/planes-financiamiento/credito-directo');
    await expect(page.getByRole('heading', { level: 1, name: 'Crédito directo' })).toBeVisible();
    await expect(page.locator('[data-remote="plans"]')).toBeVisible();
    await expect.poll(() => page.evaluate(keptArrivedElements)).toBe(true);
    // A client-side navigation from the hydrated page.
    await page.getByRole('link', { name: 'COTIZAR' }).first().click();
    await expect(page).toHaveURL(/\/calculadora\/paso-1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('ask the API for nothing they carried: the data each page was drawn with is not fetched again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    const pages: Array<[route: string, carried: string[], endpoints: string[]]> = [
      ['/', ['home', 'company', 'alert'], ['GET /api/banners', 'GET /api/company', 'POST /api/alert']],
      ['/planes-financiamiento/credito-directo', ['financing-plans', 'financing-plan', 'company'], ['GET /api/financingplans', 'GET /api/financingplans?id=', 'GET /api/company']],
      ['/noticias', ['news', 'company'], ['GET /api/news', 'GET /api/company']],
    ];
    for (const [route, carried, endpoints] of pages) {
      asked.length = 0;
      await page.goto(route);
      // Taken over by React (its root is marked), and everything it set off has settled.
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      await page.waitForLoadState('networkidle');
      const keys = await page.evaluate(() => {
        const state = JSON.parse(document.getElementById('fvc-page-queries')?.textContent ?? '{"queries":[]}') as { queries: Array<{ queryKey: unknown[] }> };
        return state.queries.map((query) => String(query.queryKey[0]));
      });
      expect(keys, route).toEqual(expect.arrayContaining(carried));
      expect(asked.filter((call) => endpoints.some((endpoint) => call === endpoint || (endpoint.endsWith('=') && call.startsWith(endpoint)))), route).toEqual([]);
    }
  });

  test('include the FAQs, the brand pages and each news item, drawn with their text, hydrated as they arrived', async ({ page }) => {
    const faqsHtml = (await rawGet(`${site}/faqs/general-questions`)).body.toString('utf8');
    expect(faqsHtml).toContain('id="fvc-prerendered"');
    expect(faqsHtml).toContain('¿Quién puede solicitar un financiamiento?');
    expect(faqsHtml).toMatch(/<title>Preguntas frecuentes \| [^<]+<\/title>/);
    expect(faqsHtml).not.toContain('Cargando');
    const brandHtml = (await rawGet(`${site}/brand-financial`)).body.toString('utf8');
    expect(brandHtml).toContain('id="fvc-prerendered"');
    expect(brandHtml).toContain('Nuestros servicios financieros');
    // A news item: its page, titled and described by the item (the list of items comes from the API).
    const news = (await (await fetch(`http://localhost:${API_PORT}/api/news`)).json()) as { items: Array<{ id: number; title: string; subtitle: string }> };
    const item = news.items[0]!;
    const newsHtml = (await rawGet(`${site}/noticias/${item.id}`)).body.toString('utf8');
    expect(newsHtml).toContain('id="fvc-prerendered"');
    expect(newsHtml).toContain(`<title>${item.title} | `);
    expect(newsHtml).toContain(`<meta name="description" content="${item.subtitle}"`);
    expect(newsHtml).not.toContain('Cargando');

    const errors = watchPageErrors(page);
    await page.addInitScript(markArrivedElements);
    await page.goto('/faqs/general-questions');
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    expect(await page.evaluate(keptArrivedElements)).toBe(true);
    // Hydrated: the accordion answers (its ids came from the HTML, so the panel is the one drawn).
    await page.getByRole('button', { name: '¿Quién puede solicitar un financiamiento?' }).click();
    await expect(page.getByRole('region', { name: '¿Quién puede solicitar un financiamiento?' })).toBeVisible();
    await page.goto('/brand-financial');
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Servicios financieros' })).toBeVisible();
    await page.goto(`/noticias/${item.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    expect(await page.evaluate(keptArrivedElements)).toBe(true);
    await expect(page).toHaveTitle(new RegExp(`^${item.title} \\| `));
    // Hydrated: its link leads on without reloading the page.
    await page.getByRole('link', { name: 'VER TODAS LAS NOTICIAS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('header') === (window as unknown as Record<string, unknown>).__arrivedHeader)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('hydrate with the styles that arrived inline: none is fetched or added again', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // The fixtures' goto waits until the page's remote is live, so hydration has loaded its chunks.
    await page.goto('/planes-financiamiento/credito-directo');
    await expect(page.getByRole('heading', { level: 1, name: 'Crédito directo' })).toBeVisible();
    expect(stylesheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);

    // Another remote's styles still load as the visitor moves on.
    await page.getByRole('link', { name: 'COTIZAR' }).first().click();
    await expect(page).toHaveURL(/\/calculadora\/paso-1$/);
    await expect.poll(() => stylesheets.length).toBeGreaterThan(0);
  });

  test('give a signed-in customer their header without moving the page (drawn signed out)', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'cliente@demo.mx');
    await recordLayoutShifts(page);
    await page.goto('/');
    expect(await page.locator('#fvc-prerendered').count()).toBe(1);
    await expect(page.getByRole('navigation', { name: 'Mi cuenta' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/fvc-signed-in/);
    await page.waitForTimeout(1000);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
  });

  test('greet no one once the session has idled out, and keep no place for the customer menu', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'cliente@demo.mx');
    // Thirty idle minutes: the browser drops the refresh and XSRF cookies, which expire together.
    // The tab still names the customer in its sessionStorage.
    await page.context().clearCookies({ name: /^(fvc_refresh|XSRF-TOKEN)$/ });
    await recordLayoutShifts(page);
    await page.goto('/');
    expect(await page.locator('#fvc-prerendered').count()).toBe(1);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ACCESO CLIENTES' })).toBeVisible();
    await expect(header.getByText(/Hola, /)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Mi cuenta' })).toHaveCount(0);
    // The head script kept no row for a menu that will not come.
    await expect(page.locator('html')).not.toHaveClass(/fvc-signed-in/);
    await page.waitForTimeout(1000);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
  });

  test('are readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site}/planes-financiamiento/credito-directo`);
    await expect(page.getByRole('heading', { name: 'Qué es' })).toBeVisible();
    // The alert popup the page is drawn with closes only with scripts: without them it is not shown.
    await expect(page.locator('[data-notice="alert"]')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goto(`${site}/`);
    await expect(page.getByRole('heading', { name: 'Planes de financiamiento' })).toBeVisible();
    // Told what needs JavaScript, not that the whole site does, as the client-rendered page says.
    expect(await page.locator('body > noscript').textContent()).toBe(PRERENDERED_NOSCRIPT_NOTICE);
    await context.close();
  });

  test('cannot be sent by the browser itself before their scripts run, so what was typed stays out of the address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of ['/contacto', '/planes-financiamiento']) {
      await page.goto(`${site}${route}`);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'ENVIAR' }) });
      await expect(form.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
      // ...and says why (Playwright's text queries skip <noscript>, hence the class).
      await expect(form.locator('.fvc-scripts-required')).toBeVisible();
      await expect(form.locator('.fvc-scripts-required')).toContainText('activa JavaScript en tu navegador');
      // Enter in a field would otherwise send the form as a GET, the typed text in its address.
      await form.getByRole('textbox').first().fill('Mariana López');
      await form.getByRole('textbox').first().press('Enter');
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${site}${route}`);
    }
    await context.close();
  });

  test('say nothing about JavaScript to a browser that runs it', async ({ page, request }) => {
    // The note is in the page, inside <noscript>, which a browser running scripts never draws.
    expect(await (await request.get('/contacto')).text()).toContain('<noscript><p class="fvc-scripts-required">');
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => {
        (window as { notesAtParse?: number }).notesAtParse = document.querySelectorAll('.fvc-scripts-required').length;
      });
    });
    await page.goto('/contacto');
    await expect(page.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
    expect(await page.evaluate(() => (window as { notesAtParse?: number }).notesAtParse)).toBe(0);
    expect(await page.locator('.fvc-scripts-required').count()).toBe(0);
  });

  test('show the Spanish fallback when the remote that drew them cannot be loaded to hydrate', async ({ page }) => {
    // The home remote, on the site's one origin (issue #15).
    await page.route(`${site}/mf/home/**`, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('No pudimos cargar el contenido')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // The shell's part of the page is still there and working.
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('the prerender job', () => {
  let stub: http.Server | undefined;
  const folders: string[] = [];
  /** A store of the test's own: the live shell version and the live registry, with what the test changes. */
  const storeBesideTheLiveSite = (registryChanges: object = {}): ReleaseStore => {
    const live = storeFromEnv();
    const shellVersion = readPointer(live, 'shell')!;
    const folder = mkdtempSync(path.join(root, 'var', 'e2e-prerender-'));
    folders.push(folder);
    const store: ReleaseStore = { dir: folder, registryFile: path.join(folder, 'runtime-config.json') };
    mkdirSync(path.join(folder, 'shell'), { recursive: true });
    symlinkSync(versionFolder(live, 'shell', shellVersion), path.join(folder, 'shell', shellVersion));
    writeAtomic(path.join(folder, 'current', 'shell'), shellVersion);
    writeFileSync(store.registryFile, JSON.stringify({ ...readRegistry(live), ...registryChanges }));
    return store;
  };
  test.afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    stub?.closeAllConnections();
    await new Promise((resolve) => (stub ? stub.close(resolve) : resolve(undefined)));
  });

  test('redraws a page within its interval when the content changes (a new banner), and drops a withdrawn news item', async () => {
    test.setTimeout(120_000);
    // The API at the network edge: the live API's answers, with the first banner's title ours and,
    // once withdrawn, the first news item left out of the list.
    let bannerTitle = 'Primera versión del banner';
    let newsWithdrawn = false;
    stub = http.createServer(async (request, response) => {
      const upstream = await fetch(`http://localhost:${API_PORT}${request.url}`);
      let body = await upstream.text();
      if (request.url?.startsWith('/api/banners')) {
        const content = JSON.parse(body) as { mainbanners: Array<{ title: string }> };
        content.mainbanners[0]!.title = bannerTitle;
        body = JSON.stringify(content);
      }
      if (newsWithdrawn && new URL(request.url ?? '/', stubUrl).pathname === '/api/news') {
        const content = JSON.parse(body) as { items: Array<{ id: unknown }> };
        content.items = content.items.filter((item) => String(item.id) !== '1');
        body = JSON.stringify(content);
      }
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      response.end(body);
    });
    await new Promise<void>((resolve) => stub!.listen(0, '127.0.0.1', resolve));
    const stubUrl: string = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;

    // A store of its own: the live shell version and remotes, the API through the stub.
    const store = storeBesideTheLiveSite({ apiUrl: stubUrl });
    const homePage = () => {
      try {
        return readFileSync(prerenderedPageFile(store, '/')!, 'utf8');
      } catch {
        return '';
      }
    };

    const stop = keepPrerendering(store, 1_000, () => undefined);
    try {
      await expect.poll(homePage, { timeout: 30_000 }).toContain('Primera versión del banner');
      bannerTitle = 'Nueva promoción de fin de año';
      const changed = Date.now();
      await expect.poll(homePage, { timeout: 30_000 }).toContain('Nueva promoción de fin de año');
      console.log(`El banner nuevo llegó a la página prerenderizada en ${Date.now() - changed} ms (intervalo 1 s).`);

      // Each published news item has its page, until it leaves the API's list.
      const newsPage = () => findPrerenderedPage(store, '/noticias/1') !== null;
      expect(newsPage()).toBe(true);
      expect(findPrerenderedPage(store, '/noticias/2')).not.toBeNull();
      newsWithdrawn = true;
      await expect.poll(newsPage, { timeout: 30_000 }).toBe(false);
      expect(findPrerenderedPage(store, '/noticias/2')).not.toBeNull();
    } finally {
      stop();
    }
  });

  test('draws one run at a time: a release’s run waits for the interval’s before it reads the registry', async () => {
    test.setTimeout(60_000);
    const store = storeBesideTheLiveSite();
    const page = prerenderedPageFile(store, '/contacto')!;
    let run: Promise<JobRun> | undefined;
    let released = 0;
    // The test holds the lock as a run drawing would; the job, a fresh process, must say it waits,
    // and draw nothing until the lock is let go.
    await withLock(
      store,
      async () => {
        let output = '';
        run = runPrerenderJob(store, ['/contacto'], (text) => (output = text));
        await expect.poll(() => output, { timeout: 30_000 }).toContain(PRERENDER_WAITING);
        expect(existsSync(page)).toBe(false);
        released = Date.now();
      },
      PRERENDER_LOCK,
    );
    const outcome = await run!;
    expect(outcome.ok, outcome.output).toBe(true);
    expect(readFileSync(page, 'utf8')).toContain('<h1');
    expect(statSync(page).mtimeMs).toBeGreaterThanOrEqual(released - 5);
    expect(existsSync(path.join(store.dir, PRERENDER_LOCK.file))).toBe(false);
  });
});

test('the job reaches the site at other addresses than the visitors’ when told (containers)', () => {
  const map = parseOriginMap('http://localhost:4000=http://api:4000  http://localhost:3001=http://mf-home');
  expect(rewriteUrl('http://localhost:4000/api/banners', map)).toBe('http://api:4000/api/banners');
  expect(rewriteUrl('http://localhost:3001/20261123-1/mf-manifest.json', map)).toBe('http://mf-home/20261123-1/mf-manifest.json');
  expect(rewriteUrl('http://localhost:40001/x', map)).toBe('http://localhost:40001/x');
  expect(() => parseOriginMap('localhost:4000=api')).toThrow(/PRERENDER_FETCH_VIA/);
  // A path first: the API's content straight from the API, the rest through the site.
  const ordered = parseOriginMap('http://localhost:3000/api=http://api:4000/api http://localhost:3000=http://site');
  expect(rewriteUrl('http://localhost:3000/api/banners', ordered)).toBe('http://api:4000/api/banners');
  expect(rewriteUrl('http://localhost:3000/apis', ordered)).toBe('http://site/apis');
  expect(rewriteUrl('http://localhost:3000/mf/home/mf-manifest.json', ordered)).toBe('http://site/mf/home/mf-manifest.json');
});

test('a route taken off the list stops being served as it was last drawn', () => {
  const store = { dir: mkdtempSync(path.join(os.tmpdir(), 'fvc-prerendered-')) };
  try {
    for (const route of ['/', '/distribuidores']) {
      mkdirSync(path.dirname(prerenderedPageFile(store, route)!), { recursive: true });
      writeFileSync(prerenderedPageFile(store, route)!, `<h1>${route}</h1>`);
    }
    const entry = (route: string) => ({ route }) as PrerenderedEntry;
    const index = { '/': entry('/'), '/distribuidores': entry('/distribuidores') };
    expect(forgetRoutesOffTheList(store, ['/'], index)).toEqual(['distribuidores.html']);
    expect(findPrerenderedPage(store, '/distribuidores')).toBeNull();
    expect(findPrerenderedPage(store, '/')).not.toBeNull();
    expect(Object.keys(index)).toEqual(['/']);
  } finally {
    rmSync(store.dir, { recursive: true, force: true });
  }
});
