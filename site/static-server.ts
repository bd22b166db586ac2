/**
 * Serves one app's production build the way its own deployment would (docs/architecture.md §2): manifest,
 * remoteEntry, HTML and runtime config `no-cache`; content-hashed files `immutable`; CORS only for
 * allowlisted origins. docker/nginx applies the same rules in containers.
 *
 * Files go out as the build compressed them (`.br`/`.gz` beside each, build/rspack.base.ts); the page
 * carries the registry as it is at that request, in place of RUNTIME_CONFIG_MARKER (issue #15).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { HEAD_SCRIPT_HASH_FILE, RUNTIME_CONFIG_MARKER } from '../platform';
import { originOf, pageSecurityHeaders, type SiteOrigins } from './security-headers';

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Unknown paths get index.html so the client router can handle them. */
  spa?: boolean;
  corsOrigins: readonly string[];
  /** File served as /runtime-config.json, read on every request so it can change without a restart. */
  runtimeConfigFile?: string;
  /** Served instead, when it exists, to a request with this cookie set to 1 (a release's canary). */
  canary?: { runtimeConfigFile: string; cookie: string };
  /** Origins the pages' CSP allows besides the API and remotes of the runtime registry. */
  extraOrigins?: Pick<SiteOrigins, 'formActions' | 'images' | 'frames'>;
  /**
   * Serve an app's folder of the release store (site/release/store.ts) instead of one build:
   * `/<version>/…` is that immutable version, any other path comes from the version this returns,
   * read on every request so a release or rollback takes effect on the next one.
   */
  currentVersion?: () => string | null;
  /**
   * The prerendered page of a path, if there is one (scripts/prerender): sent instead of
   * index.html to every visitor but canary ones, whose remotes may differ from the page's.
   */
  prerenderedPage?: (pathname: string) => string | null;
  /**
   * What a client-rendered page fetches beside its own start-up, by the path it was asked for and
   * the registry it carries: `<link>` tags for the head (the shell's: its route's remote).
   */
  pagePreloads?: (pathname: string, registry: string) => string;
  /**
   * One origin for the visitor (issue #15, docs/decisions/0016): paths under each prefix are passed
   * to the deployment behind it (`/mf/home/…` -> the home remote's server at `/…`, `/api/…` -> the
   * API), so the page, the remotes and the API share one connection and no call needs CORS.
   */
  proxiedPaths?: readonly ProxiedPath[];
  /** How long a client may take and how many connections one address may hold (SITE_LIMITS by default). */
  limits?: Partial<SiteLimits>;
}

/**
 * The one origin faces the internet: a client that sends its headers a byte at a time, or opens
 * connection after connection, must not hold the server (issue #66: one held a connection open
 * long after a browser would have sent everything, and an address could open any number).
 * Browsers send headers at once and open 6 connections per origin.
 */
export interface SiteLimits {
  /** The headers, all of them. */
  headersTimeoutMs: number;
  /** The whole request (the largest body is an invoice request's 7 MiB, passed on to the API). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection: longer than a proxy's usual 60 s, as the API's. */
  keepAliveTimeoutMs: number;
  /** Open connections from one address at once: more are closed as they arrive. */
  connectionsPerIp: number;
}

export const SITE_LIMITS: SiteLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000, connectionsPerIp: 64 };

/** Closes a connection beyond `max` open ones from the same address. */
function capConnectionsPerIp(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

export interface ProxiedPath {
  /** Path prefix on this origin, without a trailing slash: `/mf/home`, `/api`. */
  prefix: string;
  /** Origin of the deployment behind it. */
  upstream: string;
  /** What the prefix becomes upstream: '' (dropped) or the same prefix (`/api` stays `/api`). */
  rewritePrefix: string;
}

interface RuntimeRegistry {
  apiUrl?: string;
  remotes?: Record<string, string>;
  mapTiles?: { url?: string };
}

/** The origins a page may use, from the registry as it is now (it changes without a restart). */
function siteOrigins(options: StaticServerOptions, self: string): SiteOrigins {
  let registry: RuntimeRegistry = {};
  try {
    if (options.runtimeConfigFile) registry = JSON.parse(readFileSync(options.runtimeConfigFile, 'utf8')) as RuntimeRegistry;
  } catch {
    // An unreadable registry leaves the policy at 'self' only: closed, never open.
  }
  const tiles = registry.mapTiles?.url ? originOf(registry.mapTiles.url.replace(/\{[a-z]\}/g, 'a')) : null;
  return {
    api: (registry.apiUrl && originOf(registry.apiUrl)) || "'self'",
    remotes: Object.values(registry.remotes ?? {}).flatMap((url) => originOf(url) ?? []),
    formActions: options.extraOrigins?.formActions ?? [],
    images: [...(options.extraOrigins?.images ?? []), ...(tiles ? [tiles] : [])],
    frames: options.extraOrigins?.frames ?? [],
    inlineScripts: headScriptHash(path.join(options.root, options.currentVersion?.() ?? '')),
    self,
  };
}

/** The hash of the head script the shell's build wrote beside it, in the folder served now; none elsewhere. */
function headScriptHash(folder: string): string[] {
  try {
    return [readFileSync(path.join(folder, HEAD_SCRIPT_HASH_FILE), 'utf8').trim()];
  } catch {
    return [];
  }
}

const HASHED = /\.[0-9a-f]{10}\.(js|css)$|(^|\/)assets\//;
const NO_CACHE = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'federation-runtime.js', 'index.html']);

