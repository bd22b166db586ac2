import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName, RemoteRoutesModule } from '@fvc/shared/federation';
import { loadErrorPlugin } from './load-error-plugin';

let registry: Record<string, string> = {};

/**
 * Registers the remotes named in the runtime registry (remote name -> mf-manifest.json URL).
 * Nothing about where remotes live is in the shell bundle: changing the registry file, or
 * redeploying a remote behind the same URL, changes what users get without rebuilding the shell.
 */
export function initFederation(remotes: Record<string, string>): void {
  registry = remotes;
  // Module Federation's own retry plugin, as documented (decision 0049): a manifest or entry lost
  // to a dropped connection is asked for again before the Spanish fallback shows.
  registerPlugins([RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 400 }, script: { retryTimes: 2, retryDelay: 400 } }), loadErrorPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

async function loadThroughFederation(remote: RemoteName): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  if (!module?.default) throw new Error(`El remoto ${remote} no expone ./routes`);
  return module;
}

let loadRoutes = loadThroughFederation;

export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  return loadRoutes(remote);
}

/**
 * The prerender job renders in Node, where remotes come from their Node builds (the
 * `ssrRemoteEntry` of each manifest), not through the browser's federation runtime.
 */
export function loadRemotesWith(loader: (remote: RemoteName) => Promise<RemoteRoutesModule>): void {
  loadRoutes = loader;
}

/** Forget a remote that failed, so the next load fetches its manifest and entry again. */
export function resetRemote(remote: RemoteName): void {
  const entry = registry[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
