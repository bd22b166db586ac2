import { createStore } from 'zustand/vanilla';
import { createCalculatorSlice, type CalculatorSlice } from './calculator-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { tabIsSignedIn } from './signed-in-tab';
import { SESSION_USER_KEY } from './storage-keys';
import { createRuntimeSlice, type RuntimeSlice } from './runtime-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

export type AppState = SessionSlice & UiSlice & CalculatorSlice & RuntimeSlice;

/** What is kept under the `user` key (docs/product.md §3): the customer only; the access token stays in memory (docs/architecture.md §4). */
interface StoredUser {
  state: { user: AppState['user'] };
  version: 0;
}

function readStoredUser(): AppState['user'] | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_USER_KEY) ?? 'null') as Partial<StoredUser> | null;
    return stored?.state?.user === undefined ? undefined : stored.state.user;
  } catch {
    return undefined; // an unreadable entry is no session
  }
}

function writeStoredUser(user: AppState['user']): void {
  const stored: StoredUser = { state: { user: user && { customer: user.customer, jwt: null } }, version: 0 };
  sessionStorage.setItem(SESSION_USER_KEY, JSON.stringify(stored));
}

/**
 * One vanilla store of slices, so the API client and the event bus can use it without React.
 * Only the session user's customer is kept, under the `user` key of docs/product.md §3 in sessionStorage, in the
 * shape zustand's `persist` wrote before (so a session open across a deployment survives). A few
 * lines instead of the middleware, which weighed on every page for this one key (issue #15).
 */
export function createAppStore() {
  const store = createStore<AppState>()((...args) => ({
    ...createSessionSlice(...args),
    ...createUiSlice(...args),
    ...createCalculatorSlice(...args),
    ...createRuntimeSlice(...args),
  }));
  const user = readStoredUser();
  // A customer kept in this tab whose session cookies are gone: the session idled out (the XSRF
  // cookie expires with the refresh cookie, 30 minutes after the last refresh). The page greets
  // no one, instead of greeting them until its first call to the API is refused, and a customer
  // page says the session expired. The tab's own choices (the alert closed, the calculator's)
  // stay, as when a refresh finds no session.
  if (user?.customer && !tabIsSignedIn(sessionStorage, document.cookie)) {
    writeStoredUser(null);
    store.setState({ sessionEndedOnLoad: true });
  } else if (user !== undefined) {
    store.setState({ user });
  }
  store.subscribe((state, previous) => {
    if (state.user !== previous.user) writeStoredUser(state.user);
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The page's single store: @fvc/shared is a federation singleton, so the shell and every remote share it. */
export const appStore: AppStore = createAppStore();
