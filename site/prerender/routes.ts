/**
 * The public pages drawn at deploy time (issue #15). A route is here when its remote has a Node
 * build (rspack.config.ts `ssrEntry`) and its first render reads its data through `peek`
 * (docs/decisions/0013). The news items' pages are listed by the API when the job runs
 * (`CONTENT_ROUTES`). The rest stay client-rendered: customer pages always, the pages that draw a
 * form for a campaign (`/formularios`, `/campaign`, `/syntage`), the addresses that only repeat
 * another page (`/about`, `/legal`, `/legales`, `/news-details/:id`), and the calculator's steps 2
 * and 3, which draw the visitor's own choice. The dealer locator is drawn with its first page and
 * no map: the map is the visitor's to open on a phone, and drawn in its kept place on a wide screen.
 */
import type { NewsList } from '@fvc/shared/contracts';
import { findApp, SHELL } from '../../platform';
import { ownerOf } from '../release/route-ownership';
import { pageFileName } from './prerendered-files';

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

/**
 * Routes drawn once for each item the API lists when the job runs: each news item of the news
 * list (its 50 most recent, the ones the list links to), so its page arrives with its text and its
 * headline as title. A run over the whole list drops the page of an item no longer listed: an
 * older item is then client-rendered, as before.
 */
export const CONTENT_ROUTES: Readonly<Record<string, (apiUrl: string) => Promise<string[]>>> = {
  '/noticias/:id': async (apiUrl) => {
    const response = await fetch(new URL('/api/news', apiUrl));
    if (!response.ok) throw new Error(`/api/news respondió ${response.status}`);
    const { items } = (await response.json()) as NewsList;
    return items.map((item) => `/noticias/${item.id}`);
  },
};

/** Every route the job draws in a run over the whole list: the fixed pages, then the content's. */
export const ALL_PRERENDERED_ROUTES: readonly string[] = [...PRERENDERED_ROUTES, ...Object.keys(CONTENT_ROUTES)];

export interface ExpandedRoutes {
  routes: string[];
  /** Content routes whose list could not be read: their pages stay as they were. */
  failed: Array<{ route: string; reason: string }>;
}

/** The addresses a list of routes stands for: each content route as the API lists it now, the others as they are. */
export async function expandRoutes(routes: readonly string[], apiUrl: string): Promise<ExpandedRoutes> {
  const expanded: ExpandedRoutes = { routes: [], failed: [] };
  for (const route of routes) {
    const list = CONTENT_ROUTES[route];
    if (!list) {
      expanded.routes.push(route);
      continue;
    }
    try {
      // An address the pages' folder cannot name is left to the client-rendered page.
      expanded.routes.push(...(await list(apiUrl)).filter((address) => pageFileName(address) !== null));
    } catch (error) {
      expanded.failed.push({ route, reason: (error as Error).message });
    }
  }
  return expanded;
}

/** The prerendered routes an app's release must regenerate: all for the shell (its chrome is on each), a remote's own. */
export function prerenderedRoutesOf(appDir: string): string[] {
  const app = findApp(appDir);
  if (app === SHELL) return [...ALL_PRERENDERED_ROUTES];
  return ALL_PRERENDERED_ROUTES.filter((route) => ownerOf(route) === app.federationName);
}
