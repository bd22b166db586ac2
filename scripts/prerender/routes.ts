/**
 * The public pages drawn at deploy time (issue #15). A route is here when its remote has a Node
 * build (rspack.config.ts `ssrEntry`) and its first render reads its data through `peek`
 * (docs/decisions/0013). The rest stay client-rendered: customer pages always, and public pages
 * not yet moved to `peek` (news items, FAQs, brands, forms; the calculator and dealer remotes have
 * no Node build yet).
 */
import { ownedRoutes } from '../release/route-ownership';

export const PRERENDERED_ROUTES: readonly string[] = [
  '/',
  '/contacto',
  '/noticias',
  '/acerca',
  '/legales/terminosycondiciones',
  '/legales/aviso-de-privacidad',
  '/legales/revocacion',
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
