/**
 * The prerender job fetches what a browser would (the API, the remotes' manifests, builds and
 * styles) at the addresses the registry gives, which are the visitors' addresses. In a container
 * those point at the host: PRERENDER_FETCH_VIA maps them to where the job reaches the same
 * servers, e.g. "http://localhost:3000=http://site" (docker-compose.yml: the site's one origin).
 * The pages still name the visitors' addresses; only the job's own requests go the other way.
 * A pair may name a path too, and the first pair that matches wins: "http://localhost:3000/api=
 * http://api:4000/api" reads content from the API itself, not through the site's shared cache, so
 * a publication is drawn as soon as it is made (issue #71).
 */
const ADDRESS = /^https?:\/\/[^/\s]+(\/[^\s=]*[^\s=/])?$/;

export function parseOriginMap(text: string | undefined): Array<[string, string]> {
  return (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const [from = '', to = ''] = pair.split('=');
      if (!ADDRESS.test(from) || !ADDRESS.test(to)) throw new Error(`PRERENDER_FETCH_VIA: "${pair}" no es origen=origen (o origen/ruta=origen/ruta)`);
      return [from, to] as [string, string];
    });
}

export function rewriteUrl(url: string, map: ReadonlyArray<[string, string]>): string {
  for (const [from, to] of map) if (url === from || url.startsWith(`${from}/`)) return `${to}${url.slice(from.length)}`;
  return url;
}

/** Routes this process's `fetch` through the map (nothing changes without one). */
export function fetchVia(text: string | undefined): void {
  const map = parseOriginMap(text);
  if (map.length === 0) return;
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => original(typeof input === 'string' ? rewriteUrl(input, map) : input instanceof URL ? rewriteUrl(input.toString(), map) : input, init);
}
