import { useEffect } from 'react';
import { useLocation } from '../router';
import { handOverPageHead } from './page-head';
import { appStore } from './store';
import type { PageTitle } from './ui-slice';

/**
 * Names the page the visitor is on by its content (a news item's headline), in the browser's tab
 * and history, for a route whose table title is only its section's ("Noticias"). The shell adds
 * the company name, as it does to every title. `undefined` while the content loads: the section's
 * title stays meanwhile. A description, if given, replaces the route's in the page's head.
 */
export function usePageTitle(title: string | undefined, description?: string): void {
  const { pathname } = useLocation();
  // While a prerender job draws the page, they go into the page's head, as the route's would
  // (docs/decisions/0013); effects do not run there.
  if (title) handOverPageHead({ title, description });
  useEffect(() => {
    if (!title) return undefined;
    const pageTitle: PageTitle = { path: pathname, title, description };
    appStore.getState().setPageTitle(pageTitle);
    return () => {
      // Only its own: the next page may already have named itself.
      if (appStore.getState().pageTitle === pageTitle) appStore.getState().setPageTitle(null);
    };
  }, [pathname, title, description]);
}
