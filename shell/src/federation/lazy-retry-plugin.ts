import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RetryPlugin } from '@module-federation/retry-plugin';

type RetryOptions = Parameters<typeof RetryPlugin>[0];

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/** The plugin's own default when `retryTimes` is not given. */
const PLUGIN_DEFAULT_RETRIES = 3;

const pause = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

function oneFewer<T extends { retryTimes?: number } | undefined>(option: T): T {
  return option && { ...option, retryTimes: Math.max(0, (option.retryTimes ?? PLUGIN_DEFAULT_RETRIES) - 1) };
}

/**
 * Module Federation's retry plugin, fetched only after a federation request has failed. It is
 * 5.8 KiB gzip that a visit whose remotes load the first time never uses, so it stays off the
 * first load (issue #15, PERF.md step 2). A request is tried as many times as with the plugin
 * registered up front: where the plugin would make the first attempt itself (manifest fetches,
 * expose factories), that attempt runs here, judged by the plugin's rules (a manifest must also
 * parse as JSON: a server that answers a missing file with its HTML page says 200), then the
 * configured `retryDelay` passes and the plugin makes one retry fewer. A remote entry that failed
 * reaches the plugin as it always did, through `loadEntryError`. Between its own manifest
 * retries the plugin (0.17) waits its fixed 1 s: it does not pass `retryDelay` on for fetches.
 */
export function lazyRetryPlugin(
  options: RetryOptions,
  /** A manifest the page already holds (manifest-snapshots.ts): answered as it is, with no request to try or check. */
  heldManifest: (url: string) => Response | undefined = () => undefined,
): ModuleFederationRuntimePlugin {
  let plugins: Promise<{ afterOurAttempt: ModuleFederationRuntimePlugin; asConfigured: ModuleFederationRuntimePlugin }> | null = null;
  const retries = () =>
    (plugins ??= import('@module-federation/retry-plugin')
      .then(({ RetryPlugin: createRetryPlugin }) => ({
        afterOurAttempt: createRetryPlugin({ fetch: oneFewer(options.fetch), script: oneFewer(options.script) }),
        asConfigured: createRetryPlugin(options),
      }))
      .catch((error: unknown) => {
        // The network failed the plugin's chunk too: fetch it again at the next failure.
        plugins = null;
        throw error;
      }));

  return {
    name: 'fvc-lazy-retry',
    async fetch(url, init): Promise<Response> {
      const held = heldManifest(url);
      if (held) return held;
      try {
        const response = await fetch(url, init);
        if (response.ok) {
          await response.clone().json();
          return response;
        }
      } catch {
        // Offline for a moment, the connection dropped, or not JSON: the retries below.
      }
      await pause(options.fetch?.retryDelay);
      const { afterOurAttempt } = await retries();
      // The plugin answers with the response or throws its own error after the last retry.
      return (await afterOurAttempt.fetch?.(url, init)) || Promise.reject(new Error(`No se pudo obtener ${url}`));
    },
    // Called by the runtime only after a remote entry failed to load: the plugin retries it.
    loadEntryError(args) {
      return retries().then(({ asConfigured }) => asConfigured.loadEntryError?.(args)) as LoadEntryErrorResult;
    },
    async getModuleFactory(args) {
      try {
        return await args.remoteEntryExports.get(args.expose);
      } catch {
        await pause(options.script?.retryDelay);
        const { afterOurAttempt } = await retries();
        return afterOurAttempt.getModuleFactory?.(args);
      }
    },
  };
}
