import { useEffect } from 'react';
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

/** Title, description and keywords per route (SPEC §2); the default title is the company name. */
export function useRouteMeta(meta: RouteMeta | undefined, companyName: string | undefined): void {
  useEffect(() => {
    const site = companyName ?? document.title;
    document.title = meta?.title && companyName ? `${meta.title} | ${companyName}` : site;
    setMetaTag('description', meta?.description ?? companyName);
    setMetaTag('keywords', meta?.keywords);
  }, [meta, companyName]);
}
