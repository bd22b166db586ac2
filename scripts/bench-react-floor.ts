/**
 * `npm run bench -- --react-floor`: what a prerendered page scores on this machine with React
 * alone, started as the site's scripts are, right after the first paint (issue #15,
 * docs/decisions/0025).
 * Lighthouse's simulated phone multiplies the main thread's tasks of the machine it runs on, so a
 * TBT goal set on a fast laptop can be out of reach on a slow one for a page that starts React.
 *
 * Two proxies in front of the site serve its prerendered pages as they are, except for the list
 * of scripts the inline loader injects after the first paint:
 * - the React floor swaps it for one script, React and React DOM drawing a hidden paragraph
 *   (`bench-react-floor.browser.ts`, built by rspack with the site's minifier and compile hint);
 * - the control keeps it, so the site's own scripts are measured through the same extra hop and
 *   the same compression, and the two differ by their scripts alone.
 */
import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { PRERENDERED_PAGE_ID } from '../shared/src/api/page-ids';
import { minifierWithCompileHint } from './lib/compile-hint';
import { scriptJson, type PrerenderedPage } from './prerender/page-document';

const root = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(root, 'var', 'react-floor');
const SCRIPT_PATH = '/__react-floor.js';
/** The page's own description of its start-up, as composePage writes it. */
const PRERENDERED_PAGE = new RegExp(`(<script id="${PRERENDERED_PAGE_ID}" type="application/json">)(.*?)(</script>)`, 's');
/** Headers of one connection, not of the response: the proxy's own connections set them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);
/** A rewritten page is another body: the site's validators do not describe it. */
const VALIDATORS = ['etag', 'last-modified'];

/** The page with the loader's scripts replaced; throws on a page that is not prerendered. */
function withScripts(html: string, scripts: string[]): string {
  const found = PRERENDERED_PAGE.exec(html);
  if (!found) throw new Error('La página no está prerenderizada: no hay piso de React que medir.');
  const page = JSON.parse(found[2]!) as PrerenderedPage;
  return html.replace(PRERENDERED_PAGE, (_all, open: string, _json: string, close: string) => open + scriptJson({ ...page, scripts }) + close);
}

async function buildReactFloorScript(): Promise<Buffer> {
  mkdirSync(OUTPUT, { recursive: true });
  const compiler = rspack({
    mode: 'production',
    context: root,
    entry: path.join(root, 'scripts', 'bench-react-floor.browser.ts'),
    target: 'web',
    devtool: false,
    output: { path: OUTPUT, filename: 'react-floor.js', clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }],
    },
    optimization: { minimizer: [minifierWithCompileHint()] },
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
  return readFileSync(path.join(OUTPUT, 'react-floor.js'));
}

interface PageProxy {
  origin: string;
  close: () => void;
}

/**
 * A proxy in front of `siteOrigin` whose prerendered pages load `scripts` (or their own, when null).
 * Everything else passes as the site sends it. A page it cannot rewrite answers 502, so that
 * Lighthouse run fails instead of measuring the wrong page.
 */
async function startPageProxy(siteOrigin: string, scripts: string[] | null, extra?: { path: string; body: Buffer }): Promise<PageProxy> {
  const site = new URL(siteOrigin);
  let origin = '';
  const toProxy = (headers: IncomingHttpHeaders, dropped: string[] = []) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name, value]) => !HOP_BY_HOP.has(name) && !dropped.includes(name) && value !== undefined)
        .map(([name, value]) => [name, name === 'location' ? String(value).replace(siteOrigin, origin) : value!]),
    );
  const server: Server = createServer((request, reply) => {
    if (extra && request.url === extra.path) {
      reply.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
      reply.end(extra.body);
      return;
    }
    const isPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    // A page is rewritten, so it comes plain and is compressed again here.
    const headers = { ...request.headers, host: site.host, ...(isPage ? { 'accept-encoding': 'identity' } : {}) };
    const fail = (error: Error) => {
      if (reply.headersSent) reply.destroy(error);
      else reply.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message);
    };
    const upstream = forward({ host: site.hostname, port: site.port, path: request.url, method: request.method, headers }, (response) => {
      const isHtml = (response.headers['content-type'] ?? '').startsWith('text/html');
      if (!isPage || !isHtml || response.statusCode !== 200) {
        reply.writeHead(response.statusCode ?? 502, toProxy(response.headers));
        response.on('error', fail);
        response.pipe(reply);
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        try {
          const html = Buffer.concat(chunks).toString('utf8').replaceAll(siteOrigin, origin);
          const body = gzipSync(scripts ? withScripts(html, scripts) : html);
          reply.writeHead(200, { ...toProxy(response.headers, VALIDATORS), 'content-encoding': 'gzip', 'content-length': String(body.length) }).end(body);
        } catch (error) {
          fail(error as Error);
        }
      });
    });
    upstream.on('error', fail);
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as { port: number }).port}`;
  return { origin, close: () => server.close() };
}

export interface ReactFloor {
  /** Pages that load React alone. */
  reactAlone: PageProxy;
  /** The same pages with their own scripts, through the same kind of proxy. */
  control: PageProxy;
  /** The React script's size, gzip at the level the bench measures the site's scripts with. */
  scriptKiB: number;
  close: () => void;
}

export async function startReactFloor(siteOrigin: string): Promise<ReactFloor> {
  const script = gzipSync(await buildReactFloorScript());
  const reactAlone = await startPageProxy(siteOrigin, [SCRIPT_PATH], { path: SCRIPT_PATH, body: script });
  const control = await startPageProxy(siteOrigin, null);
  return {
    reactAlone,
    control,
    scriptKiB: Math.round((script.length / 1024) * 10) / 10,
    close: () => {
      reactAlone.close();
      control.close();
    },
  };
}
