/**
 * The public pages drawn at deploy time (issue #15). A route is here when its remote has a Node
 * build (rspack.config.ts `ssrEntry`) and its first render reads its data through `peek`
 * (docs/decisions/0013). The rest stay client-rendered: customer pages always, and public pages
 * whose first render needs the browser (editorial HTML is sanitized with the DOM's parser).
 */
import { ownedRoutes } from '../release/route-ownership';

export const PRERENDERED_ROUTES: readonly string[] = [
  '/',
  '/planes-financiamiento',
  '/planes-financiamiento/credito-directo',
  '/planes-financiamiento/arrendamiento-puro',
  '/planes-financiamiento/arrendamiento-financiero',
  '/planes-financiamiento/flexibility',
  '/planes-financiamiento/insurance',
];

/** The prerendered routes an app's release must regenerate: all for the shell (its chrome is on each), a remote's own. */
export function prerenderedRoutesOf(appDir: string): string[] {
  const owned = new Set(ownedRoutes(appDir).map((route) => route.path));
  return PRERENDERED_ROUTES.filter((route) => owned.has(route));
}
