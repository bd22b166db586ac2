/**
 * Where prerendered pages live in the release store (docs/decisions/0010, 0013):
 *
 *   prerendered/pages/<route>.html   one page per route, replaced whole (writeAtomic)
 *   prerendered/index.json           what each page was drawn with, and when
 *
 * The shell's server sends a route's page when it has one, and its client-rendered index.html
 * otherwise, so a page that could not be drawn is never missing, only slower.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** What these functions need of the release store: its folder (so the store can read the index
 * without the two modules importing each other). */
interface StoreFolder {
  dir: string;
}

/** A route's file name: `/` -> `index`, `/planes-financiamiento/credito-directo` -> `planes-financiamiento~credito-directo`. */
export function pageFileName(route: string): string | null {
  const clean = route.replace(/\/+$/, '') || '/';
  if (clean === '/') return 'index.html';
  if (!/^(\/[a-z0-9-]+)+$/.test(clean)) return null;
  return `${clean.slice(1).replace(/\//g, '~')}.html`;
}

export const prerenderedFolder = (store: StoreFolder) => path.join(store.dir, 'prerendered');
export const prerenderedIndexFile = (store: StoreFolder) => path.join(prerenderedFolder(store), 'index.json');

export function prerenderedPageFile(store: StoreFolder, route: string): string | null {
  const name = pageFileName(route);
  return name ? path.join(prerenderedFolder(store), 'pages', name) : null;
}

/** The page to send for a path, if one was prerendered. */
export function findPrerenderedPage(store: StoreFolder, pathname: string): string | null {
  const file = prerenderedPageFile(store, pathname);
  return file && existsSync(file) ? file : null;
}

export interface PrerenderedEntry {
  route: string;
  remote: string;
  /** The builds the page names: the shell's version and the remote's manifest. */
  shellVersion: string;
  manifest: string;
  renderedAt: string;
  bytes: number;
}

export function readPrerenderedIndex(store: StoreFolder): Record<string, PrerenderedEntry> {
  try {
    return JSON.parse(readFileSync(prerenderedIndexFile(store), 'utf8')) as Record<string, PrerenderedEntry>;
  } catch {
    return {};
  }
}

/**
 * After a run over the whole list: the pages and index entries of routes no longer on it go. The
 * servers send a route's page whenever its file exists, and a page left behind would keep naming
 * the builds it was drawn with. Returns the files removed.
 */
export function forgetRoutesOffTheList(store: StoreFolder, routes: readonly string[], index: Record<string, PrerenderedEntry>): string[] {
  const kept = new Set(routes.map(pageFileName));
  const folder = path.join(prerenderedFolder(store), 'pages');
  const removed = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.html') && !kept.has(file)) : [];
  for (const file of removed) rmSync(path.join(folder, file), { force: true });
  for (const route of Object.keys(index)) if (!routes.includes(route)) delete index[route];
  return removed;
}
