/**
 * The API under load (issue #14), part of `npm run bench` (alone: `npm run bench -- --api`, or
 * `npx tsx scripts/bench-api.ts`). Loopback only, bounded in time; stops by itself.
 *
 * 1. Starts the API (`api/src/server.ts`, the same command `npm start` runs) on a free port with
 *    its own embedded database in a temp folder, and a bare `node:http` server in another process
 *    that answers each measured route with the very bytes the API sent for it.
 * 2. Per public content route, side by side in alternating one-second rounds: req/s, p50 and p99
 *    at 50 connections for the API and for the bare server, and their ratio; then the p99 of each
 *    at a steady 500 req/s (evenly spaced, open loop: `paced`).
 * 3. Floods search (one phrase, then a new phrase on every request) and the quote PDF with 50
 *    connections from another process while probing `/api/health` every 50 ms like a load
 *    balancer would (a new connection each time), and reports health's latency meanwhile.
 *
 * Budgets in budgets.json (`api`). Flags: --duration S (per measurement, default 5),
 * --flood-duration S (default 10), --only a,b (route names), --against DIR (the API of another
 * checkout, e.g. `git archive` of main, for a before/after table). Results also go to
 * var/bench-api.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const FIXED_RATE = 500; // the column 'p99 ms @500/s' names it
const PROBE_EVERY_MS = 50;
const PROBE_TIMEOUT_MS = 10_000;

interface ApiBudgets {
  /** p99 of a cached content route at FIXED_RATE req/s. */
  maxP99AtFixedRateMs: number;
  /** p99 of /api/health while search or PDFs are flooded. */
  maxHealthP99UnderLoadMs: number;
}

interface MeasuredRoute {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Captured extends MeasuredRoute {
  status: number;
  /** The API's response headers but those of the connection and the date: the bare server sends them too. */
  responseHeaders: Record<string, string>;
  bytes: Buffer;
}

const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function replayable(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => !NOT_REPLAYED.has(name) && value !== undefined).map(([name, value]) => [name, String(value)]));
}

export interface RouteRow {
  route: string;
  bytes: number;
  'API req/s': number;
  'API p50 ms': number;
  'API p99 ms': number;
  'bare req/s': number;
  'bare p99 ms': number;
  ratio: string;
  'p99 ms @500/s': number;
  /** The same paced load against the bare server: the floor this machine sets. */
  'bare p99 ms @500/s': number;
  errors: number;
  'bare errors': number;
}

