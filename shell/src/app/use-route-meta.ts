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
 * page that names itself by its content (`usePageTitle`, a news item) is titled and described by
 * it on its own path.
 */
export function useRouteMeta(meta: RouteMeta | undefined, companyName: string | undefined, pathname: string): void {
  const named = useAppStore((state) => (state.pageTitle?.path === pathname ? state.pageTitle : undefined));
  const title = named?.title ?? meta?.title;
  const description = named?.description ?? meta?.description ?? companyName;
  useEffect(() => {
    const site = companyName ?? document.title;
    document.title = title && companyName ? `${title} | ${companyName}` : site;
    setMetaTag('description', description);
    setMetaTag('keywords', meta?.keywords);
  }, [meta, title, description, companyName]);
}
