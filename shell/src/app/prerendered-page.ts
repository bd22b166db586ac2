import { PRERENDERED_PAGE_ID } from '@fvc/shared/api';

/**
 * What a prerendered page says about itself (scripts/prerender/page-document.ts): the remote
 * build it was drawn with. The shell hydrates such a page with that build, so the first render
 * matches the HTML even if the remote has been released since (its old files stay served).
 */
export interface PrerenderedPage {
  remote: string;
  manifest: string;
  /**
   * That build's mf-manifest.json as the job read it, so the runtime need not ask for it again
   * (federation/manifest-snapshots.ts). Pages drawn before it was added have none.
   */
  manifestSnapshot?: object;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readPrerenderedPage(doc: Document = document): PrerenderedPage | null {
  try {
    const parsed = JSON.parse(doc.getElementById(PRERENDERED_PAGE_ID)?.textContent ?? 'null') as Partial<PrerenderedPage> | null;
    if (!parsed || typeof parsed.remote !== 'string' || typeof parsed.manifest !== 'string') return null;
    const page: PrerenderedPage = { remote: parsed.remote, manifest: parsed.manifest };
    if (isObject(parsed.manifestSnapshot)) page.manifestSnapshot = parsed.manifestSnapshot;
    return page;
  } catch {
    return null;
  }
}
