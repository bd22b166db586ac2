/**
 * The release store: every published version of every app, immutable, plus the few small files
 * that say which one is live (docs/decisions/0010). Layout of `var/releases/`:
 *
 *   runtime-config.json        the registry: API URL + remote -> its version's mf-manifest.json URL
 *   <app>/<version>/…          the version's files, served by the app's origin under /<version>/
 *   <app>/index.html           the live version's page (for servers that cannot read a pointer: nginx, a CDN)
 *   current/<app>              pointer: the version the app's origin serves at its other paths
 *   meta/<app>/<version>.json  the release record (commit, who, when, bytes); not served
 *   builds/<app>/…             where a release builds; the source maps stay here, never served
 *   log.jsonl                  the release log, one JSON line per release, rollback or refusal
 *   canary/<app>               a remote's canary version, if any; runtime-config.canary.json is
 *                              the registry with the canaries, served to visitors with the cookie
 *
 * The registry, the live pages and the pointers are the only mutable files; each is replaced whole
 * (write to a temporary file, then rename), so a reader sees the old or the new content, never
 * half of one.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findApp, remotePath, REMOTES, SHELL, type AppSpec } from '../../platform';
import { readPrerenderedIndex } from '../prerender/prerendered-files';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface ReleaseStore {
  /** Immutable versions, pointers, release records and the log. */
  dir: string;
  /** The registry the shell reads as /runtime-config.json (`<dir>/runtime-config.json`). */
  registryFile: string;
}

/** `var/releases`, or FVC_RELEASES_DIR (the e2e test's store, a mounted volume). */
export function storeFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseStore {
  const dir = env.FVC_RELEASES_DIR ? path.resolve(root, env.FVC_RELEASES_DIR) : path.join(root, 'var', 'releases');
  return { dir, registryFile: path.join(dir, 'runtime-config.json') };
}

/** What is recorded about a published version (meta/<app>/<version>.json). */
export interface ReleaseRecord {
  app: string;
  version: string;
  /** Rendered as data-release on a remote's root element (FVC_RELEASE at build time). */
  label: string;
  commit: string;
  /** The working tree had uncommitted changes in the app or shared code when it was built. */
  dirty: boolean;
  publishedAt: string;
  publishedBy: string;
  /** sha256 over the build's file names and contents: the same build is never published twice. */
  contentHash: string;
  files: number;
  bytes: number;
  /** Bytes that were not already in the store (files identical to the live version's are linked). */
  newBytes: number;
}

export interface LogEntry {
  at: string;
  /** `canary` starts one, `canary-ended` drops it; neither changes what most visitors get. */
  action: 'release' | 'rollback' | 'start' | 'refused' | 'canary' | 'canary-ended';
  app: string;
  version: string;
  /** What was live before (what a rollback returns to). */
  previous: string | null;
  commit?: string;
  dirty?: boolean;
  by: string;
  seconds?: number;
  bytes?: number;
  newBytes?: number;
  /** Why a release was refused, in the words the person releasing saw. */
  reasons?: string[];
  steps?: Array<{ step: string; seconds: number; ok: boolean }>;
}

export interface Registry {
  apiUrl: string;
  remotes: Record<string, string>;
  [key: string]: unknown;
}

export const appFolder = (store: ReleaseStore, app: string) => path.join(store.dir, app);
export const versionFolder = (store: ReleaseStore, app: string, version: string) => path.join(store.dir, app, version);
const pointerFile = (store: ReleaseStore, app: string) => path.join(store.dir, 'current', app);
const recordFile = (store: ReleaseStore, app: string, version: string) => path.join(store.dir, 'meta', app, `${version}.json`);
export const logFile = (store: ReleaseStore) => path.join(store.dir, 'log.jsonl');
const canaryFile = (store: ReleaseStore, app: string) => path.join(store.dir, 'canary', app);
/** The registry canary visitors get: the live one with each remote's canary in its place. */
export const canaryRegistryFile = (store: ReleaseStore) => path.join(store.dir, 'runtime-config.canary.json');
/** Visitors with this cookie set to 1 get the canaries (testers; an edge rule can set it for a share). */
export const CANARY_COOKIE = 'fvc_canary';
/** Where a release builds before publishing; the build's source maps stay beside it (not served). */
export const buildFolder = (store: ReleaseStore, app: string, version: string) => path.join(store.dir, 'builds', app, version);

/** Version ids are folder names and URL segments: letters, digits, dots, dashes. */
export const VERSION_ID = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

