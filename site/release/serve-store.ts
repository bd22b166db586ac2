/**
 * One static server per app over the release store, as each app's own deployment would serve it:
 * `/<version>/…` from that immutable version, every other path (the shell's pages, a remote's
 * standalone page) from the version its pointer names, re-read on every request.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, APPS, remotePath, REMOTES, SHELL, type AppSpec } from '../../platform';
import { findPrerenderedPage } from '../prerender/prerendered-files';
import { remotePreloads, type RemoteManifest } from './remote-preloads';
import { startStaticServer, type ProxiedPath, type StaticServerOptions } from '../static-server';
import { appFolder, CANARY_COOKIE, canaryRegistryFile, readPointer, versionFolder, type ReleaseStore } from './store';

export interface StoreSiteOptions {
  store: ReleaseStore;
  /** Port of each app (by folder); the platform's ports by default. */
  portOf?: (app: AppSpec) => number;
  /** The registry file served as /runtime-config.json; the store's by default. */
  registryFile?: string;
  /** Serve this version of an app instead of its pointer (release checks, the contract test). */
  pinned?: Record<string, string>;
  corsOrigins: readonly string[];
  extraOrigins?: StaticServerOptions['extraOrigins'];
  /**
   * The API's address: the shell's origin then also serves the API and every remote under their
   * paths (platform.ts), the one origin visitors use (issue #15). Without it, one origin per app.
   */
  oneOriginApi?: string;
}

/**
 * A remote's manifest as the registry names it on the site's origin (`/mf/<remote>/<version>/
 * mf-manifest.json`), read from where that version is published in the store. A published version
 * never changes: each is read once, not on every page.
 */
function publishedManifest(store: ReleaseStore): (url: string) => RemoteManifest | null {
  const read = new Map<string, RemoteManifest>();
  return (url) => {
    const [, name, version] = /\/mf\/([a-z]+)\/([0-9A-Za-z][0-9A-Za-z.-]*)\/mf-manifest\.json$/.exec(url) ?? [];
    const remote = REMOTES.find((candidate) => candidate.federationName === name);
    if (!remote || !version) return null;
    const file = path.join(versionFolder(store, remote.dir, version), 'mf-manifest.json');
    const known = read.get(file);
    if (known) return known;
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as RemoteManifest;
      read.set(file, manifest);
      return manifest;
    } catch {
      return null; // not published (yet): asked again next time
    }
  };
}

/** What the shell's origin passes on to the other deployments. */
function oneOriginPaths(apiOrigin: string, portOf: (app: AppSpec) => number): ProxiedPath[] {
  return [
    ...REMOTES.map((remote) => ({ prefix: remotePath(remote), upstream: `http://127.0.0.1:${portOf(remote)}`, rewritePrefix: '' })),
    ...API_PATHS.map((prefix) => ({ prefix, upstream: apiOrigin, rewritePrefix: prefix })),
  ];
}

export async function serveStore(options: StoreSiteOptions): Promise<FastifyInstance[]> {
  const servers: FastifyInstance[] = [];
  const triesCandidate = options.registryFile !== undefined && options.registryFile !== options.store.registryFile;
  const portOf = (app: AppSpec) => options.portOf?.(app) ?? app.port;
  try {
    for (const app of APPS) {
      const root = appFolder(options.store, app.dir);
      mkdirSync(root, { recursive: true });
      servers.push(
        await startStaticServer({
          root,
          port: portOf(app),
          // Every app answers unknown paths with its index.html: the shell's client router, or a
          // remote's standalone host.
          spa: true,
          corsOrigins: options.corsOrigins,
          runtimeConfigFile: options.registryFile ?? options.store.registryFile,
          // Canaries only on the released registry, not on a copy made for a candidate.
          canary: options.registryFile ? undefined : { runtimeConfigFile: canaryRegistryFile(options.store), cookie: CANARY_COOKIE },
          extraOrigins: options.extraOrigins,
          currentVersion: () => options.pinned?.[app.dir] ?? readPointer(options.store, app.dir),
          // The shell's pages only, and not while a candidate is tried: its pages would name other builds.
          ...(app === SHELL && !triesCandidate ? { prerenderedPage: (pathname: string) => findPrerenderedPage(options.store, pathname) } : {}),
          ...(app === SHELL ? { pagePreloads: (pathname: string, registry: string) => remotePreloads(pathname, registry, publishedManifest(options.store)) } : {}),
          ...(app === SHELL && options.oneOriginApi ? { proxiedPaths: oneOriginPaths(options.oneOriginApi, portOf) } : {}),
        }),
      );
    }
  } catch (error) {
    await Promise.all(servers.map((server) => server.close()));
    throw error;
  }
  return servers;
}
