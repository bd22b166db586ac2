/**
 * `npm run rollback -- <app> [version]`: switch an app back in one step (docs/decisions/0010).
 * Without a version it returns to the one live before the current one. Nothing is built or
 * copied: the version is still in the store, so the switch is one atomic write and the next
 * request gets it. The manifest half of the gate still runs (a shell may have moved on since);
 * --force skips it. While the app has a canary, a rollback without a version ends the canary.
 */
import { parseArgs } from 'node:util';
import { compatibilityProblems } from '../site/release/compatibility';
import { describeRegeneration, regenerateOwnedRoutes } from '../site/release/prerendered-routes';
import { formatSeconds } from '../site/release/report';
import {
  appendLog,
  appFromArgument,
  endCanary,
  hasVersion,
  KEEP_VERSIONS,
  previousVersion,
  readCanary,
  readPointer,
  readRecord,
  releasedBy,
  storeFromEnv,
  switchTo,
} from '../site/release/store';
import { withLock } from '../site/release/store-lock';

const { values: flags, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const started = Date.now();
const store = storeFromEnv();

function fail(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(1);
}

let appDir: string;
try {
  appDir = appFromArgument(positionals[0]).dir;
} catch (error) {
  fail((error as Error).message);
}
const live = readPointer(store, appDir);

// A canary in course is what a rollback takes back first: its visitors return to the live version.
if (!positionals[1] && readCanary(store, appDir)) {
  const canary = await withLock(store, () => endCanary(store, appDir));
  appendLog(store, {
    at: new Date().toISOString(),
    action: 'canary-ended',
    app: appDir,
    version: canary ?? '',
    previous: live,
    by: releasedBy(),
    seconds: (Date.now() - started) / 1000,
  });
  console.log(`✓ Canario retirado: quien lo recibía (${appDir} ${canary}) vuelve a ${live} desde la próxima petición.`);
  process.exit(0);
}

const target = positionals[1] ?? previousVersion(store, appDir);
if (!target) fail(`No hay una versión anterior registrada de ${appDir}. Indica cuál: npm run rollback -- ${appDir} <versión> (npm run releases -- ${appDir} las lista).`);
if (!hasVersion(store, appDir, target)) {
  fail(`La versión ${target} de ${appDir} no está en el almacén (se guardan las últimas ${KEEP_VERSIONS}). npm run releases -- ${appDir} lista las que hay.`);
}
if (target === live) {
  console.log(`${appDir} ${target} ya está en línea: no hay nada que cambiar.`);
  process.exit(0);
}

const outcome = await withLock(store, async () => {
  const problems = flags.force ? [] : compatibilityProblems(store, appDir, target);
  if (problems.length > 0) return { problems };
  const switching = Date.now();
  const previous = switchTo(store, appDir, target);
  return { previous, switchSeconds: (Date.now() - switching) / 1000 };
});
if (outcome.problems) {
  appendLog(store, { at: new Date().toISOString(), action: 'refused', app: appDir, version: target, previous: live, by: releasedBy(), reasons: outcome.problems });
  fail(
    [`No se volvió a ${appDir} ${target}:`, ...outcome.problems.map((problem) => `  - ${problem}`), `No se cambió nada: sigue en línea ${appDir} ${live}. (--force lo cambia de todos modos.)`].join(
      '\n',
    ),
  );
}
const routes = await regenerateOwnedRoutes(store, appDir, target);
const seconds = (Date.now() - started) / 1000;
appendLog(store, {
  at: new Date().toISOString(),
  action: 'rollback',
  app: appDir,
  version: target,
  previous: outcome.previous ?? null,
  commit: readRecord(store, appDir, target)?.commit,
  by: releasedBy(),
  seconds,
  steps: [{ step: 'cambio', seconds: outcome.switchSeconds ?? 0, ok: true }],
});
console.log(`✓ ${appDir} volvió a ${target} (antes: ${outcome.previous ?? 'ninguna'}) en ${formatSeconds(seconds)}; la próxima petición ya la recibe.`);
console.log(describeRegeneration(routes));