/** Replace a file whole: write beside it, then rename (atomic on one file system). */
export function writeAtomic(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export function readPointer(store: ReleaseStore, app: string): string | null {
  try {
    const version = readFileSync(pointerFile(store, app), 'utf8').trim();
    return VERSION_ID.test(version) ? version : null;
  } catch {
    return null;
  }
}

export function readRegistry(store: ReleaseStore): Registry | null {
  try {
    return JSON.parse(readFileSync(store.registryFile, 'utf8')) as Registry;
  } catch {
    return null;
  }
}

export function readRecord(store: ReleaseStore, app: string, version: string): ReleaseRecord | null {
  try {
    return JSON.parse(readFileSync(recordFile(store, app, version), 'utf8')) as ReleaseRecord;
  } catch {
    return null;
  }
}

/** The versions of an app in the store, oldest first. */
export function listVersions(store: ReleaseStore, app: string): ReleaseRecord[] {
  const folder = appFolder(store, app);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_ID.test(entry.name))
    .flatMap((entry) => readRecord(store, app, entry.name) ?? [])
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}

export function hasVersion(store: ReleaseStore, app: string, version: string): boolean {
  return VERSION_ID.test(version) && existsSync(path.join(versionFolder(store, app, version), 'index.html'));
}

/**
 * Where the registry sends the shell for a remote's version: its manifest under /<version>/ of
 * the remote's base, its own origin or its path on the site's (`http://localhost:3000/mf/home`).
 */
export function manifestUrl(base: string, version: string): string {
  return `${base}/${version}/mf-manifest.json`;
}

/** The version a registry URL names (`…[/mf/<remote>]/<version>/mf-manifest.json`), or null for any other URL. */
export function versionInUrl(url: string | undefined): string | null {
  const match = url ? /^https?:\/\/[^/]+(?:\/mf\/[^/]+)?\/([^/]+)\/mf-manifest\.json$/.exec(url) : null;
  return match && VERSION_ID.test(match[1]!) ? match[1]! : null;
}

/** An app named by its folder (`mf-account`) or its federation name (`account`). */
export function appFromArgument(text: string | undefined): AppSpec {
  const app = [SHELL, ...REMOTES].find((candidate) => candidate.dir === text || candidate.federationName === text);
  if (!app) {
    throw new Error(`Indica qué app: ${[SHELL, ...REMOTES].map((candidate) => candidate.dir).join(', ')}${text ? ` ("${text}" no es una de ellas)` : ''}.`);
  }
  return app;
}

