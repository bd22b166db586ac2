import { useEffect } from 'react';
import { useLocation } from '../router';
import { appStore } from './store';
import type { PageTitle } from './ui-slice';

/**
 * Names the page the visitor is on by its content (a news item's headline), in the browser's tab
 * and history, for a route whose table title is only its section's ("Noticias"). The shell adds
 * the company name, as it does to every title. `undefined` while the content loads: the section's
 * title stays meanwhile.
 */
export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return undefined;
    const pageTitle: PageTitle = { path: pathname, title };
    appStore.getState().setPageTitle(pageTitle);
    return () => {
      // Only its own: the next page may already have named itself.
      if (appStore.getState().pageTitle === pageTitle) appStore.getState().setPageTitle(null);
    };
  }, [pathname, title]);
}
