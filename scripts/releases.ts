/**
 * `npm run releases [-- <app>]`: what runs where. For every app the live version, who published
 * it and when, where it is served and how many versions the store keeps; with an app, each of its
 * versions; then the latest entries of the release log (`--log N`, 10 by default).
 */
import { parseArgs } from 'node:util';
import { APPS, SHELL } from '../platform';
import { formatBytes, formatSeconds } from '../site/release/report';
import {
  appFromArgument,
  CANARY_COOKIE,
  listVersions,
  previousVersion,
  readCanary,
  readLog,
  readPointer,
  readRecord,
  readRegistry,
  storeFromEnv,
  type LogEntry,
} from '../site/release/store';

const { values: flags, positionals } = parseArgs({ allowPositionals: true, options: { log: { type: 'string', default: '10' } } });
const store = storeFromEnv();
const registry = readRegistry(store);
const only = positionals[0] ? appFromArgument(positionals[0]) : null;
const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

console.log(`Almacén: ${store.dir}\nRegistro: ${store.registryFile}${registry ? '' : ' (no existe: inicia el sitio una vez con npm start)'}\n`);

for (const app of APPS.filter((candidate) => !only || candidate === only)) {
  const live = readPointer(store, app.dir);
  const versions = listVersions(store, app.dir);
  const record = live ? readRecord(store, app.dir, live) : null;
  console.log(`${app.dir.padEnd(14)} ${live ?? '(sin versión publicada)'}`);
  if (record) console.log(`${''.padEnd(14)} publicada ${when(record.publishedAt)} UTC por ${record.publishedBy}, commit ${record.commit}${record.dirty ? ' (con cambios sin commit)' : ''}`);
  if (app === SHELL) console.log(`${''.padEnd(14)} su origen sirve el index.html de esta versión (los remotos no cambian)`);
  else console.log(`${''.padEnd(14)} registro: ${registry?.remotes?.[app.federationName] ?? '(no está en el registro)'}`);
  const canary = readCanary(store, app.dir);
  if (canary) console.log(`${''.padEnd(14)} canario (cookie ${CANARY_COOKIE}=1): ${canary}`);
  const total = versions.reduce((sum, version) => sum + version.newBytes, 0);
  console.log(`${''.padEnd(14)} versiones guardadas: ${versions.length} (${formatBytes(total)} en disco)\n`);
  if (only) {
    const previous = previousVersion(store, app.dir);
    for (const version of versions.toReversed()) {
      const mark = version.version === live ? '● en línea' : version.version === canary ? '◐ canario' : version.version === previous ? '↩ anterior' : '';
      console.log(
        `  ${version.version.padEnd(30)} ${when(version.publishedAt)}  ${version.label.padEnd(24)} ${formatBytes(version.bytes).padStart(10)}  ${mark}`,
      );
    }
    console.log('');
  }
}

const describe = (entry: LogEntry) => {
  const what = {
    release: 'publicó',
    rollback: 'volvió a',
    start: 'npm start puso',
    refused: 'rechazada',
    canary: 'canario',
    'canary-ended': 'retiró el canario',
  }[entry.action];
  const reason = entry.reasons?.[0] ? ` — ${entry.reasons[0]}` : '';
  const took = entry.seconds !== undefined ? ` (${formatSeconds(entry.seconds)})` : '';
  const before = entry.previous ? (entry.action === 'refused' ? ` (siguió ${entry.previous})` : ` (antes ${entry.previous})`) : '';
  return `  ${when(entry.at)}  ${entry.app.padEnd(14)} ${what} ${entry.version}${before} — ${entry.by}${took}${reason}`;
};
const log = readLog(store).filter((entry) => !only || entry.app === only.dir);
const count = Number(flags.log);
console.log(`Bitácora (${Math.min(count, log.length)} de ${log.length}, la más reciente al final):`);
for (const entry of log.slice(-count)) console.log(describe(entry));
