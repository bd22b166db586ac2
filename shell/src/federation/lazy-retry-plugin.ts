import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RetryPlugin } from '@module-federation/retry-plugin';

type RetryOptions = Parameters<typeof RetryPlugin>[0];

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

/** The plugin's own default when `retryTimes` is not given. */
const PLUGIN_DEFAULT_RETRIES = 3;

function oneFewer<T extends { retryTimes?: number } | undefined>(option: T): T {
  return option && { ...option, retryTimes: Math.max(0, (option.retryTimes ?? PLUGIN_DEFAULT_RETRIES) - 1) };
}

/**
 * Module Federation's retry plugin, fetched only after a federation request has failed. It is
 * 5.8 KiB gzip that a visit whose remotes load the first time never uses, so it stays off the
 * first load (issue #15, PERF.md step 2). A request is tried as often as with the plugin
 * registered up front: where the plugin would make the first attempt itself (manifest fetches,
 * expose factories), that attempt runs here and the plugin makes one retry fewer; a remote entry
 * that failed reaches the plugin as it always did, through `loadEntryError`.
 */
export function lazyRetryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  let plugins: Promise<{ afterOurAttempt: ModuleFederationRuntimePlugin; asConfigured: ModuleFederationRuntimePlugin }> | null = null;
  const retries = () =>
    (plugins ??= import('@module-federation/retry-plugin').then(({ RetryPlugin: createRetryPlugin }) => ({
      afterOurAttempt: createRetryPlugin({ fetch: oneFewer(options.fetch), script: oneFewer(options.script) }),
      asConfigured: createRetryPlugin(options),
    })));

  return {
    name: 'fvc-lazy-retry',
    async fetch(url, init): Promise<Response> {
      try {
        const response = await fetch(url, init);
        if (response.ok) return response;
      } catch {
        // Offline for a moment, or the connection dropped: the retries below.
      }
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
        const { afterOurAttempt } = await retries();
        return afterOurAttempt.getModuleFactory?.(args);
      }
    },
  };
}
