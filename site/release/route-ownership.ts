// The shell's route table imports the federation contract, which reaches browser code with
// stylesheet imports: this Node-side program needs their declarations, and a .d.ts of ambient
// declarations cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../types/globals.d.ts" />
/**
 * Which routes each app owns, read from the shell's route table (the one place that says it, which
 * the shell exports for its release tooling): what a release's contract test opens and what its
 * prerender hook will regenerate.
 */
import { findApp, REMOTES, SHELL } from '../../platform';
import { ROUTES } from '@fvc/shell/route-table';

export interface OwnedRoute {
  /** A path a browser can open (`/noticias/*` -> `/noticias`). */
  path: string;
  /** Federation name of the remote that renders it. */
  remote: string;
}

const openable = (pattern: string) => pattern.replace(/\/\*$/, '') || '/';

const ALL: OwnedRoute[] = ROUTES.map((route) => ({ path: openable(route.path), remote: route.remote })).filter(
  (route, index, routes) => routes.findIndex((other) => other.path === route.path) === index,
);

/** The remote that owns a concrete path (`/legales/revocacion` falls under `/legales/*`), if any. */
export function ownerOf(pathname: string): string | null {
  const exact = ROUTES.find((route) => route.path === pathname);
  if (exact) return exact.remote;
  const prefix = ROUTES.find((route) => route.path.endsWith('/*') && (pathname === route.path.slice(0, -2) || pathname.startsWith(route.path.slice(0, -1))));
  return prefix?.remote ?? null;
}

/** The routes an app owns; the shell's chrome is in every page, so it owns them all. */
export function ownedRoutes(appDir: string): OwnedRoute[] {
  const app = findApp(appDir);
  return app === SHELL ? ALL : ALL.filter((route) => route.remote === app.federationName);
}

/**
 * Routes only a signed-in customer sees (the signed-out visitor of a contract test gets a 401 and
 * a redirect); the account team's own browser specs sign in and cover them.
 */
const SIGNED_IN_ONLY = /^\/my-account(\/|$)/;

/** What a contract test opens: the app's public routes; for the shell, the first route of each remote. */
export function contractRoutes(appDir: string): OwnedRoute[] {
  const open = ALL.filter((route) => !SIGNED_IN_ONLY.test(route.path));
  if (findApp(appDir) !== SHELL) return open.filter((route) => ownedRoutes(appDir).includes(route));
  return REMOTES.flatMap((remote) => open.find((route) => route.remote === remote.federationName) ?? []);
}
