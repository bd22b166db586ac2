// Runs the API tests with Node's test runner (through tsx). Node 20 does not expand globs given
// to --test, so this finds the files itself. Extra arguments pass through, e.g.
//   node api/scripts/run-tests.mjs --test-reporter=spec
// The default TAP output ends with "# pass N" / "# fail N" lines that scripts can read.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(apiDir, 'src');
const files = readdirSync(srcDir, { recursive: true })
  .filter((file) => String(file).endsWith('.test.ts'))
  .map((file) => relative(process.cwd(), join(srcDir, String(file))))
  .sort();

if (files.length === 0) {
  console.error('No se encontraron pruebas (*.test.ts) en api/src.');
  process.exit(1);
}

// Two files at a time (Node's default is one fewer than the cores: one, on the 2-core machines):
// much of a file's time is spent starting tsx and waiting on its servers, not computing.
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...process.argv.slice(2), ...files], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
