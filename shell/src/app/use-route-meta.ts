import { useEffect } from 'react';
import { useAppStore } from '@fvc/shared/session';
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
 * Title, description and keywords per route (SPEC §2); the default title is the company name. A
 * page that names itself by its content (`usePageTitle`, a news item) is titled by that name on
 * its own path.
 */
export function useRouteMeta(meta: RouteMeta | undefined, companyName: string | undefined, pathname: string): void {
  const named = useAppStore((state) => (state.pageTitle?.path === pathname ? state.pageTitle.title : undefined));
  const title = named ?? meta?.title;
  useEffect(() => {
    const site = companyName ?? document.title;
    document.title = title && companyName ? `${title} | ${companyName}` : site;
    setMetaTag('description', meta?.description ?? companyName);
    setMetaTag('keywords', meta?.keywords);
  }, [meta, title, companyName]);
}
