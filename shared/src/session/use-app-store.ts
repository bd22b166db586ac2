import { useStore } from 'zustand';
import { appStore, type AppState } from './store';

/** Select one value of the shared store from a component. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}
