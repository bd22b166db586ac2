/**
 * The first half of the compatibility gate (docs/decisions/0010): read from the builds'
 * `mf-manifest.json`, before anything is switched. A remote and the shell share one React, one
 * router (`@fvc/shared/router`), one zustand and one session store (`@fvc/shared/session`); the page has only the
 * shell's copy, so a remote that needs another major version of any of them breaks at run time.
 * The second half renders the candidate inside the released shell (contract-test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findApp, REMOTES, SHELL } from '../../platform';
import { readPointer, versionFolder, type ReleaseStore } from './store';
import { majorOf, satisfies } from './version-range';

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
}

export interface FederationManifest {
  name: string;
  metaData: { pluginVersion?: string; remoteEntry?: { name: string; path?: string } };
  shared: SharedEntry[];
  exposes: Array<{ name: string; path: string; assets?: SharedEntry['assets'] }>;
}

/**
 * The packages there is one copy of in the page (build/rspack.base.ts SHARED): a remote gets the
 * shell's. Subpaths (`react/jsx-runtime`, `react-dom/client`, `zustand/vanilla`) count as their package.
 */
export const PAGE_SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', '@fvc/shared/session', '@fvc/shared/router'] as const;

/** What every remote exposes and the shell loads (`RemoteRoutesModule` in @fvc/shared/federation). */
export const SHELL_USES_EXPOSE = './routes';

const packageOf = (name: string) => PAGE_SINGLETONS.find((pkg) => name === pkg || name.startsWith(`${pkg}/`)) ?? null;

export function readManifest(dir: string): FederationManifest {
  const file = path.join(dir, 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`No hay mf-manifest.json en ${dir}.`);
  return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
}

/** The version the shell provides for a shared name (itself, else its package's). */
function provided(shell: FederationManifest, name: string): string | null {
  const pkg = packageOf(name);
  const exact = shell.shared.find((entry) => entry.name === name);
  const base = pkg ? shell.shared.find((entry) => entry.name === pkg) : undefined;
  return exact?.version ?? base?.version ?? null;
}

/**
 * Problems, in plain Spanish, that stop `remote` from running inside `shell`. `remoteLabel` and
 * `shellLabel` name them the way the person releasing knows them ("mf-account 2026…-abc").
 */
export function sharedProblems(remote: FederationManifest, shell: FederationManifest, remoteLabel: string, shellLabel: string): string[] {
  const problems: string[] = [];
  // One sentence per package: `react` and `react/jsx-runtime` failing together is one problem.
  const reported = new Set<string>();
  for (const entry of [...remote.shared].sort((a, b) => a.name.length - b.name.length)) {
    const pkg = packageOf(entry.name);
    if (!pkg || reported.has(pkg)) continue;
    const before = problems.length;
    const shellVersion = provided(shell, entry.name);
    if (!shellVersion) {
      problems.push(
        `${remoteLabel} usa ${entry.name} compartido, pero ${shellLabel} no lo comparte: la página tendría dos copias de ${pkg}.`,
      );
      reported.add(pkg);
      continue;
    }
    const required = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : '';
    if (required && !satisfies(shellVersion, required)) {
      problems.push(
        `${remoteLabel} pide ${entry.name} ${required}, pero ${shellLabel} da ${shellVersion}. ` +
          `Vuelve a compilarlo con la versión que da el shell, o publica antes un shell que dé ${required}.`,
      );
      reported.add(pkg);
      continue;
    }
    const builtMajor = majorOf(entry.version);
    if (builtMajor !== null && builtMajor !== majorOf(shellVersion)) {
      problems.push(
        `${remoteLabel} se compiló con ${entry.name} ${entry.version} y ${shellLabel} da ${shellVersion}: ` +
          `la versión mayor no coincide y en la página solo hay una copia, la del shell.`,
      );
    }
    if (problems.length > before) reported.add(pkg);
  }
  const remoteRuntime = remote.metaData.pluginVersion;
  const shellRuntime = shell.metaData.pluginVersion;
  if (remoteRuntime && shellRuntime && majorOf(remoteRuntime) !== majorOf(shellRuntime)) {
    problems.push(
      `${remoteLabel} usa Module Federation ${remoteRuntime} y ${shellLabel} ${shellRuntime}: el remoto usa el runtime del shell, ` +
        `así que la versión mayor debe coincidir (docs/decisions/0005).`,
    );
  }
  return problems;
}

/** The remote's own promises: its name, `./routes`, and every file its manifest names is there. */
export function exposeProblems(manifest: FederationManifest, dir: string, federationName: string, label: string): string[] {
  const problems: string[] = [];
  if (manifest.name !== federationName) {
    problems.push(`${label} se llama "${manifest.name}" en su manifiesto, pero el shell lo carga como "${federationName}".`);
  }
  if (!manifest.exposes.some((expose) => expose.path === SHELL_USES_EXPOSE)) {
    problems.push(
      `${label} ya no expone ${SHELL_USES_EXPOSE}, que es lo único que el shell carga de un remoto (RemoteRoutesModule en @fvc/shared/federation).`,
    );
  }
  const named = [
    manifest.metaData.remoteEntry?.name,
    ...[...manifest.shared, ...manifest.exposes].flatMap((entry) => [
      ...(entry.assets?.js?.sync ?? []),
      ...(entry.assets?.js?.async ?? []),
      ...(entry.assets?.css?.sync ?? []),
      ...(entry.assets?.css?.async ?? []),
    ]),
  ].filter((file): file is string => Boolean(file));
  const missing = [...new Set(named)].filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length > 0) {
    problems.push(`Al manifiesto de ${label} le faltan archivos en la versión publicada: ${missing.slice(0, 5).join(', ')}.`);
  }
  return problems;
}

/**
 * The manifest half of the gate for `candidate` of `appDir`, against what is live for everything
 * else. A remote is checked against the released shell; a shell against every released remote.
 */
export function compatibilityProblems(store: ReleaseStore, appDir: string, candidate: string): string[] {
  const app = findApp(appDir);
  const label = (dir: string, version: string) => `${dir} ${version}`;
  const candidateDir = versionFolder(store, appDir, candidate);
  const candidateManifest = readManifest(candidateDir);

  if (app === SHELL) {
    const problems: string[] = [];
    for (const remote of REMOTES) {
      const live = readPointer(store, remote.dir);
      if (!live) continue;
      problems.push(
        ...sharedProblems(readManifest(versionFolder(store, remote.dir, live)), candidateManifest, `${remote.dir} (en línea, ${live})`, `el shell nuevo (${candidate})`),
      );
    }
    return problems;
  }

  const shellVersion = readPointer(store, SHELL.dir);
  if (!shellVersion) return [`No hay un shell publicado contra el cual comprobar ${appDir}: publica primero el shell (npm run release -- shell).`];
  return [
    ...exposeProblems(candidateManifest, candidateDir, app.federationName, label(appDir, candidate)),
    ...sharedProblems(candidateManifest, readManifest(versionFolder(store, SHELL.dir, shellVersion)), label(appDir, candidate), `el shell publicado (${shellVersion})`),
  ];
}
