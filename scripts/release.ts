/**
 * `npm run release -- <app>`: one team releases its app on its own (docs/decisions/0010).
 * Checks (lint, types, unit, its browser specs) -> build -> publish an immutable version ->
 * compatibility gate (manifests, then the candidate inside the released shell in Chromium) ->
 * switch (one atomic write) -> release log -> regenerate the routes it owns -> prune old versions.
 * Any failure before the switch leaves what is live untouched.
 *
 * Flags: --skip-checks (no lint/types/unit/e2e; the gate still runs), --from DIR (publish a build
 * made elsewhere, e.g. by CI, instead of building), --label TEXT (data-release of the build;
 * defaults to FVC_RELEASE or the version id), --canary (a remote: everything but the switch; only
 * visitors with the cookie fvc_canary=1 get it), --promote (make the canary live for everyone).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SHELL, type AppSpec } from '../platform';
import { run } from '../site/run';
import { compatibilityProblems } from '../site/release/compatibility';
import { contractTest } from '../site/release/contract-test';
import { describeRegeneration, regenerateOwnedRoutes } from '../site/release/prerendered-routes';
import { formatBytes, formatSeconds, refusalText } from '../site/release/report';
import {
  appendLog,
  appFromArgument,
  buildFolder,
  discardVersion,
  newVersionId,
  prune,
  publishBuild,
  readCanary,
  readPointer,
  readRecord,
  readRegistry,
  releasedBy,
  sourceState,
  startCanary,
  storeFromEnv,
  switchTo,
  CANARY_COOKIE,
  KEEP_VERSIONS,
} from '../site/release/store';
import { withLock } from '../site/release/store-lock';
import { browserChecks, sourceChecks, timed, type StepResult } from '../site/release/team-checks';

const root = path.resolve(import.meta.dirname, '..');
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'skip-checks': { type: 'boolean', default: false },
    from: { type: 'string' },
    label: { type: 'string' },
    canary: { type: 'boolean', default: false },
    promote: { type: 'boolean', default: false },
  },
});

const started = Date.now();
const store = storeFromEnv();
let app: AppSpec;
try {
  app = appFromArgument(positionals[0]);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const appDir = app.dir;
const steps: StepResult[] = [];
const source = flags.from ? { commit: 'externa', dirty: false } : sourceState(app);
const version = newVersionId(store, appDir, source.commit);
// A build from elsewhere carries whatever label it was built with; only ours is known.
const label = flags.label ?? (flags.from ? '' : (process.env.FVC_RELEASE ?? version));
const liveAtStart = readPointer(store, appDir);

function refuse(candidate: string, reasons: string[], discard = false): never {
  if (discard) discardVersion(store, appDir, candidate);
  appendLog(store, {
    at: new Date().toISOString(),
    action: 'refused',
    app: appDir,
    version: candidate,
    previous: readPointer(store, appDir),
    commit: source.commit,
    dirty: source.dirty,
    by: releasedBy(),
    seconds: (Date.now() - started) / 1000,
    reasons,
    steps,
  });
  console.error(refusalText(appDir, candidate, readPointer(store, appDir), reasons));
  process.exit(1);
}

if (flags.promote) await promoteCanary();
if (flags.canary && app === SHELL) {
  console.error('El shell no tiene canario: su página decide qué registro pide cada visitante. Publícalo sin --canary.');
  process.exit(2);
}

/** `--promote`: the canary, already gated, becomes live for everyone after a fresh manifest check. */
async function promoteCanary(): Promise<never> {
  const canary = readCanary(store, appDir);
  if (!canary) {
    console.error(`${appDir} no tiene un canario en curso: npm run release -- ${appDir} --canary lo inicia.`);
    process.exit(1);
  }
  const outcome = await withLock(store, async () => {
    const problems = compatibilityProblems(store, appDir, canary);
    if (problems.length > 0) return { problems };
    return { previous: switchTo(store, appDir, canary) };
  });
  if (outcome.problems) refuse(canary, outcome.problems);
  const routes = await regenerateOwnedRoutes(store, appDir, canary);
  const seconds = (Date.now() - started) / 1000;
  appendLog(store, {
    at: new Date().toISOString(),
    action: 'release',
    app: appDir,
    version: canary,
    previous: outcome.previous ?? null,
    commit: readRecord(store, appDir, canary)?.commit,
    by: releasedBy(),
    seconds,
    steps: [{ step: 'promoción', seconds, ok: true }],
  });
  console.log(`✓ El canario ${appDir} ${canary} está en línea para todos (antes: ${outcome.previous ?? 'ninguna'}), en ${formatSeconds(seconds)}.`);
  console.log(describeRegeneration(routes));
  process.exit(0);
}

console.log(`Publicando ${appDir} ${version} (commit ${source.commit}${source.dirty ? ', con cambios sin commit' : ''}; en línea: ${liveAtStart ?? 'ninguna'})`);
if (!readRegistry(store)) {
  console.error(`No existe el registro ${store.registryFile}: inicia el sitio una vez (npm start) para crear el almacén de versiones.`);
  process.exit(1);
}

// 1. The team's own checks on its source.
if (flags['skip-checks']) {
  console.log('· comprobaciones omitidas (--skip-checks): la puerta de compatibilidad sí se aplica');
} else {
  const results = await sourceChecks(appDir);
  steps.push(...results);
  const failed = results.find((result) => !result.ok);
  if (failed) refuse(version, [`No pasaron las comprobaciones de ${appDir} (${failed.step}). Corrígelas y vuelve a publicar.`]);
}

