/**
 * One typed map of event name -> payload. Remotes never import each other; when one part of the
 * page has to tell another something (the API client telling the shell that the session expired,
 * the federation runtime telling the shell that a remote is down), it goes through here.
 */
export interface AppEvents {
  /** `unauthorized`: the API refused to renew it; `signed-out-elsewhere`: another tab signed out. */
  'session:expired': { reason: 'unauthorized' | 'signed-out-elsewhere' };
  'remote:load-failed': { remote: string; message: string };
  'service:error': { message: string };
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

export interface EventBus {
  emit<K extends keyof AppEvents>(event: K, payload: AppEvents[K]): void;
  on<K extends keyof AppEvents>(event: K, handler: Handler<K>): () => void;
}

export function createEventBus(): EventBus {
  const handlers = new Map<keyof AppEvents, Set<Handler<never>>>();
  return {
    emit(event, payload) {
      handlers.get(event)?.forEach((handler) => (handler as Handler<typeof event>)(payload));
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(event, set);
      return () => set.delete(handler as Handler<never>);
    },
  };
}

/** The page's single bus: @fvc/shared is a federation singleton, so every remote gets this one. */
export const eventBus = createEventBus();
