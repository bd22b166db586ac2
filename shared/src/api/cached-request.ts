/**
 * Named, explicit caching for content that does not change during a visit (banners, plans,
 * company data). A failed request is forgotten, so the next caller tries again.
 */
export function cachedRequest<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
  keyOf: (...args: Args) => string = () => 'default',
): ((...args: Args) => Promise<T>) & { clear: () => void } {
  const cache = new Map<string, Promise<T>>();
  const cached = (...args: Args): Promise<T> => {
    const key = keyOf(...args);
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = load(...args).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, pending);
    return pending;
  };
  return Object.assign(cached, { clear: () => cache.clear() });
}