// 2. Build into the store's staging folder (its source maps stay there, never served).
let buildDir = flags.from ? path.resolve(flags.from) : buildFolder(store, appDir, version);
if (!flags.from) {
  console.log(`· compilando ${appDir}`);
  const build = await timed('compilación', async () => {
    const code = await run(path.join(root, 'node_modules', '.bin', 'rspack'), ['build'], {
      cwd: path.join(root, appDir),
      env: { ...process.env, NODE_ENV: 'production', FVC_RELEASE: label, FVC_OUTPUT_DIR: buildDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return code === 0;
  });
  steps.push(build);
  if (!build.ok) refuse(version, [`La compilación de ${appDir} falló (el error está arriba).`]);
}

// 3. Publish: an immutable folder nobody points at yet.
const publishing = Date.now();
let published: ReturnType<typeof publishBuild>;
try {
  published = publishBuild(store, appDir, buildDir, { version, label, ...source });
} catch (error) {
  refuse(version, [(error as Error).message]);
}
if (!flags.from) rmSync(buildDir, { recursive: true, force: true });
buildDir = '';
const { record, reused } = published;
steps.push({ step: 'publicación', seconds: (Date.now() - publishing) / 1000, ok: true });
if (reused) console.log(`· esta compilación ya estaba publicada como ${record.version}: no se copió nada`);
else console.log(`· publicada ${record.version}: ${record.files} archivos, ${formatBytes(record.bytes)} (${formatBytes(record.newBytes)} nuevos en el almacén)`);
if (record.version === liveAtStart) {
  console.log(`\n${appDir} ${record.version} ya está en línea: no hay nada que cambiar.`);
  process.exit(0);
}

// 4. The team's browser specs against the released versions of everything else.
if (!flags['skip-checks']) {
  const { result, problem } = await browserChecks(appDir, record.version);
  steps.push(result);
  if (problem) refuse(record.version, [problem], !reused);
}

// 5. Gate and switch, under the store's lock: the gate checks against what is live at the switch.
const outcome = await withLock(store, async () => {
  const gateStarted = Date.now();
  console.log('· puerta de compatibilidad: manifiestos');
  const manifestProblems = compatibilityProblems(store, appDir, record.version);
  if (manifestProblems.length > 0) {
    steps.push({ step: 'compatibilidad', seconds: (Date.now() - gateStarted) / 1000, ok: false });
    return { reasons: manifestProblems };
  }
  console.log(`· puerta de compatibilidad: ${appDir === SHELL.dir ? 'el shell nuevo con los remotos publicados' : 'la versión nueva dentro del shell publicado'}, en Chromium`);
  let contract;
  try {
    contract = await contractTest(store, appDir, record.version);
  } catch (error) {
    contract = { problems: [(error as Error).message], checked: [] };
  }
  steps.push({ step: 'compatibilidad', seconds: (Date.now() - gateStarted) / 1000, ok: contract.problems.length === 0 });
  if (contract.problems.length > 0) return { reasons: contract.problems.slice(0, 10) };
  console.log(`  ${contract.checked.length === 1 ? '1 ruta' : `${contract.checked.length} rutas`} sin errores: ${contract.checked.join(' ')}`);

  const switching = Date.now();
  const previous = flags.canary ? readPointer(store, appDir) : switchTo(store, appDir, record.version);
  if (flags.canary) startCanary(store, appDir, record.version);
  steps.push({ step: flags.canary ? 'canario' : 'cambio', seconds: (Date.now() - switching) / 1000, ok: true });
  return { previous };
});
if (outcome.reasons) refuse(record.version, outcome.reasons, !reused);

/** Records the release (or the canary) that just went live; returns its duration in seconds. */
function logOutcome(action: 'release' | 'canary'): number {
  const seconds = (Date.now() - started) / 1000;
  appendLog(store, {
    at: new Date().toISOString(),
    action,
    app: appDir,
    version: record.version,
    previous: outcome.previous ?? null,
    commit: record.commit,
    dirty: record.dirty,
    by: releasedBy(),
    seconds,
    bytes: record.bytes,
    newBytes: reused ? 0 : record.newBytes,
    steps,
  });
  return seconds;
}

if (flags.canary) {
  const seconds = logOutcome('canary');
  console.log(`\n✓ Canario: quien tenga la cookie ${CANARY_COOKIE}=1 recibe ${appDir} ${record.version}; los demás siguen con ${outcome.previous ?? 'ninguna'} (${formatSeconds(seconds)}).`);
  console.log(`  Para todos: npm run release -- ${appDir} --promote · para retirarlo: npm run rollback -- ${appDir}`);
  process.exit(0);
}

// 6. After the switch: the prerendered pages of the routes it owns, then old versions.
const routes = await regenerateOwnedRoutes(store, appDir, record.version);
const removed = prune(store, appDir);
const seconds = logOutcome('release');

console.log(`\n✓ ${appDir} ${record.version} está en línea (antes: ${outcome.previous ?? 'ninguna'}), en ${formatSeconds(seconds)}.`);
console.log(`  ${steps.map((step) => `${step.step} ${formatSeconds(step.seconds)}`).join(' · ')}`);
console.log(describeRegeneration(routes));
if (removed.length > 0) console.log(`  Versiones antiguas borradas (se guardan ${KEEP_VERSIONS}): ${removed.join(', ')}`);
console.log(`  Para volver atrás: npm run rollback -- ${appDir}`);
