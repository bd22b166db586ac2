// Runs the API tests with Node's test runner (through tsx), in two processes that each import half
// of the test files. Extra arguments pass through to both, e.g.
//   node api/scripts/run-tests.mjs --test-reporter=spec
// The TAP output of each process is printed whole when it ends, then one "# pass N" / "# fail N"
// pair for both, which scripts read.
//
// Not `node --test`: it starts a process per file (Node 20 cannot run files in one without it), and
// each paid about three seconds to start tsx and import the app before its first test, 58 times
// over. Two processes, one per core, took the stage from 364 s to about 190 s. Files share a
// process but not a database: each builds its own app (testing/build-test-app.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROCESSES = 2;

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(apiDir, 'src');
const shardDir = join(apiDir, '..', 'var', 'api-test-shards');
const files = readdirSync(srcDir, { recursive: true })
  .filter((file) => String(file).endsWith('.test.ts'))
  .map((file) => join(srcDir, String(file)));

if (files.length === 0) {
  console.error('No se encontraron pruebas (*.test.ts) en api/src.');
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
const runs = shares.map(
  (share, index) =>
    new Promise((resolve) => {
      // One after the other, so a file's tests are registered in a known order.
      const entry = join(shardDir, `share-${index + 1}.mjs`);
      writeFileSync(entry, share.files.map((file) => `await import(${JSON.stringify(pathToFileURL(file).href)});\n`).join(''));
      const child = spawn(process.execPath, ['--import', 'tsx', ...reporter, ...process.argv.slice(2), entry], { cwd: apiDir });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => resolve({ code: 1, signal: null, output: `${output}\n${String(error)}` }));
      child.on('exit', (code, signal) => resolve({ code, signal, output }));
    }),
);

let passed = 0;
let failed = 0;
let ok = true;
for (const [index, run] of runs.entries()) {
  const { code, signal, output } = await run;
  console.log(`# Parte ${index + 1} de ${PROCESSES} (${shares[index].files.length} archivos)`);
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
