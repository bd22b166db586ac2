import { firstRenderData } from './first-render-data';

export interface CachedRequest<Args extends unknown[], T> {
  (...args: Args): Promise<T>;
  /**
   * The answer if it is already here (loaded earlier in the visit, or carried by a prerendered
   * page), so a first render can draw it instead of a loading state. While a prerender job
   * renders, a miss starts the request (docs/decisions/0013).
   */
  peek: (...args: Args) => T | undefined;
  /**
   * Only what the prerendered page carries, never an answer that came since: what a render taking
   * that page over must draw, so it matches the page's HTML.
   */
  carried: (...args: Args) => T | undefined;
  clear: () => void;
}

export interface CachedRequestOptions {
  /**
   * A page can be drawn without this answer. Once the request has failed while a prerender job
   * runs, that job's pages are drawn without it (and the browser asks for it itself) instead of
   * the job asking again until it gives the route up.
   */
  optional?: boolean;
}

/**
 * Named, explicit caching for content that does not change during a visit (banners, plans,
 * company data). A failed request is forgotten, so the next caller tries again. The name keys the
 * answer in a prerendered page's first-render data; it must not change between releases.
 */
export function cachedRequest<Args extends unknown[], T>(
  name: string,
  load: (...args: Args) => Promise<T>,
  keyOf: (...args: Args) => string = () => 'default',
  { optional = false }: CachedRequestOptions = {},
): CachedRequest<Args, T> {
  const cache = new Map<string, Promise<T>>();
  const answers = new Map<string, T>();
  // Optional answers that failed while this job ran: its pages are drawn without them.
  const failedWhilePrerendering = new Set<string>();
  const cached = (...args: Args): Promise<T> => {
    const key = keyOf(...args);
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = load(...args).then(
      (answer) => {
        answers.set(key, answer);
        return answer;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, pending);
    return pending;
  };
  const peek = (...args: Args): T | undefined => {
    const key = keyOf(...args);
    const id = `${name}:${key}`;
    const page = firstRenderData();
    if (answers.has(key)) {
      const answer = answers.get(key) as T;
      // A job renders many pages in one process: each page carries every answer it drew.
      if (page?.pending) page.data[id] = answer;
      return answer;
    }
    if (page && id in page.data) {
      const answer = page.data[id] as T;
      answers.set(key, answer);
      cache.set(key, Promise.resolve(answer));
      return answer;
    }
    if (page?.pending && !failedWhilePrerendering.has(key)) {
      page.pending.push(
        cached(...args).then(
          (answer) => {
            page.data[id] = answer;
          },
          () => {
            if (optional) failedWhilePrerendering.add(key);
          },
        ),
      );
    }
    return undefined;
  };
  const carried = (...args: Args): T | undefined => {
    const page = firstRenderData();
    const id = `${name}:${keyOf(...args)}`;
    return page && !page.pending && id in page.data ? (page.data[id] as T) : undefined;
  };
  const clear = () => {
    cache.clear();
    answers.clear();
  };
  return Object.assign(cached, { peek, carried, clear });
}
