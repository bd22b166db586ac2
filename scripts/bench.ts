/**
 * `npm run bench`: the figures the issues ask for, measured on the production build.
 * - build time of the whole workspace;
 * - per route: gzip KiB of JavaScript and CSS loaded, number of requests, requests started before
 *   the first contentful paint, FCP and LCP in a headless Chromium (no throttling);
 * - Lighthouse (mobile, its default throttling) on the key routes: the four category scores,
 *   LCP and CLS;
 * - the API under load (scripts/bench-api.ts): cached content against a bare node:http server,
 *   p99 at 500 req/s, /api/health while search and PDFs are flooded;
 * checked against budgets.json. Flags: --skip-build, --no-lighthouse, --no-api, --api (the API only).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SHELL } from '../platform';
import { run } from './lib/run';
import { runApiBench } from './bench-api';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as {
  firstLoadJsKiB: number;
  requestsBeforeFirstContent: number;
};
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

let buildSeconds: number | null = null;
if (!process.argv.includes('--skip-build')) {
  const started = Date.now();
  if ((await run('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'ignore' })) !== 0) process.exit(1);
  buildSeconds = (Date.now() - started) / 1000;
}

const site = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-site.ts', '--skip-build', '--fresh', '--data-dir', 'var/bench-db'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  site.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Sitio listo')) resolve();
  });
  site.on('exit', () => reject(new Error('El sitio no arrancó')));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
const LIGHTHOUSE_ROUTES = ['/', '/contacto', '/planes-financiamiento/credito-directo', '/calculadora/paso-1', '/distribuidores'];
const lighthouseFigures: Array<Record<string, string | number>> = [];
if (!process.argv.includes('--no-lighthouse')) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  for (const route of LIGHTHOUSE_ROUTES) {
    const result = await lighthouse(`http://localhost:${SHELL.port}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) continue;
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    lighthouseFigures.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
  chrome.kill();
}
site.kill('SIGTERM');

if (buildSeconds !== null) console.log(`Compilación de las 6 apps: ${buildSeconds.toFixed(1)} s`);
console.table(figures);
if (lighthouseFigures.length > 0) {
  console.log('Lighthouse (móvil):');
  console.table(lighthouseFigures);
}
writeFileSync(path.join(root, 'var', 'bench.json'), JSON.stringify({ buildSeconds, figures, lighthouseFigures }, null, 2));

const overBudget = figures.filter(
  (figure) => figure.jsKiB > budgets.firstLoadJsKiB || figure.requestsBeforeFcp > budgets.requestsBeforeFirstContent,
);
for (const figure of overBudget) console.error(`Fuera de presupuesto: ${figure.route}`);
console.log(overBudget.length === 0 ? 'Presupuestos: OK' : 'Presupuestos: excedidos');

// After the site is stopped: the API bench wants both cores to itself.
const apiOk = process.argv.includes('--no-api') || (await runApiBench()).ok;
process.exit(overBudget.length === 0 && apiOk ? 0 : 1);
