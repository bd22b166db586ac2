/**
 * `npm run bench -- --react-floor`: what React alone costs a prerendered page on this machine
 * (issue #15). Lighthouse's simulated phone multiplies the main thread's tasks of the machine it
 * runs on, so a TBT goal set on a fast laptop can be out of reach on a slow one for any page that
 * runs React. This measures that floor beside the page as built: the same prerendered HTML, with
 * its script list swapped for one script, React and React DOM drawing a hidden paragraph (built
 * by rspack with the site's own minifier and compile hint).
 *
 * The swap happens in a proxy in front of the site: the page, its pictures and its headers are the
 * site's, and only the list of scripts the inline loader injects after the first paint changes.
 */
import { createServer, request, type Server } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { minifierWithCompileHint } from './lib/compile-hint';

const root = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(root, 'var', 'react-floor');
const SCRIPT_PATH = '/__react-floor.js';
/** The prerendered page's own description of its start-up (scripts/prerender/page-document.ts). */
const PRERENDERED_PAGE = /(<script id="fvc-prerendered" type="application\/json">)(.*?)(<\/script>)/s;

/** The page with the loader's scripts replaced; throws on a page that is not prerendered. */
export function withScripts(html: string, scripts: string[]): string {
  const found = PRERENDERED_PAGE.exec(html);
  if (!found) throw new Error('La página no está prerenderizada: no hay piso de React que medir.');
  const page = JSON.parse(found[2]!) as { scripts: string[] };
  const json = JSON.stringify({ ...page, scripts }).replace(/</g, '\\u003c');
  return html.replace(PRERENDERED_PAGE, (_all, open: string, _json: string, close: string) => open + json + close);
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

/** Starts the proxy in front of `siteOrigin`; pages it serves load React alone. */
export async function startReactFloor(siteOrigin: string): Promise<{ origin: string; scriptKiB: number; close: () => void }> {
  const script = gzipSync(await buildReactFloorScript(), { level: 9 });
  const site = new URL(siteOrigin);
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === SCRIPT_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
      outgoing.end(script);
      return;
    }
    const isPage = (incoming.headers.accept ?? '').includes('text/html');
    const headers = { ...incoming.headers, host: site.host };
    // The page is rewritten, so it comes plain and is compressed again here.
    if (isPage) headers['accept-encoding'] = 'identity';
    const upstream = request({ host: site.hostname, port: site.port, path: incoming.url, method: incoming.method, headers }, (response) => {
      const isHtml = (response.headers['content-type'] ?? '').startsWith('text/html');
      if (!isPage || !isHtml || response.statusCode !== 200) {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const origin = `http://localhost:${(server.address() as { port: number }).port}`;
        const html = withScripts(Buffer.concat(chunks).toString('utf8').replaceAll(siteOrigin, origin), [SCRIPT_PATH]);
        const body = gzipSync(html, { level: 9 });
        const headersOut = { ...response.headers, 'content-encoding': 'gzip', 'content-length': String(body.length) };
        outgoing.writeHead(200, headersOut);
        outgoing.end(body);
      });
    });
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  return { origin: `http://localhost:${port}`, scriptKiB: Math.round((script.length / 1024) * 10) / 10, close: () => server.close() };
}
