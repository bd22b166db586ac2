/**
 * The prerender job (issue #15, docs/decisions/0013). Draws public routes with the live shell's
 * Node build and each owning remote's Node build (named in its manifest, found through the
 * registry as the browser finds the remote), and writes one page per route into the release store.
 *
 * Run it in a fresh process each time (site/prerender.ts): a process that keeps Node builds
 * loaded keeps serving the code it loaded first (module-federation-examples#4407).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import type { ComponentType } from 'react';
import { HEAD_SCRIPT_FILE, SHELL, SSR_DIR, SSR_SHELL_FILE } from '../../platform';
import { readPointer, readRegistry, versionFolder, writeAtomic, type ReleaseStore } from '../release/store';
import { PRERENDER_LOCK, PRERENDER_WAITING, withLock } from '../release/store-lock';
import { evaluateNodeBuild } from './node-build';
import { composePage } from './page-document';
import { forgetRoutesOffTheList, prerenderedIndexFile, prerenderedPageFile, readPrerenderedIndex, type PrerenderedEntry } from './prerendered-files';
import { renderRoute, type ShellNodeBuild } from './render-route';
import { ALL_PRERENDERED_ROUTES, expandRoutes } from './routes';

interface ManifestResource {
  path: string;
  name: string;
}

interface RemoteManifest {
  metaData: { ssrRemoteEntry?: ManifestResource };
  exposes: Array<{ name: string; assets: { css: { sync: string[]; async: string[] } } }>;
}

interface LoadedRemote {
  manifest: string;
  module: { default: ComponentType };
  css: string;
  /** Where the browser would fetch those styles from: the page marks them as already there. */
  cssUrls: string[];
}

export interface PrerenderOptions {
  store: ReleaseStore;
  /** Which routes (a content route such as `/noticias/:id` stands for each item); all of them by default. */
  routes?: readonly string[];
}

