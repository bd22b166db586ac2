import { PRERENDERED_PAGE_ID } from '@fvc/shared/api';

/**
 * What a prerendered page says about itself (site/prerender/page-document.ts): the remote
 * build it was drawn with. The shell hydrates such a page with that build, so the first render
 * matches the HTML even if the remote has been released since (its old files stay served).
 */
export interface PrerenderedPage {
  remote: string;
  manifest: string;
}

export function readPrerenderedPage(doc: Document = document): PrerenderedPage | null {
  try {
    const parsed = JSON.parse(doc.getElementById(PRERENDERED_PAGE_ID)?.textContent ?? 'null') as Partial<PrerenderedPage> | null;
    if (!parsed || typeof parsed.remote !== 'string' || typeof parsed.manifest !== 'string') return null;
    return { remote: parsed.remote, manifest: parsed.manifest };
  } catch {
    return null;
  }
}
