/**
 * How `npm start` (site/start-site.ts) meets the release store: it publishes the working tree's
 * builds and makes them live, or (--released) serves what is released, optionally with one
 * unreleased candidate for a release's browser checks.
 */
import path from 'node:path';
import { APPS, findApp, SHELL } from '../../platform';
import {
  appendLog,
  hasVersion,
  newVersionId,
  prune,
  publishBuild,
  readPointer,
  readRegistry,
  releasedBy,
  sourceState,
  switchTo,
  withRemoteAt,
  writeAtomic,
  type Registry,
  type ReleaseStore,
} from './store';
import { withLock } from './store-lock';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Each app's `dist` becomes a version of that app (the same build is the version already there)
 * and goes live. The registry is rewritten from `fresh` first (API URL and the local origins), as
 * `npm start` always did, so a re-pointing left by a crashed test does not survive a restart.
 */
export async function publishWorkingTree(store: ReleaseStore, fresh: Registry): Promise<void> {
  await withLock(store, () => {
    writeAtomic(store.registryFile, `${JSON.stringify(fresh, null, 2)}\n`);
    for (const app of APPS) {
      const source = sourceState(app);
      const { record, reused } = publishBuild(store, app.dir, path.join(root, app.dir, 'dist'), {
        version: newVersionId(store, app.dir, source.commit),
        label: process.env.FVC_RELEASE ?? '1.0.0',
        ...source,
      });
      const live = readPointer(store, app.dir);
      const previous = switchTo(store, app.dir, record.version);
      console.log(`${app.dir}: ${record.version}${reused ? ' (la misma compilación que ya estaba publicada)' : ''}`);
      if (live !== record.version) {
        appendLog(store, {
          at: new Date().toISOString(),
          action: 'start',
          app: app.dir,
          version: record.version,
          previous,
          commit: record.commit,
          dirty: record.dirty,
          by: releasedBy(),
          bytes: record.bytes,
          newBytes: record.newBytes,
        });
      }
      prune(store, app.dir);
    }
  });
}

/**
 * The registry as released, checked to name a live version of every app; with a candidate, that
 * app at the candidate's version (for the shell only the served page changes). Spanish errors.
 */
export function releasedRegistry(store: ReleaseStore, candidate?: { appDir: string; version: string }): Registry {
  const registry = readRegistry(store);
  if (!registry) throw new Error(`No existe el registro ${store.registryFile}: inicia el sitio una vez sin --released (npm start).`);
  const missing = APPS.filter((app) => !readPointer(store, app.dir)).map((app) => app.dir);
  if (missing.length > 0) throw new Error(`No hay versión publicada de ${missing.join(', ')} en ${store.dir}: inicia el sitio una vez sin --released (npm start).`);
  if (!candidate) return registry;
  const app = findApp(candidate.appDir);
  if (!hasVersion(store, app.dir, candidate.version)) throw new Error(`La versión ${candidate.version} de ${app.dir} no está en ${store.dir}.`);
  return app === SHELL ? registry : withRemoteAt(registry, app, candidate.version);
}
