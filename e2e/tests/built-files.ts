import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HEAD_SCRIPT_FILE } from '../../platform';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A file of an app's production build (`<app>/dist`) whose name matches `pattern`. */
export function builtFile(dir: string, pattern: RegExp): { name: string; file: string } {
  const name = readdirSync(path.join(root, dir, 'dist')).find((file) => pattern.test(file));
  if (!name) throw new Error(`${dir}/dist no tiene ${pattern}`);
  return { name, file: path.join(root, dir, 'dist', name) };
}

/** The app's hashed entry script (`main.<hash>.js`). */
export const MAIN_SCRIPT = /^main\.[0-9a-f]{10}\.js$/;

/** Every script of an app's production build, with its source map when the build wrote one. */
export function builtScripts(dir: string): { name: string; file: string; map: string | null }[] {
  return readdirSync(path.join(root, dir, 'dist'))
    // The head script is never fetched or mapped: the prerendered pages carry it inline (0053).
    .filter((name) => name.endsWith('.js') && name !== HEAD_SCRIPT_FILE)
    .map((name) => {
      const map = path.join(root, dir, 'dist-source-maps', `${name}.map`);
      return { name, file: path.join(root, dir, 'dist', name), map: existsSync(map) ? map : null };
    });
}
