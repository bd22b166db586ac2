import { useEffect } from 'react';
import { appStore, useAppStore } from '@fvc/shared/session';
import type { RouteMeta } from './route-table';

function setMetaTag(name: string, content: string | undefined): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Title, description, keywords and robots per route (docs/product.md §2); the default title is the company name. A
 * page that names itself by its content (`usePageTitle`, a news item) is titled and described by
 * it on its own path.
 */
export function useRouteMeta(meta: RouteMeta | undefined, companyName: string | undefined, pathname: string): void {
  // Subscribed, so a name given later (the content arrived) titles the page again.
  const named = useAppStore((state) => (state.pageTitle?.path === pathname ? state.pageTitle : undefined));
  useEffect(() => {
    // Read again here: a page's effect may have named it in this same commit, after this render
    // (a hydrated news item). The render's value would title it by its section for a moment.
    const current = appStore.getState().pageTitle;
    const own = current?.path === pathname ? current : undefined;
    const title = own?.title ?? meta?.title;
    const site = companyName ?? document.title;
    document.title = title && companyName ? `${title} | ${companyName}` : site;
    setMetaTag('description', own?.description ?? meta?.description ?? companyName);
    setMetaTag('keywords', meta?.keywords);
    setMetaTag('robots', meta?.robots);
  }, [meta, named, companyName, pathname]);
}