export interface SaturationRow {
  flood: string;
  'flood req/s': number;
  'flood p99 ms': number;
  'flood timeouts': number;
  'flood non-2xx': number;
  'health probes': number;
  'health p50 ms': number;
  'health p99 ms': number;
  'health max ms': number;
  'health failed': number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

function request(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`La API terminó al arrancar (código ${child.exitCode}).`);
    try {
      if ((await request(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('La API no respondió a tiempo.');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// The bare server: node:http and nothing else, sending per path the same bytes the API sent: its
// status, its headers (security headers, CORS, ETag… all but the connection's and the date) and
// its body. Its own process, like the API, so neither competes with autocannon for an event loop.
const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const keyOf = (method, path, ifNoneMatch) => method + ' ' + path + ' ' + (ifNoneMatch || '');
const routes = new Map(JSON.parse(fs.readFileSync(process.argv[1], 'utf8')).map((r) => [keyOf(r.method, r.path, r.ifNoneMatch), { ...r, bytes: Buffer.from(r.bytes, 'base64') }]));
const server = http.createServer((req, res) => {
  const route = routes.get(keyOf(req.method, req.url, req.headers['if-none-match']));
  if (!route) { res.writeHead(404); res.end(); return; }
  req.resume();
  req.on('end', () => {
    res.writeHead(route.status, { ...route.headers, 'content-length': route.bytes.length });
    res.end(route.bytes);
  });
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

async function startBareServer(routes: Captured[], dir: string): Promise<{ base: string; child: ChildProcess }> {
  const file = path.join(dir, 'bare-routes.json');
  writeFileSync(
    file,
    JSON.stringify(
      routes.map((r) => ({
        method: r.method,
        path: r.path,
        // A revalidation of the same path is its own answer (304), not the full one.
        ifNoneMatch: r.headers?.['if-none-match'],
        status: r.status,
        headers: r.responseHeaders,
        bytes: r.bytes.toString('base64'),
      })),
    ),
  );
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('El servidor mínimo no arrancó.')));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

function cannon(base: string, route: MeasuredRoute, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}${route.path}`,
    method: route.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...(route.body ? { 'content-type': 'application/json' } : {}), ...route.headers },
    ...(route.body ? { body: route.body } : {}),
  });
}

interface Paced {
  latencies: number[];
  failures: number;
}

/**
 * `rate` requests per second, evenly spaced, over keep-alive connections (up to CONNECTIONS):
 * an open-loop load, as real visitors arrive. Each latency counts from the moment the request was
 * due, not from when it went out, so a server that falls behind is charged for the wait
 * (coordinated omission). autocannon's `overallRate` is not this: each connection sends its share
 * of the second back to back when the second starts and then waits, so every second begins with
 * a burst of `rate` requests, and its latency correction assumes 1 ms between requests; measured
 * that way, even a bare node:http server showed a p99 "at 500 req/s" far above its real one.
 */
async function paced(base: string, route: Captured, seconds: number, rate: number): Promise<Paced> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = { ...(route.body ? { 'content-type': 'application/json' } : {}), ...route.headers };
  const latencies: number[] = [];
  let failures = 0;
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(`${base}${route.path}`, { method: route.method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === route.status) latencies.push(performance.now() - dueAt);
          else failures += 1;
          resolve();
        });
      });
      req.setTimeout(PROBE_TIMEOUT_MS, () => req.destroy());
      req.on('error', () => {
        failures += 1;
        resolve();
      });
      req.end(route.body);
    });

  const interval = 1000 / rate;
  const total = Math.round(seconds * rate);
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  for (let sent = 0; sent < total; ) {
    // Everything due by now goes out; then sleep until the next one is due.
    const now = performance.now();
    while (sent < total && started + sent * interval <= now) {
      inFlight.push(send(started + sent * interval));
      sent += 1;
    }
    const nextDue = started + sent * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, failures };
}

interface SideBySide {
  api: { requests: number; seconds: number; p50: number; p99: number; failures: number };
  bare: { requests: number; seconds: number; p99: number };
}

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The API and the bare server in alternating one-second rounds (each first in turn), after a
 * warm-up of each: on a shared machine whose load drifts, both then see the same conditions.
 * Throughput is requests over seconds summed per side; latencies are the rounds' medians.
 */
async function sideBySide(apiBase: string, bareBase: string, route: Captured, seconds: number): Promise<SideBySide> {
  await cannon(apiBase, route, 1);
  await cannon(bareBase, route, 1);
  const api: autocannon.Result[] = [];
  const bare: autocannon.Result[] = [];
  for (let round = 0; round < Math.max(1, Math.round(seconds)); round += 1) {
    if (round % 2 === 0) {
      api.push(await cannon(apiBase, route, 1));
      bare.push(await cannon(bareBase, route, 1));
    } else {
      bare.push(await cannon(bareBase, route, 1));
      api.push(await cannon(apiBase, route, 1));
    }
  }
  const sum = (results: autocannon.Result[], pick: (result: autocannon.Result) => number) => results.reduce((total, result) => total + pick(result), 0);
  return {
    api: {
      requests: sum(api, (result) => result.requests.total),
      seconds: sum(api, (result) => result.duration),
      p50: median(api.map((result) => result.latency.p50)),
      p99: median(api.map((result) => result.latency.p99)),
      failures: sum(api, (result) => failures(result, route.status)),
    },
    bare: {
      requests: sum(bare, (result) => result.requests.total),
      seconds: sum(bare, (result) => result.duration),
      p99: median(bare.map((result) => result.latency.p99)),
    },
  };
}

/** Requests that failed or were not the expected answer: a fast 429 or 500 must not look like a win. */
const failures = (result: autocannon.Result, status: number) =>
  result.errors + result.timeouts + (status >= 200 && status < 300 ? result.non2xx : result['2xx']);

async function floodChild(url: string, seconds: number, unique: boolean): Promise<autocannon.Result> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts', 'bench-api.ts'), '--flood', url, '--duration', String(seconds), ...(unique ? ['--unique'] : [])],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(output) as autocannon.Result;
}

/** Runs inside the flood child: 50 connections on one URL; with `unique`, a new search phrase per request. */
async function flood(url: string, seconds: number, unique: boolean): Promise<void> {
  let counter = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(unique
      ? {
          requests: [
            {
              // Letters only (digits would be ignored words): every phrase is new to any cache.
              setupRequest: (req: autocannon.Request) => {
                counter += 1;
                const word = counter.toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)));
                return { ...req, path: `/api/search?phrase=cam${word}` };
              },
            },
          ],
        }
      : {}),
  });
  process.stdout.write(JSON.stringify(result));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Probes health every PROBE_EVERY_MS on a fresh connection until `until`; a probe that fails counts as the timeout. */
async function probeHealth(base: string, until: number): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  const probes: Array<Promise<void>> = [];
  while (Date.now() < until) {
    const started = performance.now();
    probes.push(
      new Promise<void>((resolve) => {
        const req = http.get(`${base}/api/health`, { agent: false, timeout: PROBE_TIMEOUT_MS }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - started);
            else failed += 1;
            resolve();
          });
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => {
          failed += 1;
          latencies.push(PROBE_TIMEOUT_MS);
          resolve();
        });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  await Promise.all(probes);
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

/**
 * Waits until the API answers health quickly again: an overloaded run leaves requests queued in
 * the API after its clients are gone, and the next measurement must not pay for them.
 */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await request(`${base}/api/health`).catch(() => undefined);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function saturate(base: string, name: string, url: string, seconds: number, unique = false): Promise<SaturationRow> {
  await settle(base);
  const running = floodChild(url, seconds, unique);
  // The first second lets the flood's queue build up; the probes stop a second before it ends.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const health = await probeHealth(base, Date.now() + (seconds - 2) * 1000);
  const result = await running;
  return {
    flood: name,
    'flood req/s': round(result.requests.average),
    'flood p99 ms': round(result.latency.p99),
    'flood timeouts': result.timeouts,
    'flood non-2xx': result.non2xx,
    'health probes': health.latencies.length + health.failed,
    'health p50 ms': round(percentile(health.latencies, 50), 1),
    'health p99 ms': round(percentile(health.latencies, 99), 1),
    'health max ms': round(health.latencies.at(-1) ?? 0, 1),
    'health failed': health.failed,
  };
}

async function captureRoutes(base: string): Promise<Captured[]> {
  const json = async <T>(url: string) => JSON.parse((await request(`${base}${url}`)).body.toString()) as T;
  const plans = await json<{ financingplans: Array<{ ID: number }> }>('/api/financingplans');
  const news = await json<{ items: Array<{ id: number }> }>('/api/news');
  const types = await json<{ types: Array<{ slug: string }> }>('/api/vehicles/types');
  const typeSlug = types.types[0]?.slug ?? 'camiones';
  const models = await json<{ models: Array<{ id: number }> }>(`/api/vehicles/types/${typeSlug}/models`);

  const routes: MeasuredRoute[] = [
    { name: 'banners', method: 'GET', path: '/api/banners' },
    { name: 'planes', method: 'GET', path: '/api/financingplans' },
    { name: 'plan (detalle)', method: 'GET', path: `/api/financingplans?id=${plans.financingplans[0]?.ID ?? 1}` },
    { name: 'empresa', method: 'GET', path: '/api/company' },
    { name: 'faqs', method: 'GET', path: '/api/faqs' },
    { name: 'página', method: 'GET', path: '/api/pages/about' },
    { name: 'noticias', method: 'GET', path: '/api/news' },
    { name: 'noticia', method: 'GET', path: `/api/news/${news.items[0]?.id ?? 1}` },
    { name: 'alerta', method: 'POST', path: '/api/alert', body: JSON.stringify({ internalAlert: false, pcAlert: false }) },
    { name: 'estados', method: 'GET', path: '/api/public/dealers/states' },
    { name: 'tipos de vehículo', method: 'GET', path: '/api/vehicles/types' },
    { name: 'modelos', method: 'GET', path: `/api/vehicles/types/${typeSlug}/models` },
    { name: 'versiones', method: 'GET', path: `/api/vehicles/models/${models.models[0]?.id ?? 1}/versions` },
  ];
  const captured: Captured[] = [];
  for (const route of routes) {
    const headers: Record<string, string> = route.body ? { 'content-type': 'application/json' } : {};
    const response = await request(`${base}${route.path}`, { method: route.method, body: route.body, headers });
    if (response.status >= 400) throw new Error(`${route.method} ${route.path} respondió ${response.status}`);
    captured.push({ ...route, status: response.status, responseHeaders: replayable(response.headers), bytes: response.body });
    // A revalidation: the same route with the ETag the browser kept (when the API gives one).
    const etag = response.headers.etag;
    if (route.name === 'banners' && etag) {
      const again = await request(`${base}${route.path}`, { headers: { 'if-none-match': etag } });
      captured.push({ ...route, name: 'banners (304)', headers: { 'if-none-match': etag }, status: again.status, responseHeaders: replayable(again.headers), bytes: again.body });
    }
  }
  return captured;
}

/** A saved quote's signed PDF link (`pdfUrl`, under the API). */
async function createQuote(base: string): Promise<string> {
  const types = JSON.parse((await request(`${base}/api/vehicles/types`)).body.toString()) as { types: Array<{ slug: string }> };
  const models = JSON.parse((await request(`${base}/api/vehicles/types/${types.types[0]!.slug}/models`)).body.toString()) as { models: Array<{ id: number }> };
  const versions = JSON.parse((await request(`${base}/api/vehicles/models/${models.models[0]!.id}/versions`)).body.toString()) as { versions: Array<{ id: number }> };
  const body = JSON.stringify({
    versionId: versions.versions[0]!.id,
    plan: 'credit',
    personType: 'fisica',
    downPayment: 0.2,
    termMonths: 72, // the longest schedule: the heaviest PDF
    insurance: 'financed',
    name: 'Prueba de carga',
    email: 'carga@example.com',
    phone: '55 1234 5678',
    state: 'Jalisco',
    acceptsPrivacy: true,
  });
  const response = await request(`${base}/api/quotes`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  if (response.status !== 201) throw new Error(`POST /api/quotes respondió ${response.status}: ${response.body.toString()}`);
  return (JSON.parse(response.body.toString()) as { pdfUrl: string }).pdfUrl;
}

export interface ApiBenchResult {
  ok: boolean;
  routes: RouteRow[];
  saturation: SaturationRow[];
  idleHealthP99Ms: number;
}

export interface ApiBenchOptions {
  duration?: number;
  floodDuration?: number;
  only?: string[];
  /** Another checkout of the repository whose API to measure (a before/after comparison); this one by default. */
  against?: string;
}

export async function runApiBench({ duration = 5, floodDuration = 10, only, against = root }: ApiBenchOptions = {}): Promise<ApiBenchResult> {
  const budgets = (JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as { api: ApiBudgets }).api;
  const dir = mkdtempSync(path.join(tmpdir(), 'fvc-bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(dir, 'api.log'), 'w');
  // What `npm start` runs (site/start-site.ts), with its own database, folders and keys, and
  // the per-IP limit lifted: every request of the bench comes from 127.0.0.1.
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: against,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: path.join(dir, 'db'),
      MAIL_DIR: path.join(dir, 'mail'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      GATEWAY_SECRET: randomBytes(32).toString('base64url'),
      DEALER_DATA_KEY: randomBytes(32).toString('base64'),
      RATE_LIMIT_MAX: '1000000', // before issue #14
      RATE_LIMIT_READS: '1000000',
      RATE_LIMIT_WRITES: '1000000',
    },
  });
  let bare: ChildProcess | undefined;
  try {
    console.log(`API de prueba (${against}) en ${base}, base de datos en ${dir}; migrando y sembrando…`);
    await waitForHealth(base, api, 180_000);
    const captured = (await captureRoutes(base)).filter((route) => !only || only.includes(route.name));
    const quotePdfUrl = await createQuote(base);
    const bareServer = await startBareServer(captured, dir);
    bare = bareServer.child;

    const routes: RouteRow[] = [];
    for (const route of captured) {
      process.stdout.write(`  ${route.name}…`);
      await settle(base);
      const { api: onApi, bare: onBare } = await sideBySide(base, bareServer.base, route, duration);
      await settle(base);
      const atRate = await paced(base, route, duration, FIXED_RATE);
      await settle(base);
      const bareAtRate = await paced(bareServer.base, route, duration, FIXED_RATE);
      const apiRate = onApi.requests / onApi.seconds;
      const bareRate = onBare.requests / onBare.seconds;
      routes.push({
        route: `${route.method} ${route.path}${route.headers?.['if-none-match'] ? ' (If-None-Match)' : ''}`,
        bytes: route.bytes.length,
        'API req/s': round(apiRate),
        'API p50 ms': round(onApi.p50, 1),
        'API p99 ms': round(onApi.p99, 1),
        'bare req/s': round(bareRate),
        'bare p99 ms': round(onBare.p99, 1),
        ratio: `${((apiRate / bareRate) * 100).toFixed(1)} %`,
        'p99 ms @500/s': round(percentile(atRate.latencies, 99), 1),
        'bare p99 ms @500/s': round(percentile(bareAtRate.latencies, 99), 1),
        errors: onApi.failures + atRate.failures,
        // Not the API's: a bare server that answers otherwise than the API did means a bench bug.
        'bare errors': bareAtRate.failures,
      });
      process.stdout.write(` ${round(apiRate)} req/s (mínimo: ${round(bareRate)})\n`);
    }

    await settle(base);
    const idle = await probeHealth(base, Date.now() + 2000);
    const idleHealthP99Ms = round(percentile(idle.latencies, 99), 1);
    const saturation = [
      await saturate(base, 'GET /api/search?phrase=credito', `${base}/api/search?phrase=credito`, floodDuration),
      await saturate(base, 'GET /api/search (frase nueva cada vez)', `${base}/api/search?phrase=cam`, floodDuration, true),
      await saturate(base, 'GET /api/quotes/:id/pdf', `${base}${quotePdfUrl}`, floodDuration),
    ];

    console.log(`\nAPI: rutas de contenido público (${CONNECTIONS} conexiones, ${duration} s cada una; servidor node:http mínimo con los mismos bytes)`);
    console.table(routes);
    console.log(`/api/health sin carga: p99 ${idleHealthP99Ms} ms. Con ${CONNECTIONS} conexiones saturando otra ruta (${floodDuration} s):`);
    console.table(saturation);

    const problems = [
      ...routes
        .filter((row) => row['p99 ms @500/s'] > budgets.maxP99AtFixedRateMs)
        .map((row) => `${row.route}: p99 ${row['p99 ms @500/s']} ms a ${FIXED_RATE} req/s (máximo ${budgets.maxP99AtFixedRateMs} ms)`),
      ...routes.filter((row) => row.errors > 0).map((row) => `${row.route}: ${row.errors} respuestas fallidas`),
      ...saturation
        .filter((row) => row['health p99 ms'] > budgets.maxHealthP99UnderLoadMs || row['health failed'] > 0)
        .map((row) => `/api/health con ${row.flood}: p99 ${row['health p99 ms']} ms, ${row['health failed']} fallidas (máximo ${budgets.maxHealthP99UnderLoadMs} ms)`),
    ];
    for (const problem of problems) console.error(`Fuera de presupuesto: ${problem}`);
    console.log(problems.length === 0 ? 'Presupuestos de la API: OK' : 'Presupuestos de la API: excedidos');

    const result = { ok: problems.length === 0, routes, saturation, idleHealthP99Ms };
    mkdirSync(path.join(root, 'var'), { recursive: true });
    writeFileSync(path.join(root, 'var', 'bench-api.json'), JSON.stringify(result, null, 2));
    return result;
  } catch (error) {
    // What the API said is the quickest way to why.
    console.error(readFileSync(path.join(dir, 'api.log'), 'utf8').split('\n').slice(-30).join('\n'));
    throw error;
  } finally {
    if (bare) await stop(bare);
    await stop(api);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      flood: { type: 'string' },
      unique: { type: 'boolean', default: false },
      duration: { type: 'string' },
      'flood-duration': { type: 'string' },
      only: { type: 'string' },
      against: { type: 'string' },
    },
  });
  if (values.flood) {
    await flood(values.flood, Number(values.duration ?? 10), values.unique);
  } else {
    const result = await runApiBench({
      duration: values.duration ? Number(values.duration) : undefined,
      floodDuration: values['flood-duration'] ? Number(values['flood-duration']) : undefined,
      only: values.only ? values.only.split(',') : undefined,
      against: values.against ? path.resolve(values.against) : undefined,
    });
    process.exit(result.ok ? 0 : 1);
  }
}
