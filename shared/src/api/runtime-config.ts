/**
 * Configuration read at run time, so one build runs in every environment (docs/architecture.md §2).
 * `remotes` is the registry: remote name -> URL of its mf-manifest.json.
 */
export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<string, string>;
}

const CONFIG_PATH = '/runtime-config.json';
/** The page's copy of the registry, written into the HTML by the server (build/rspack.base.ts). */
const INLINE_CONFIG_ID = 'fvc-runtime-config';

function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = (value ?? {}) as Partial<RuntimeConfig>;
  if (typeof config.apiUrl !== 'string' || typeof config.remotes !== 'object' || !config.remotes) {
    throw new Error(`${CONFIG_PATH} no tiene apiUrl y remotes`);
  }
  return { apiUrl: config.apiUrl, remotes: config.remotes };
}

/**
 * The registry the server put in the page (issue #15: no round trip before the remotes can
 * load), or undefined when the page has none (the dev server leaves the placeholder comment).
 */
export function readInlineRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent?.trim();
  if (!text?.startsWith('{')) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`No se pudo leer ${CONFIG_PATH}: ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `loadRuntimeConfig`, tried again after each of `delaysMs` before giving up: a registry being
 * redeployed, or a connection dropped on a phone, answers within a few seconds (issue #14, the
 * registry unreachable). The page shows nothing meanwhile, as it would while loading slowly.
 */
export async function loadRuntimeConfigPatiently(delaysMs: readonly number[] = [500, 2_000], fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  for (const delay of delaysMs) {
    try {
      return await loadRuntimeConfig(fetchImpl);
    } catch {
      await wait(delay);
    }
  }
  return loadRuntimeConfig(fetchImpl);
}
