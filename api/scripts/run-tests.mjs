// Runs the API tests with Node's test runner (through tsx), in two processes that each import half
// of the test files. Extra arguments pass through to both, e.g.
//   node api/scripts/run-tests.mjs --test-reporter=spec
// Each finished top-level test is announced as it ends ("parte 2: ok 8 - …"), so a log shows where a
// run stands; the TAP output of each process is printed whole when it ends, then one "# pass N" /
// "# fail N" pair for both, which scripts read.
//
// Nothing here may wait for ever: a process exits when its tests are done even if a handle is still
// open (--test-force-exit), and one still running after SHARE_LIMIT_MS is killed with its children
// and counted as failed, its output printed. (--test-timeout would be the finer net, but Node 20
// applies it only under `node --test`.) A CI run once hung here until the CI's own 90-minute limit,
// with nothing in the log to say where.
//
// Not `node --test`: it starts a process per file (Node 20 cannot run files in one without it), and
// each paid about three seconds to start tsx and import the app before its first test, 58 times
// over. Two processes, one per core, took the stage from 364 s to about 190 s. Files share a
// process but not a database: each builds its own app (testing/build-test-app.ts).
import { spawn } from 'node:child_process';
import { clearTimeout, setTimeout } from 'node:timers';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROCESSES = 2;
// API_TEST_SHARE_LIMIT_S only to watch the watchdog work.
const SHARE_LIMIT_MS = Number(process.env.API_TEST_SHARE_LIMIT_S ?? 12 * 60) * 1000;

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// The bank's simulator is the API's test double at the network edge: its tests run here too.
const sourceDirs = [join(apiDir, 'src'), join(apiDir, '..', 'gateway-simulator', 'src')];
const shardDir = join(apiDir, '..', 'var', 'api-test-shards');
const files = sourceDirs.flatMap((dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.test.ts'))
    .map((file) => join(dir, String(file))),
);

if (files.length === 0) {
  console.error('No se encontraron pruebas (*.test.ts) en api/src ni en gateway-simulator/src.');
  process.exit(1);
}

// Largest files first, each to the lightest share: a file's size is a fair guess of its length.
const shares = Array.from({ length: PROCESSES }, () => ({ files: [], bytes: 0 }));
for (const file of [...files].sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b))) {
  const lightest = shares.reduce((best, share) => (share.bytes < best.bytes ? share : best));
  lightest.files.push(file);
  lightest.bytes += statSync(file).size;
}

// TAP unless the caller asked for another reporter (two would each need a destination).
const reporter = process.argv.some((arg) => arg.startsWith('--test-reporter')) ? [] : ['--test-reporter=tap'];
mkdirSync(shardDir, { recursive: true });
const children = [];
const killGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
};
// The shares run in their own process groups, which a Ctrl-C on this one does not reach.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) killGroup(child);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
const runs = shares.map(
  (share, index) =>
    new Promise((resolve) => {
      // Static imports: every file's tests are registered before the first one runs. With
      // `await import()` one by one, --test-force-exit ended the process whenever a file's tests
      // finished before the next file had loaded, and the files left never ran.
      const entry = join(shardDir, `share-${index + 1}.mjs`);
      writeFileSync(entry, share.files.map((file) => `import ${JSON.stringify(pathToFileURL(file).href)};\n`).join(''));
      const args = ['--import', 'tsx', '--test-force-exit', ...reporter, ...process.argv.slice(2), entry];
      // Its own process group, so a kill also reaches the servers its tests started.
      const child = spawn(process.execPath, args, { cwd: apiDir, detached: true });
      let output = '';
      let timedOut = false;
      const announceFrom = (stream) => {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          output += chunk;
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) if (/^(not )?ok \d+ - /.test(line)) console.log(`parte ${index + 1}: ${line}`);
        });
      };
      announceFrom(child.stdout);
      announceFrom(child.stderr);
      const watchdog = setTimeout(() => {
        timedOut = true;
        killGroup(child);
      }, SHARE_LIMIT_MS);
      children.push(child);
      child.on('error', (error) => resolve({ code: 1, signal: null, timedOut, output: `${output}\n${String(error)}` }));
      // On exit, whatever its tests started and left running in its group goes too; the output is
      // then read to its end ('close'), or for 5 s at most if a process outside the group holds a pipe.
      child.on('exit', (code, signal) => {
        clearTimeout(watchdog);
        killGroup(child);
        setTimeout(() => resolve({ code, signal, timedOut, output }), 5_000).unref();
      });
      child.on('close', (code, signal) => resolve({ code, signal, timedOut, output }));
    }),
);

let passed = 0;
let failed = 0;
let ok = true;
for (const [index, run] of runs.entries()) {
  const { code, signal, timedOut, output } = await run;
  console.log(`# Parte ${index + 1} de ${PROCESSES} (${shares[index].files.length} archivos)`);
  if (timedOut) {
    const lastDone = [...output.matchAll(/^(?:not )?ok \d+ - .*$/gm)].at(-1)?.[0] ?? 'ninguna';
    console.log(`# La parte ${index + 1} no terminó en ${SHARE_LIMIT_MS / 1000} s y se detuvo. Última prueba terminada: ${lastDone}`);
    failed += 1;
  }
  // Its own totals are summed below: only the combined ones are printed as "# pass" and "# fail".
  process.stdout.write(output.replace(/^(#|ℹ) (pass|fail) (\d+)$/gm, '$1 parte $2 $3'));
  // TAP's totals, or the spec reporter's.
  passed += Number(/^(?:#|ℹ) pass (\d+)$/m.exec(output)?.[1] ?? 0);
  failed += Number(/^(?:#|ℹ) fail (\d+)$/m.exec(output)?.[1] ?? 0);
  if (signal || code !== 0) ok = false;
}
console.log(`# pass ${passed}`);
console.log(`# fail ${failed}`);
process.exit(ok && failed === 0 ? 0 : 1);