/** Who is releasing: FVC_RELEASED_BY (CI sets it), else git's user.email, else the login name. */
export function releasedBy(): string {
  if (process.env.FVC_RELEASED_BY) return process.env.FVC_RELEASED_BY;
  try {
    const email = execFileSync('git', ['config', 'user.email'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (email) return email;
  } catch {
    // no git identity configured
  }
  return os.userInfo().username;
}

/** The commit the working tree is at, and whether the app (or shared code) has uncommitted edits. */
export function sourceState(app: AppSpec): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const changes = execFileSync(
      'git',
      ['status', '--porcelain', '--untracked-files=no', '--', app.dir, 'shared', 'platform.ts', 'build', 'package-lock.json'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return { commit, dirty: changes.trim().length > 0 };
  } catch {
    return { commit: 'desconocido', dirty: true };
  }
}

/** A new version id: UTC date and time plus the commit, e.g. 20260512-143205-c08d5d6a1b2c. */
export function newVersionId(store: ReleaseStore, app: string, commit: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const base = `${stamp}-${commit.replace(/[^0-9a-z]/gi, '').slice(0, 7) || 'local'}`;
  let version = base;
  for (let n = 2; existsSync(versionFolder(store, app, version)); n += 1) version = `${base}-${n}`;
  return version;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** One hash for a whole build: its file names and contents. */
export function contentHashOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) hash.update(`${file}\0${sha256(path.join(dir, file))}\n`);
  return hash.digest('hex');
}

/**
 * HtmlRspackPlugin writes absolute URLs (`/main.1a2b3c4d5e.js`, so deep paths like /noticias/12
 * work). A published version lives under /<version>/, so its page names its own files there: a
 * page only ever asks for files of the version it started with, even after a switch.
 */
export function pinHtmlToVersion(html: string, version: string): string {
  return html.replace(/(<(?:script|link)\b[^>]*?\s(?:src|href)=")\/(?!\/)/g, `$1/${version}/`);
}

export interface PublishResult {
  record: ReleaseRecord;
  /** The same build was already in the store: nothing was copied. */
  reused: boolean;
}

/**
 * Copies a build into the store as a new immutable version. It is not live yet: nothing points
 * at it until `switchTo`. The folder appears whole (built under a temporary name, then renamed).
 * Files identical to the live version's (same name, same content: most hashed chunks) are hard
 * links, so a release stores only what changed.
 */
export function publishBuild(
  store: ReleaseStore,
  appDir: string,
  buildDir: string,
  details: { version: string; label: string; commit: string; dirty: boolean },
): PublishResult {
  if (!existsSync(path.join(buildDir, 'index.html')) || !existsSync(path.join(buildDir, 'mf-manifest.json'))) {
    throw new Error(`No hay una compilación de ${appDir} en ${buildDir} (faltan index.html o mf-manifest.json).`);
  }
  const contentHash = contentHashOf(buildDir);
  const same = listVersions(store, appDir).find((record) => record.contentHash === contentHash);
  if (same) return { record: same, reused: true };

  const { version } = details;
  if (!VERSION_ID.test(version)) throw new Error(`"${version}" no sirve como versión: usa letras, números, puntos y guiones.`);
  const target = versionFolder(store, appDir, version);
  if (existsSync(target)) throw new Error(`La versión ${version} de ${appDir} ya existe y no se reescribe.`);
  const live = readPointer(store, appDir);
  const liveFolder = live ? versionFolder(store, appDir, live) : null;
  const temporary = path.join(appFolder(store, appDir), `.incoming-${version}`);
  rmSync(temporary, { recursive: true, force: true });

  let bytes = 0;
  let newBytes = 0;
  const files = filesOf(buildDir);
  for (const file of files) {
    const from = path.join(buildDir, file);
    const to = path.join(temporary, file);
    mkdirSync(path.dirname(to), { recursive: true });
    const size = statSync(from).size;
    bytes += size;
    if (file === 'index.html') {
      const html = pinHtmlToVersion(readFileSync(from, 'utf8'), version);
      writeFileSync(to, html);
      newBytes += Buffer.byteLength(html);
      continue;
    }
    const twin = liveFolder ? path.join(liveFolder, file) : null;
    if (twin && existsSync(twin) && statSync(twin).size === size && sha256(twin) === sha256(from)) {
      linkSync(twin, to);
    } else {
      copyFileSync(from, to);
      newBytes += size;
    }
  }
  renameSync(temporary, target);

  const record: ReleaseRecord = {
    app: appDir,
    version,
    label: details.label,
    commit: details.commit,
    dirty: details.dirty,
    publishedAt: new Date().toISOString(),
    publishedBy: releasedBy(),
    contentHash,
    files: files.length,
    bytes,
    newBytes,
  };
  writeAtomic(recordFile(store, appDir, version), `${JSON.stringify(record, null, 2)}\n`);
  return { record, reused: false };
}

/** Removes a version that never went live (its release was refused). */
export function discardVersion(store: ReleaseStore, app: string, version: string): void {
  if (readPointer(store, app) === version) return;
  rmSync(versionFolder(store, app, version), { recursive: true, force: true });
  rmSync(recordFile(store, app, version), { force: true });
  rmSync(buildFolder(store, app, version), { recursive: true, force: true });
  rmSync(`${buildFolder(store, app, version)}-source-maps`, { recursive: true, force: true });
}

/** The registry with a remote at `version`, served from the base its entry already names. */
export function withRemoteAt(registry: Registry, app: AppSpec, version: string): Registry {
  const current = registry.remotes?.[app.federationName];
  const url = current && URL.canParse(current) ? new URL(current) : null;
  const onSite = url?.pathname.startsWith(`${remotePath(app)}/`) ? remotePath(app) : '';
  const base = url ? `${url.origin}${onSite}` : `http://localhost:${app.port}`;
  return { ...registry, remotes: { ...registry.remotes, [app.federationName]: manifestUrl(base, version) } };
}

export function readCanary(store: ReleaseStore, app: string): string | null {
  try {
    const version = readFileSync(canaryFile(store, app), 'utf8').trim();
    return VERSION_ID.test(version) ? version : null;
  } catch {
    return null;
  }
}

/** Rewrites the canary registry from the live one and the canaries, or removes it when there are none. */
function refreshCanaryRegistry(store: ReleaseStore): void {
  const registry = readRegistry(store);
  const canaries = REMOTES.flatMap((app) => {
    const version = readCanary(store, app.dir);
    return version ? [[app, version] as const] : [];
  });
  if (!registry || canaries.length === 0) {
    rmSync(canaryRegistryFile(store), { force: true });
    return;
  }
  const withCanaries = canaries.reduce((current, [app, version]) => withRemoteAt(current, app, version), registry);
  writeAtomic(canaryRegistryFile(store), `${JSON.stringify(withCanaries, null, 2)}\n`);
}

/** Sends visitors with the canary cookie to `version` of a remote; everyone else keeps the live one. */
export function startCanary(store: ReleaseStore, appDir: string, version: string): void {
  if (findApp(appDir) === SHELL) throw new Error('El shell no tiene canario: publícalo para todos o no lo publiques.');
  if (!hasVersion(store, appDir, version)) throw new Error(`La versión ${version} de ${appDir} no está en el almacén.`);
  writeAtomic(canaryFile(store, appDir), `${version}\n`);
  refreshCanaryRegistry(store);
}

/** Ends a remote's canary: its visitors get the live version again. Returns the canary's version. */
export function endCanary(store: ReleaseStore, appDir: string): string | null {
  const version = readCanary(store, appDir);
  rmSync(canaryFile(store, appDir), { force: true });
  refreshCanaryRegistry(store);
  return version;
}

/**
 * Makes `version` the live one. For a remote that is its registry entry (what the shell loads) and
 * its pointer (what its own origin serves, the standalone page); for the shell only its pointer:
 * releasing the shell never touches a remote's entry. Returns what was live before.
 */
export function switchTo(store: ReleaseStore, appDir: string, version: string): string | null {
  const app = findApp(appDir);
  if (!hasVersion(store, appDir, version)) throw new Error(`La versión ${version} de ${appDir} no está en el almacén.`);
  const previous = readPointer(store, appDir);
  if (app !== SHELL) {
    const registry = readRegistry(store);
    if (!registry) throw new Error(`No existe el registro ${store.registryFile}: inicia el sitio una vez (npm start).`);
    // The registry first: it is the switch visitors see. One rename, so a reader never sees half.
    writeAtomic(store.registryFile, `${JSON.stringify(withRemoteAt(registry, app, version), null, 2)}\n`);
  }
  writeAtomic(pointerFile(store, appDir), `${version}\n`);
  writeAtomic(path.join(appFolder(store, appDir), 'index.html'), readFileSync(path.join(versionFolder(store, appDir, version), 'index.html'), 'utf8'));
  // A switch ends the app's canary (promoted or replaced), and canary visitors follow the others' switches.
  rmSync(canaryFile(store, appDir), { force: true });
  refreshCanaryRegistry(store);
  return previous;
}

/** Registry URL of each remote and pointer of each app: what runs where. */
export function liveVersions(store: ReleaseStore): Record<string, string | null> {
  return Object.fromEntries([SHELL, ...REMOTES].map((app) => [app.dir, readPointer(store, app.dir)]));
}

export function appendLog(store: ReleaseStore, entry: LogEntry): void {
  mkdirSync(store.dir, { recursive: true });
  // One write of one line with O_APPEND: concurrent writers never interleave inside a line.
  appendFileSync(logFile(store), `${JSON.stringify(entry)}\n`);
}

export function readLog(store: ReleaseStore): LogEntry[] {
  if (!existsSync(logFile(store))) return [];
  return readFileSync(logFile(store), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogEntry);
}

const SWITCHES = new Set<LogEntry['action']>(['release', 'rollback', 'start']);

/** The version that was live before the current one: where `npm run rollback -- <app>` goes. */
export function previousVersion(store: ReleaseStore, app: string): string | null {
  const current = readPointer(store, app);
  const switches = readLog(store).filter((entry) => entry.app === app && SWITCHES.has(entry.action) && entry.version === current);
  return switches.at(-1)?.previous ?? null;
}

/** How many versions of each app the store keeps (besides the live one and the one before it). */
export const KEEP_VERSIONS = Number(process.env.FVC_KEEP_VERSIONS ?? 5);

/**
 * Deletes an app's oldest versions beyond `keep`. Never the live version, nor the one a rollback
 * would return to, nor one the registry or a prerendered page names: a page opened on them may still ask for their files.
 */
export function prune(store: ReleaseStore, app: string, keep = KEEP_VERSIONS): string[] {
  const protectedVersions = new Set(
    [
      readPointer(store, app),
      previousVersion(store, app),
      readCanary(store, app),
      ...Object.values(readRegistry(store)?.remotes ?? {}).map(versionInUrl),
      // The builds prerendered pages name (scripts/prerender): their visitors ask for those files.
      ...Object.values(readPrerenderedIndex(store)).flatMap((page) => [page.shellVersion, versionInUrl(page.manifest)]),
    ].filter(
      (version): version is string => Boolean(version),
    ),
  );
  const versions = listVersions(store, app);
  const removable = versions.filter((record) => !protectedVersions.has(record.version));
  const excess = versions.length - keep;
  const removed = removable.slice(0, Math.max(0, excess)).map((record) => record.version);
  for (const version of removed) discardVersion(store, app, version);
  return removed;
}
