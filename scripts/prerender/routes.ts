/**
 * The public pages drawn at deploy time (issue #15). A route is here when its remote has a Node
 * build (rspack.config.ts `ssrEntry`) and its first render reads its data through `peek`
 * (docs/decisions/0013). The rest stay client-rendered: customer pages always, public pages whose
 * addresses are not known at deploy time (news items) or that draw a form for a campaign
 * (`/formularios`, `/campaign`, `/syntage`), the addresses that only repeat another page
 * (`/about`, `/legal`, `/legales`), and the calculator's steps 2 and 3, which draw the visitor's
 * own choice. The dealer locator is drawn with its first page and no map:
 * the map is the visitor's to open on a phone, and drawn in its kept place on a wide screen.
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
  '/faqs/general-questions',
  '/faqs',
  '/brand-financial',
  '/brand-insurance',
  '/brand-daimler',
  '/planes-financiamiento',
  '/planes-financiamiento/credito-directo',
  '/planes-financiamiento/arrendamiento-puro',
  '/planes-financiamiento/arrendamiento-financiero',
  '/planes-financiamiento/flexibility',
  '/planes-financiamiento/insurance',
  '/calculadora/paso-1',
  '/distribuidores',
];

/** The prerendered routes an app's release must regenerate: all for the shell (its chrome is on each), a remote's own. */
export function prerenderedRoutesOf(appDir: string): string[] {
  const app = findApp(appDir);
  if (app === SHELL) return [...PRERENDERED_ROUTES];
  return PRERENDERED_ROUTES.filter((route) => ownerOf(route) === app.federationName);
}
