import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createCalculatorSlice, type CalculatorSlice } from './calculator-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { SESSION_USER_KEY } from './storage-keys';
import { createRuntimeSlice, type RuntimeSlice } from './runtime-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

export type AppState = SessionSlice & UiSlice & CalculatorSlice & RuntimeSlice;

/**
 * One vanilla store of slices, so the API client and the event bus can use it without React.
 * Only the session user's customer is persisted, under SPEC's `user` key in sessionStorage.
 */
export function createAppStore() {
  return createStore<AppState>()(
    persist(
      (...args) => ({
        ...createSessionSlice(...args),
        ...createUiSlice(...args),
        ...createCalculatorSlice(...args),
        ...createRuntimeSlice(...args),
      }),
      {
        name: SESSION_USER_KEY,
        storage: createJSONStorage(() => sessionStorage),
        // The customer only: the access token stays in memory (DESIGN §4).
        partialize: (state) => ({ user: state.user && { customer: state.user.customer, jwt: null } }),
      },
    ),
  );
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The page's single store: @fvc/shared is a federation singleton, so the shell and every remote share it. */
export const appStore: AppStore = createAppStore();
