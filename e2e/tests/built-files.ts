import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A file of an app's production build (`<app>/dist`) whose name matches `pattern`. */
export function builtFile(dir: string, pattern: RegExp): { name: string; file: string } {
  const name = readdirSync(path.join(root, dir, 'dist')).find((file) => pattern.test(file));
  if (!name) throw new Error(`${dir}/dist no tiene ${pattern}`);
  return { name, file: path.join(root, dir, 'dist', name) };
}

/** The app's hashed entry script (`main.<hash>.js`). */
export const MAIN_SCRIPT = /^main\.[0-9a-f]{10}\.js$/;
