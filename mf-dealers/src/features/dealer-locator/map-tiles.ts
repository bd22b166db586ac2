export interface MapTiles {
  url: string;
  attribution: string;
}

/** OpenStreetMap's own tiles: no key needed (docs/product.md §10). */
export const OPEN_STREET_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>',
};

/**
 * A key-based tile provider can be set without rebuilding: an optional `mapTiles: { url,
 * attribution }` in /runtime-config.json (the file the shell already reads at start). Anything
 * missing or malformed falls back to OpenStreetMap.
 */
export async function loadMapTiles(fetchImpl: typeof fetch = fetch): Promise<MapTiles> {
  try {
    const response = await fetchImpl('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) return OPEN_STREET_MAP_TILES;
    const { mapTiles } = (await response.json()) as { mapTiles?: Partial<MapTiles> };
    if (typeof mapTiles?.url === 'string' && /^https:\/\//.test(mapTiles.url) && typeof mapTiles.attribution === 'string') {
      return { url: mapTiles.url, attribution: mapTiles.attribution };
    }
  } catch {
    // No config file (standalone dev server) or not JSON: the default map still works.
  }
  return OPEN_STREET_MAP_TILES;
}
