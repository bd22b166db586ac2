/**
 * Public pages will be prerendered at deploy time and hydrated (DESIGN §2, PERF.md), so a release
 * or rollback must regenerate the HTML of the routes the app owns. There are no prerendered routes
 * yet (a later issue): this is the named step that work plugs into, and today it does nothing but
 * say which routes it will cover. Called after every switch, with the version now live.
 */
import { ownedRoutes } from './route-ownership';
import type { ReleaseStore } from './store';

export interface RegeneratedRoutes {
  /** The routes the app owns (for the shell, every route: its chrome is in each page). */
  owned: string[];
  regenerated: number;
}

export async function regenerateOwnedRoutes(_store: ReleaseStore, appDir: string, _version: string): Promise<RegeneratedRoutes> {
  return { owned: ownedRoutes(appDir).map((route) => route.path), regenerated: 0 };
}
