import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { eventBus } from '@fvc/shared/session';

/**
 * `errorLoadRemote`: when a remote cannot be fetched or evaluated, tell the shell through the bus
 * and let the error reach the area's error boundary, which shows the Spanish fallback with
 * "Reintentar". Returning nothing rethrows the original error.
 */
export function loadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fvc-load-error',
    errorLoadRemote({ id, error }) {
      const remote = id.split('/')[0] ?? id;
      const message = error instanceof Error ? error.message : String(error);
      eventBus.emit('remote:load-failed', { remote, message });
      return undefined;
    },
  };
}
