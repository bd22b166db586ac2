/**
 * The public pages drawn at deploy time (issue #15). A route is here when its remote has a Node
 * build (rspack.config.ts `ssrEntry`) and its first render reads its data through `peek`
 * (docs/decisions/0013). The rest stay client-rendered: customer pages always, and public pages
 * not yet moved to `peek` (news items, FAQs, brands, forms; the dealer remote has no Node build
 * yet), and the calculator's steps 2 and 3, which draw the visitor's own choice.
 */
import { findApp, SHELL } from '../../platform';
import { ownerOf } from '../release/route-ownership';

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
  '/calculadora/paso-1',
];

/** The prerendered routes an app's release must regenerate: all for the shell (its chrome is on each), a remote's own. */
export function prerenderedRoutesOf(appDir: string): string[] {
  const app = findApp(appDir);
  if (app === SHELL) return [...PRERENDERED_ROUTES];
  return PRERENDERED_ROUTES.filter((route) => ownerOf(route) === app.federationName);
}
