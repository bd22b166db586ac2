/**
 * First-render data (issue #15, docs/decisions/0013). A prerendered page was drawn with some API
 * answers; the browser's first render (hydration) must draw the same thing, so the page carries
 * those answers as JSON and the shell's bootstrap puts them here before it hydrates.
 *
 * The prerender job collects them: while it renders, a `peek` that misses starts the request and
 * the job renders again once every started request is answered.
 *
 * It lives on globalThis, not in this module: each app bundles its own copy of the API client
 * (docs/decisions/0004), and a page has one set of answers for all of them.
 */
export interface FirstRenderData {
  /** Answers by request name and key (`home:default`, `financing-plan:3`). */
  data: Record<string, unknown>;
  /** Only while a prerender job renders: the requests started by peeks that missed. */
  pending?: Promise<unknown>[];
}

const GLOBAL_KEY = '__FVC_FIRST_RENDER_DATA__';
type Holder = { [GLOBAL_KEY]?: FirstRenderData };

export function firstRenderData(): FirstRenderData | undefined {
  return (globalThis as Holder)[GLOBAL_KEY];
}

/** The browser: the answers the page was prerendered with (the `#fvc-first-render-data` script). */
export function provideFirstRenderData(data: Record<string, unknown>): void {
  (globalThis as Holder)[GLOBAL_KEY] = { data };
}

/** The prerender job, before each page: collect the answers its render asks for. */
export function collectFirstRenderData(): FirstRenderData {
  const collecting: FirstRenderData = { data: {}, pending: [] };
  (globalThis as Holder)[GLOBAL_KEY] = collecting;
  return collecting;
}

/** Where a page carries its first-render data, read by the shell before it hydrates. */
export const FIRST_RENDER_DATA_ID = 'fvc-first-render-data';

/** Where a prerendered page describes itself (the remote build it was drawn with); only such a page has it. */
export const PRERENDERED_PAGE_ID = 'fvc-prerendered';

/** The page's first-render data, if it was prerendered with some. */
export function readInlineFirstRenderData(doc: Document = document): Record<string, unknown> | null {
  const text = doc.getElementById(FIRST_RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
