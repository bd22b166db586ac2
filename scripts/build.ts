/** Production build of the shell and every remote, one after the other (2-core machines). */
import path from 'node:path';
import { APPS } from '../platform';
import { run } from '../site/run';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const started = Date.now();

for (const app of APPS.filter((candidate) => only.length === 0 || only.includes(candidate.dir))) {
  const appStarted = Date.now();
  const code = await run(path.join(root, 'node_modules/.bin/rspack'), ['build'], {
    cwd: path.join(root, app.dir),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (code !== 0) {
    console.error(`✗ ${app.dir}: la compilación falló`);
    process.exit(code);
  }
  console.log(`✓ ${app.dir} compilado en ${((Date.now() - appStarted) / 1000).toFixed(1)} s`);
}
console.log(`Compilación completa en ${((Date.now() - started) / 1000).toFixed(1)} s`);
