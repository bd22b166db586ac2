import { ROUTES, type RouteEntry } from './route-table';

const SPLAT = '/*';

/** A table path without its `/*`, in lower case: what a pathname is compared with. */
function base(path: string): string {
  return (path.endsWith(SPLAT) ? path.slice(0, -SPLAT.length) : path).toLowerCase();
}

// A page before a prefix: the more specific entry wins, as react-router ranks them. No prefix lies
// below another (the test checks), so their order does not matter.
const EXACT = new Map(ROUTES.filter((entry) => !entry.path.endsWith(SPLAT)).map((entry) => [base(entry.path), entry]));
const PREFIXED = ROUTES.filter((entry) => entry.path.endsWith(SPLAT)).map((entry) => ({ prefix: base(entry.path), entry }));

/** Whether a pathname is `prefix` itself or a path below it. */
export const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The pathname as the router reads it: each segment decoded, trailing slashes dropped, in lower case. */
function normalise(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape: react-router matches the path as it came, and so do we.
  }
  return decoded.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The table entry that owns a pathname, or null when no route does (then docs/product.md §2 sends users home).
 *
 * Compared as strings, with react-router's rules (letter case ignored, trailing slashes allowed,
 * segments percent-decoded), because the table has only two kinds of path: a page (`/contacto`)
 * and a page with everything below it (`/noticias/*`). react-router's `matchRoutes` ranked the
 * table and built a regular expression per route on every call, twice per page, in the start-up's
 * main-thread work (issue #15). The test checks every kind of pathname against `matchRoutes`, and
 * that the table keeps to what this matcher understands.
 */
export function matchRoute(pathname: string): RouteEntry | null {
  const path = normalise(pathname);
  const exact = EXACT.get(path);
  if (exact) return exact;
  return PREFIXED.find(({ prefix }) => isUnder(path, prefix))?.entry ?? null;
}