// A path may start with a release version folder (`<version>/index.html`): the rules go by file name.
function cacheControlFor(relativePath: string): string {
  if (HASHED.test(relativePath)) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.has(path.basename(relativePath))) return 'no-cache';
  return 'public, max-age=300';
}

/** `/main.js` -> `/<current>/main.js`; a published version's own paths and the registry stay as they are. */
/** Whether a request URL is under one of these path prefixes (`/api` takes `/api/x` and `/api?x`, not `/apis`). */
function underAny(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

function intoCurrentVersion(url: string, root: string, currentVersion: () => string | null, passThrough: readonly string[]): string {
  if (underAny(url, passThrough)) return url;
  const first = /^\/([^/?#]+)/.exec(url)?.[1];
  if (first === 'runtime-config.json') return url;
  if (first && /^[0-9A-Za-z][0-9A-Za-z.-]*$/.test(first) && existsSync(path.join(root, first, 'index.html'))) return url;
  const current = currentVersion();
  return current ? `/${current}${url}` : url;
}

/** The page with the registry in it; `<` escaped so nothing in the JSON can close the script. */
function withRegistry(html: string, registry: string): string {
  return html.replace(RUNTIME_CONFIG_MARKER, () => registry.trim().replace(/</g, '\\u003c'));
}

/** `Vary: Origin` beside what the compression set (`accept-encoding`), never instead of it. */
function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) return;
  reply.header('Vary', current ? `${current}, ${name}` : name);
}

/** What the proxy answers itself, in the API's error shape (`code`, Spanish `message`). */
const PROXY_REFUSED = { code: 'BAD_REQUEST', message: 'La dirección de la solicitud no es válida.' };
const PROXY_UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible. Intenta de nuevo en unos minutos.' };

const BAD_URL_PAGE = `<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Dirección no válida</title>
<p>La dirección que escribiste no es válida. <a href="/">Ir al inicio</a>.</p></html>`;

export async function startStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const { currentVersion, canary } = options;
  const proxiedPrefixes = (options.proxiedPaths ?? []).map((route) => route.prefix);
  const indexPath = () => path.join(options.root, currentVersion?.() ?? '', 'index.html');
  const canaryCookie = canary ? new RegExp(`(?:^|;\\s*)${canary.cookie}=1(?:;|$)`) : null;
  /** The registry this visitor gets: the canary's with the canary cookie, else the released one. */
  const registryFor = (request: FastifyRequest): string | undefined => {
    if (canary && canaryCookie?.test(request.headers.cookie ?? '') && existsSync(canary.runtimeConfigFile)) {
      return readFileSync(canary.runtimeConfigFile, 'utf8');
    }
    return options.runtimeConfigFile && existsSync(options.runtimeConfigFile) ? readFileSync(options.runtimeConfigFile, 'utf8') : undefined;
  };
  /** The page with the registry in it; a client-rendered one also with its preloads (`pagePreloads`). */
  const page = (request: FastifyRequest, file: string, { clientRendered = false } = {}): string => {
    const html = readFileSync(file, 'utf8');
    const registry = registryFor(request);
    if (!registry) return html;
    const preloads = clientRendered && options.pagePreloads ? options.pagePreloads(request.originalUrl.split('?')[0] ?? '/', registry) : '';
    return withRegistry(html, registry).replace('</head>', () => `${preloads}</head>`);
  };
  const limits = { ...SITE_LIMITS, ...options.limits };
  const app = Fastify({
    logger: false,
    // Node checks for expired headers and requests every `connectionsCheckingInterval`, set as the
    // server is made (30 s by default): hence a server of our own.
    serverFactory: (handler) => {
      const server = createServer(
        { headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs), requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: 1_000 },
        handler,
      );
      server.keepAliveTimeout = limits.keepAliveTimeoutMs;
      server.setTimeout(limits.keepAliveTimeoutMs + 3_000);
      return server;
    },
    ...(currentVersion ? { rewriteUrl: (request: IncomingMessage) => intoCurrentVersion(request.url ?? '/', options.root, currentVersion, proxiedPrefixes) } : {}),
    // A malformed address (/%zz) never reaches a route: answer 400 with the site's own Spanish
    // page (the client router shows "no encontramos esta página") instead of Fastify's JSON.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      const body = options.spa && existsSync(indexPath()) ? page(request, indexPath()) : BAD_URL_PAGE;
      void reply.code(400).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
    },
  });
  // Compression of answers only: a request body passed on to the API must reach it as it was sent.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  const allowed = new Set(options.corsOrigins);

  const isProxied = (url: string) => underAny(url, proxiedPrefixes);
  app.addHook('onSend', async (request, reply) => {
    // What another deployment answered goes out with its own headers (its CSP for its own pages).
    if (isProxied(request.url)) return;
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
    // Always: a cached answer without CORS headers must not be reused for a cross-origin request.
    addVary(reply, 'Origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.headers(pageSecurityHeaders(siteOrigins(options, `${request.protocol}://${request.host}`), request.protocol === 'https'));
    }
  });

  // Source maps are private (issue #14): builds write them outside dist; an old build's are refused.
  app.addHook('onRequest', async (request, reply) => {
    if (!isProxied(request.url) && (request.url.split('?')[0] ?? '').endsWith('.map')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
    }
  });

  // Set before the proxy and the file server are registered: each keeps the error handler there
  // was when it was registered.
  app.setErrorHandler(async (error: { code?: string; statusCode?: number }, request, reply) => {
    // The proxy's own answers for the API (an address that would climb out of /api, an API that
    // does not answer) in the API's shape and language, as its other answers: a code and a
    // Spanish message, not the proxy's English. A remote's files (/mf/…) are not the API's.
    if (underAny(request.url, ['/api'])) {
      const status = error.statusCode ?? 502;
      const refused = status < 500;
      return reply
        .code(refused ? 400 : status)
        .header('Cache-Control', 'no-store')
        .send(refused ? PROXY_REFUSED : PROXY_UNAVAILABLE);
    }
    // A path the file server refuses (a NUL byte: /noticias/%00) is a malformed address too: the
    // site's own Spanish page with a 400, not @fastify/static's JSON.
    if (error.code !== 'FST_STATIC_FORBIDDEN_PATH') throw error;
    const body = options.spa && existsSync(indexPath()) ? page(request, indexPath()) : BAD_URL_PAGE;
    return reply.code(400).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
  });

  for (const route of options.proxiedPaths ?? []) {
    await app.register(fastifyHttpProxy, {
      upstream: route.upstream,
      prefix: route.prefix,
      rewritePrefix: route.rewritePrefix,
      // Never ask again on the visitor's behalf: a 503 (the API shedding load, with Retry-After)
      // goes back as it came, instead of up to ten more tries within milliseconds.
      retryMethods: [],
      replyOptions: {
        // The deployment behind sees the visitor's address (the API's limits count per client),
        // this server's own view of it, never what the client claimed in its own header.
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.headers.host ?? '',
        }),
      },
    });
  }

  if (options.runtimeConfigFile) {
    app.get('/runtime-config.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').type('application/json');
      const registry = registryFor(request);
      if (registry === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
      return registry;
    });
  }

  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    // Pages are never sent as files: the not-found handler below puts the registry in them.
    index: false,
    // Folders too (`/`): without Accept-Encoding they were a 403 instead of the page.
    allowedPath: (pathName) => !pathName.endsWith('/') && path.basename(pathName) !== 'index.html',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(path.relative(options.root, filePath)));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    // `/<version>/index.html` is that version's page; any other page path, the live version's.
    const asked = /^\/([0-9A-Za-z][0-9A-Za-z.-]*)\/index\.html$/.exec(request.url)?.[1];
    const file = asked && existsSync(path.join(options.root, asked, 'index.html')) ? path.join(options.root, asked, 'index.html') : indexPath();
    const isPage = asked !== undefined || options.spa;
    const isCanary = Boolean(canaryCookie?.test(request.headers.cookie ?? ''));
    const prerendered = asked === undefined && !isCanary ? options.prerenderedPage?.(request.originalUrl.split('?')[0] ?? '/') : null;
    if (isPage && (request.method === 'GET' || request.method === 'HEAD') && prerendered) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page(request, prerendered));
    }
    if (isPage && (request.method === 'GET' || request.method === 'HEAD') && existsSync(file)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page(request, file, { clientRendered: true }));
    }
    return reply.code(404).type('text/plain').send('No encontrado');
  });

  capConnectionsPerIp(app.server, limits.connectionsPerIp);
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  return app;
}
