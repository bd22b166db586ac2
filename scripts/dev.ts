/** `npm run dev`: the API (restarting on change) and a Rspack dev server per app. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_PORT, APPS, SHELL } from '../platform';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const start = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  children.push(spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } }));
};

start(path.join(root, 'node_modules/.bin/tsx'), ['watch', 'api/src/server.ts'], root, { PORT: String(API_PORT) });
for (const app of APPS) {
  start(path.join(root, 'node_modules/.bin/rspack'), ['serve'], path.join(root, app.dir), { NODE_ENV: 'development' });
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`\nModo desarrollo: http://localhost:${SHELL.port}\n`);
