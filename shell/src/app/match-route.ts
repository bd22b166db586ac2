import { matchRoutes } from '@fvc/shared/router';
import { ROUTES, type RouteEntry } from './route-table';

const ROUTE_OBJECTS = ROUTES.map((entry) => ({ path: entry.path, entry }));

/** The table entry that owns a pathname, or null when no route does (then SPEC sends users home). */
export function matchRoute(pathname: string): RouteEntry | null {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  return matches?.[0]?.route.entry ?? null;
}