export interface PrerenderReport {
  rendered: PrerenderedEntry[];
  failed: Array<{ route: string; reason: string }>;
  ms: number;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} respondió ${response.status}`);
  return response.text();
}

/** The remote as the browser would get it: its manifest from the registry, its Node build and styles from there. */
async function loadRemote(manifestUrl: string, shared: Record<string, unknown>): Promise<LoadedRemote> {
  const manifest = JSON.parse(await fetchText(manifestUrl)) as RemoteManifest;
  const entry = manifest.metaData.ssrRemoteEntry;
  if (!entry) throw new Error(`${manifestUrl} no publica una compilación para Node (ssrRemoteEntry)`);
  const entryUrl = new URL(path.posix.join(entry.path, entry.name), manifestUrl).toString();
  const module = evaluateNodeBuild<{ default: ComponentType }>(await fetchText(entryUrl), entryUrl, shared);
  const expose = manifest.exposes.find((candidate) => candidate.name === 'routes');
  const cssFiles = expose ? [...expose.assets.css.sync, ...expose.assets.css.async] : [];
  const cssUrls = [...new Set(cssFiles)].map((file) => new URL(file, manifestUrl).toString());
  const css = (await Promise.all(cssUrls.map(fetchText))).join('\n');
  return { manifest: manifestUrl, module, css, cssUrls };
}

/**
 * The page's shared `dompurify`, as the job gives it to the Node builds: DOMPurify needs a DOM,
 * and in Node it gets jsdom's, so editorial HTML is sanitized the same way as in the browser.
 */
function serverSideSanitizer(): unknown {
  const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  // Without a working DOM, DOMPurify gives its input back as it is; the browser keeps this HTML
  // as the job wrote it (docs/decisions/0023), so the job stops instead.
  if (!purify.isSupported) throw new Error('DOMPurify no funciona con el DOM de jsdom: no se prerenderiza sin sanear.');
  return purify;
}

/**
 * One run at a time over a store (PRERENDER_LOCK): a run waits for the one drawing, then reads the
 * registry as it is then, so a release's run after the interval's draws with the new build.
 */
export function prerenderSite(options: PrerenderOptions): Promise<PrerenderReport> {
  const onWait = () => console.log(`${PRERENDER_WAITING}.`);
  return withLock(options.store, () => drawPages(options), PRERENDER_LOCK, { onWait });
}

async function drawPages(options: PrerenderOptions): Promise<PrerenderReport> {
  const started = Date.now();
  const { store } = options;
  const registry = readRegistry(store);
  const shellVersion = readPointer(store, 'shell');
  if (!registry || !shellVersion) throw new Error('No hay sitio publicado (registro o versión del shell) que prerenderizar.');
  const shellDir = versionFolder(store, 'shell', shellVersion);
  const shellFile = path.join(shellDir, SSR_DIR, SSR_SHELL_FILE);
  const sanitizer = serverSideSanitizer();
  const shell = evaluateNodeBuild<ShellNodeBuild>(readFileSync(shellFile, 'utf8'), shellFile, { dompurify: sanitizer });
  shell.configureApi({ baseURL: registry.apiUrl });
  const shellHtml = readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const headScript = readFileSync(path.join(shellDir, HEAD_SCRIPT_FILE), 'utf8');
  const shellCssFiles = readdirSync(shellDir)
    .filter((file) => file.endsWith('.css'))
    .sort();
  const shellCss = shellCssFiles.map((file) => readFileSync(path.join(shellDir, file), 'utf8')).join('\n');
  // The shell loads its CSS chunks by chunk id (`964.<hash>.css` is chunk 964).
  const shellCssChunks = shellCssFiles.map((file) => `${SHELL.federationName}:chunk-${file.slice(0, file.indexOf('.'))}`);

  const remotes = new Map<string, Promise<LoadedRemote>>();
  const remoteOf = (name: string): Promise<LoadedRemote> => {
    let loaded = remotes.get(name);
    if (!loaded) {
      const manifest = registry.remotes[name];
      loaded = manifest ? loadRemote(manifest, { ...shell.shared, dompurify: sanitizer }) : Promise.reject(new Error(`El registro no tiene el remoto ${name}`));
      remotes.set(name, loaded);
    }
    return loaded;
  };
  shell.prerenderRemotesWith(async (name) => (await remoteOf(name)).module);

  const index = readPrerenderedIndex(store);
  const report: PrerenderReport = { rendered: [], failed: [], ms: 0 };
  const { routes, failed: unlisted } = await expandRoutes(options.routes ?? ALL_PRERENDERED_ROUTES, registry.apiUrl);
  report.failed.push(...unlisted);
  for (const route of routes) {
    try {
      const file = prerenderedPageFile(store, route);
      const owner = shell.routeOf(route);
      if (!file || !owner) throw new Error('no es una ruta del sitio');
      const remote = await remoteOf(owner.remote);
      const { body, queries, title, description } = await renderRoute(shell, route);
      const company = shell.companyName();
      const pageTitle = title ?? owner.title;
      const html = composePage({
        shellHtml,
        headScript,
        body,
        css: `${shellCss}\n${remote.css}`,
        inlinedStylesheets: [...shellCssChunks.map((chunk) => ({ chunk })), ...remote.cssUrls.map((href) => ({ href }))],
        queries,
        page: {
          remote: owner.remote,
          manifest: remote.manifest,
        },
        title: pageTitle && company ? `${pageTitle} | ${company}` : company,
        description: description ?? owner.description ?? company,
      });
      writeAtomic(file, html);
      const entry: PrerenderedEntry = {
        route,
        remote: owner.remote,
        shellVersion,
        manifest: remote.manifest,
        renderedAt: new Date().toISOString(),
        bytes: Buffer.byteLength(html),
      };
      index[route] = entry;
      report.rendered.push(entry);
    } catch (error) {
      report.failed.push({ route, reason: (error as Error).message });
    }
  }
  // A run over the whole list also drops the pages of routes taken off it (and of news items no
  // longer published), unless a content list could not be read: its pages stay until one is.
  if (!options.routes && unlisted.length === 0) forgetRoutesOffTheList(store, routes, index);
  writeAtomic(prerenderedIndexFile(store), `${JSON.stringify(index, null, 2)}\n`);
  report.ms = Date.now() - started;
  return report;
}
