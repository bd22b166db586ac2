/**
 * `npm run bench`: the figures the issues ask for, measured on the production build.
 * - build time of the whole workspace;
 * - per route: gzip KiB of JavaScript and CSS loaded, number of requests, requests started before
 *   the first contentful paint, FCP and LCP in a headless Chromium (no throttling);
 * - Lighthouse (mobile, its default throttling) on the key routes, the median of --runs runs
 *   (default 3): the four category scores, LCP, TBT, CLS and the host's speed;
 * - Lighthouse on a blank page the bench serves itself (scripts/lib/blank-page.ts), first and by
 *   the same rule: what this host and browser cost any page, printed beside the budgets;
 * - a before/after table against the previous run (var/bench.json);
 * - the API under load (scripts/bench-api.ts): cached content against a bare node:http server,
 *   p99 at 500 req/s, /api/health while search and PDFs are flooded;
 * - with --without-js, Lighthouse also on the prerendered routes with every `.js` file blocked (the
 *   inline loader still runs, and finds nothing to load), run for run beside the full runs: what
 *   the page's own rendering scores on this machine, so what the scripts cost can be told from the
 *   machine's drift;
 * - Lighthouse on the customer area too, after signing the demo customer in
 *   (scripts/bench-customer-area.ts);
 * - every Lighthouse run in a Chromium launched for it, as `lighthouse` and Lighthouse CI run
 *   theirs (docs/decisions/0033);
 * checked against budgets.json (decision 0050). Flags: --skip-build, --no-lighthouse, --runs N,
 * --without-js, --no-api, --api (the API only).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SHELL } from '../platform';
import { startBlankPage } from './lib/blank-page';
import { browserPath } from '../e2e/chromium';
import { lighthouseFlagsFor, type RunKind } from './lib/lighthouse-run-kind';
import { run } from '../site/run';
import { PRERENDERED_ROUTES } from '../site/prerender/routes';
import { runApiBench } from './bench-api';
import { BENCH_MAIL_DIR, carryCookies, cookiesOf, CUSTOMER_ROUTES, signInDemoCustomer, type SessionCookies } from './bench-customer-area';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as {
  /** Maximum gzip KiB of JavaScript by route; `default` for the routes not named. */
  firstLoadJsKiB: Record<string, number>;
  requestsBeforeFirstContent: number;
  lighthouse: {
    /** Minimum performance score by route; `default` for the routes not named. */
    performance: { public: number; customer: number };
    lcpMaxMs: number;
    clsMax: number;
  };
};
const BENCH_FILE = path.join(root, 'var', 'bench.json');
/** The previous run's figures, for the before/after table. */
const previous = existsSync(BENCH_FILE)
  ? (JSON.parse(readFileSync(BENCH_FILE, 'utf8')) as { figures?: RouteFigures[]; lighthouseFigures?: LighthouseFigures[] })
  : null;
const ROUTES = [
  '/',
  '/contacto',
  '/planes-financiamiento/credito-directo',
  '/calculadora/paso-1',
  '/distribuidores',
  '/acceso',
];

if (process.argv.includes('--api')) {
  const api = await runApiBench();
  process.exit(api.ok ? 0 : 1);
}

// Lighthouse times the pages on this machine's CPU: another job running beside the bench lengthens
// every task, TBT first. Said before the bench's own build adds to the load, so a busy run is not
// read as a slow site.
const [loadAtStart] = loadavg();
if (loadAtStart !== undefined && loadAtStart > 1) {
  console.warn(`Aviso: la máquina está ocupada (carga ${loadAtStart.toFixed(1)}); las cifras de Lighthouse, el TBT sobre todo, saldrán peores que en reposo.`);
}

