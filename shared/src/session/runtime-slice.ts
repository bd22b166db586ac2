import type { StateCreator } from 'zustand';

/**
 * Runtime configuration every part of the page needs. It lives in the singleton store, not in the
 * API client, because each app bundles its own copy of the client (docs/decisions/0004): the shell
 * sets the API base URL once and every copy reads it here.
 */
export interface RuntimeSlice {
  apiBaseUrl: string;
  setApiBaseUrl: (apiBaseUrl: string) => void;
}

export const createRuntimeSlice: StateCreator<RuntimeSlice> = (set) => ({
  apiBaseUrl: '',
  setApiBaseUrl: (apiBaseUrl) => set({ apiBaseUrl }),
});