let buildSeconds: number | null = null;
if (!process.argv.includes('--skip-build')) {
  const started = Date.now();
  if ((await run('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'ignore' })) !== 0) process.exit(1);
  buildSeconds = (Date.now() - started) / 1000;
}

// Mail to files the bench reads (the sign-in code of the customer runs), whatever the caller set.
const environment: NodeJS.ProcessEnv = { ...process.env, MAIL_DIR: BENCH_MAIL_DIR };
delete environment.SMTP_URL;
// The pages are drawn once as the site starts, not every five minutes: a prerender run is a fresh
// process busy for seconds, and one landing in a Lighthouse run took its figures with it.
environment.PRERENDER_INTERVAL_S = '0';
const site = spawn(process.execPath, ['--import', 'tsx', 'site/start-site.ts', '--skip-build', '--fresh', '--data-dir', 'var/bench-db'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: environment,
});
// The site and what it started go with the bench, however it ends.
process.once('exit', () => site.kill('SIGTERM'));
await new Promise<void>((resolve, reject) => {
  site.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Sitio listo')) resolve();
  });
  site.on('exit', () => reject(new Error('El sitio no arrancó')));
});

const browser = await chromium.launch({
  executablePath: browserPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

interface RouteFigures {
  route: string;
  jsKiB: number;
  cssKiB: number;
  requests: number;
  requestsBeforeFcp: number;
  fcpMs: number;
  lcpMs: number;
}

const figures: RouteFigures[] = [];
for (const route of ROUTES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let js = 0;
  let css = 0;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const size = gzipSync(body).length;
    if (type === 'script') js += size;
    else css += size;
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      Object.assign(window, { __lcp: entries[entries.length - 1]?.startTime ?? 0 });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`http://localhost:${SHELL.port}${route}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const resources = performance.getEntriesByType('resource');
    return {
      fcp,
      lcp: (window as { __lcp?: number }).__lcp ?? 0,
      requests: resources.length + 1,
      beforeFcp: resources.filter((entry) => entry.startTime < fcp).length + 1,
    };
  });
  figures.push({
    route,
    jsKiB: Math.round((js / 1024) * 10) / 10,
    cssKiB: Math.round((css / 1024) * 10) / 10,
    requests: timing.requests,
    requestsBeforeFcp: timing.beforeFcp,
    fcpMs: Math.round(timing.fcp),
    lcpMs: Math.round(timing.lcp),
  });
  await context.close();
}
await browser.close();

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const LIGHTHOUSE_ROUTES = [
  '/',
  '/planes-financiamiento/credito-directo',
  '/contacto',
  '/calculadora/paso-1',
  '/distribuidores',
  '/noticias',
  '/legales/aviso-de-privacidad',
  '/acceso',
];
const runsFlag = process.argv.indexOf('--runs');
const LIGHTHOUSE_RUNS = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 3;

interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** How soon the screen looks finished; what keeps a page with every other figure in budget under 100. */
  speedIndexMs: number;
  /**
   * Lighthouse's measure of this machine's speed as the run started (higher is faster). Its throttling
   * multiplies the page's CPU time by 4 whatever the machine does, so a busy machine shows up as a
   * low index beside a high TBT: the figure that tells a slow page from a slow machine.
   */
  cpuIndex: number;
}

const lighthouseFigures: LighthouseFigures[] = [];
/** The same pages with their scripts blocked (--without-js): not checked against the budgets. */
const withoutJsFigures: LighthouseFigures[] = [];
/** A blank page served by the bench itself (scripts/lib/blank-page.ts): what the machine costs any page. */
const blankPageFigures: LighthouseFigures[] = [];
/** Its runs, each printed: on these hosts their spread says as much as their median. */
const blankPageRuns: LighthouseFigures[] = [];
if (!process.argv.includes('--no-lighthouse')) {
  // Each run in a Chromium of its own, as `lighthouse` and Lighthouse CI run each measurement, so
  // no run inherits anything from the one before (docs/decisions/0033).
  let running: chromeLauncher.LaunchedChrome | null = null;
  process.once('exit', () => running?.kill());
  const inFreshChrome = async <T>(measure: (port: number) => Promise<T>): Promise<T> => {
    running = await chromeLauncher.launch({ chromePath: browserPath(), chromeFlags: CHROME_FLAGS });
    try {
      return await measure(running.port);
    } finally {
      running.kill();
      running = null;
    }
  };
  const withoutJs = process.argv.includes('--without-js');
  const siteOrigin = `http://localhost:${SHELL.port}`;
  /** How a run loads the page, and from where: by default the site itself. */
  type Run = RunKind & { origin?: string };
  const lighthouseAt = async (port: number, route: string, { origin = siteOrigin, ...kind }: Run = {}): Promise<LighthouseFigures | null> => {
    const result = await lighthouse(`${origin}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...lighthouseFlagsFor(kind),
    });
    if (!result) return null;
    const { categories, audits } = result.lhr;
    // A page that sent Lighthouse elsewhere (a customer page to /acceso when the session is lost)
    // was not measured: it scores 0 and fails the budgets.
    const landedOn = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landedOn !== route) console.error(`${route}: Lighthouse terminó en ${landedOn}; la ruta no se midió`);
    const score = (id: string) => (landedOn === route ? Math.round((categories[id]?.score ?? 0) * 100) : 0);
    return {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      speedIndexMs: Math.round(audits['speed-index']?.numericValue ?? 0),
      cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
    };
  };
  const lighthouseRun = (route: string, kind: Run = {}) => inFreshChrome((port) => lighthouseAt(port, route, kind));
  /** Adds to a table the median of the runs, figure by figure. No runs, no row. */
  const addMedian = (table: LighthouseFigures[], runs: LighthouseFigures[]) => {
    if (runs.length > 0) table.push(medianOf(runs));
  };
  /** Per figure; of an even count the worse middle value. */
  const medianOf = (runs: LighthouseFigures[]): LighthouseFigures => {
    const of = (pick: (figures: LighthouseFigures) => number, better: 'higher' | 'lower') => {
      const sorted = runs.map(pick).sort((a, b) => (better === 'higher' ? b - a : a - b));
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    return {
      route: runs[0]!.route,
      performance: of((run) => run.performance, 'higher'),
      accessibility: of((run) => run.accessibility, 'higher'),
      bestPractices: of((run) => run.bestPractices, 'higher'),
      seo: of((run) => run.seo, 'higher'),
      lcpMs: of((run) => run.lcpMs, 'lower'),
      tbtMs: of((run) => run.tbtMs, 'lower'),
      cls: of((run) => run.cls, 'lower'),
      speedIndexMs: of((run) => run.speedIndexMs, 'lower'),
      // The slower host of the two middle runs.
      cpuIndex: of((run) => run.cpuIndex, 'higher'),
    };
  };
  // The host's floor first, by the same rule as the pages: the machine as the bench finds it.
  const blankPage = await startBlankPage();
  for (let attempt = 0; attempt < LIGHTHOUSE_RUNS; attempt += 1) {
    const figures = await lighthouseRun('/', { origin: blankPage.origin });
    if (figures) blankPageRuns.push({ ...figures, route: 'página en blanco' });
  }
  blankPage.close();
  addMedian(blankPageFigures, blankPageRuns);
  for (const route of LIGHTHOUSE_ROUTES) {
    // A client-rendered page is blank without its scripts: only prerendered pages have a floor.
    const measureFloor = withoutJs && PRERENDERED_ROUTES.includes(route);
    const runs: LighthouseFigures[] = [];
    const floorRuns: LighthouseFigures[] = [];
    // The kinds of run alternate, so the machine's drift falls on both alike.
    for (let attempt = 0; attempt < LIGHTHOUSE_RUNS; attempt += 1) {
      const figures = await lighthouseRun(route);
      if (figures) runs.push(figures);
      const floor = measureFloor ? await lighthouseRun(route, { blockScripts: true }) : null;
      if (floor) floorRuns.push(floor);
    }
    addMedian(lighthouseFigures, runs);
    addMedian(withoutJsFigures, floorRuns);
  }
  // Last, so no public page is measured with a customer signed in. Without a session each customer
  // page lands on /acceso, scores 0 and fails the budgets: the bench goes on and says why.
  let session: SessionCookies = await inFreshChrome(async (port) => {
    await signInDemoCustomer(port, siteOrigin);
    return cookiesOf(port);
  }).catch((error: unknown) => {
    console.error(`No se pudo entrar como cliente: ${String(error)}`);
    return [];
  });
  const customerRun = (route: string, kind: Run = {}) =>
    inFreshChrome(async (port) => {
      await carryCookies(port, session);
      const measured = await lighthouseAt(port, route, kind);
      // The run's refresh rotated the token: the next run carries the new one.
      session = await cookiesOf(port);
      return measured;
    });
  for (const route of CUSTOMER_ROUTES) {
    const runs: LighthouseFigures[] = [];
    for (let attempt = 0; attempt < LIGHTHOUSE_RUNS; attempt += 1) {
      const figures = await customerRun(route);
      if (figures) runs.push(figures);
    }
    addMedian(lighthouseFigures, runs);
  }
}
site.kill('SIGTERM');

/** What a Lighthouse median is of, for the tables' titles. */
const MEDIAN_OF = `mediana de ${LIGHTHOUSE_RUNS} corridas`;
if (buildSeconds !== null) console.log(`Compilación de las 6 apps: ${buildSeconds.toFixed(1)} s`);
console.table(figures);
if (lighthouseFigures.length > 0) {
  console.log(
    `Lighthouse (móvil, ${MEDIAN_OF}):`,
  );
  console.table(lighthouseFigures);
}
if (blankPageFigures.length > 0) {
  const [blank] = blankPageFigures;
  console.log(
    `Lighthouse de una página en blanco (un título y un párrafo, sin estilos ni scripts; móvil, ${MEDIAN_OF}): lo que esta máquina cobra por abrir cualquier página`,
  );
  console.table(blankPageFigures);
  if (blank && blank.tbtMs > 0) {
    console.warn(`Aviso: una página en blanco ya tiene ${blank.tbtMs} ms de TBT en esta máquina (corridas: ${blankPageRuns.map((run) => run.tbtMs).join(', ')} ms); cada TBT de arriba lo incluye.`);
  }
}
if (withoutJsFigures.length > 0) {
  console.log(`Lighthouse sin scripts (móvil, ${MEDIAN_OF}): lo que cuesta la página por sí sola en esta máquina`);
  console.table(withoutJsFigures);
}

// Before/after: this run against the previous one, route by route.
if (previous) {
  const arrow = (before: number | undefined, after: number | undefined) =>
    before === undefined || after === undefined ? String(after ?? '—') : `${before} → ${after}`;
  console.log('Antes → ahora (corrida anterior de var/bench.json):');
  console.table(
    figures.map((figure) => {
      const before = previous.figures?.find((row) => row.route === figure.route);
      const lighthouseBefore = previous.lighthouseFigures?.find((row) => row.route === figure.route);
      const lighthouseNow = lighthouseFigures.find((row) => row.route === figure.route);
      return {
        route: figure.route,
        'JS KiB': arrow(before?.jsKiB, figure.jsKiB),
        'pedidos antes de FCP': arrow(before?.requestsBeforeFcp, figure.requestsBeforeFcp),
        Lighthouse: arrow(lighthouseBefore?.performance, lighthouseNow?.performance),
        'LCP ms': arrow(lighthouseBefore?.lcpMs, lighthouseNow?.lcpMs),
        'TBT ms': arrow(lighthouseBefore?.tbtMs, lighthouseNow?.tbtMs),
        CLS: arrow(lighthouseBefore?.cls, lighthouseNow?.cls),
      };
    }),
  );
}
writeFileSync(
  BENCH_FILE,
  JSON.stringify({ buildSeconds, figures, lighthouseFigures, blankPageFigures, blankPageTbtRuns: blankPageRuns.map((run) => run.tbtMs), withoutJsFigures }, null, 2),
);

const problems = [
  ...figures.flatMap((figure) => {
    const maximum = budgets.firstLoadJsKiB[figure.route] ?? budgets.firstLoadJsKiB.default ?? 0;
    return figure.jsKiB > maximum ? [`${figure.route}: ${figure.jsKiB} KiB de JS (máximo ${maximum})`] : [];
  }),
  ...figures
    .filter((figure) => figure.requestsBeforeFcp > budgets.requestsBeforeFirstContent)
    .map((figure) => `${figure.route}: ${figure.requestsBeforeFcp} pedidos antes del primer contenido (máximo ${budgets.requestsBeforeFirstContent})`),
  ...lighthouseFigures.flatMap((figure) => {
    const { performance, lcpMaxMs, clsMax } = budgets.lighthouse;
    // The customer area and its sign-in are client-rendered pages; every other is public.
    const customerPage = figure.route === '/acceso' || figure.route.startsWith('/my-account');
    const minimum = customerPage ? performance.customer : performance.public;
    return [
      ...(figure.performance < minimum ? [`${figure.route}: Lighthouse ${figure.performance} (mínimo ${minimum})`] : []),
      ...(figure.lcpMs > lcpMaxMs ? [`${figure.route}: LCP ${figure.lcpMs} ms (máximo ${lcpMaxMs})`] : []),
      ...(figure.cls > clsMax ? [`${figure.route}: CLS ${figure.cls} (máximo ${clsMax})`] : []),
    ];
  }),
];
for (const problem of problems) console.error(`Fuera de presupuesto: ${problem}`);
console.log(problems.length === 0 ? 'Presupuestos: OK' : 'Presupuestos: excedidos');

// After the site is stopped: the API bench wants both cores to itself.
const apiOk = process.argv.includes('--no-api') || (await runApiBench()).ok;
process.exit(problems.length === 0 && apiOk ? 0 : 1);
