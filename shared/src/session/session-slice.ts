import type { StateCreator } from 'zustand';
import type { AccessToken, SessionCustomer, SessionResponse } from '../contracts/index';
import { eventBus } from './event-bus';
import { requestLogout, requestRefresh, SessionEndedError, withRefreshLock } from './session-requests';
import { FORM_DRAFT_KEY_PREFIX } from './storage-keys';
import type { RuntimeSlice } from './runtime-slice';

/**
 * docs/product.md §3: a customer (whose presence marks a signed-in customer) and a jwt object with a token.
 * Only the customer is kept in sessionStorage; the token lives in memory (any script can read web
 * storage), and after a reload it comes back through the refresh cookie (docs/architecture.md §4).
 */
export interface SessionUser {
  customer: SessionCustomer | null;
  jwt: AccessToken | null;
}

export interface SessionSlice {
  user: SessionUser | null;
  signIn: (user: SessionUser) => void;
  /**
   * A valid access token, refreshed first when it is missing or about to expire (`force` when the
   * API just refused it). One refresh at a time for the whole page, whoever asks; null when the
   * session is over, in which case the customer is signed out and `session:expired` published.
   */
  getAccessToken: (options?: { force?: boolean }) => Promise<string | null>;
  /** Tries the refresh cookie when nothing is stored (a new tab of a signed-in customer). */
  restoreSession: () => Promise<boolean>;
  /** Ends the session here and on the server (docs/product.md §4 "Logout": clears session storage). */
  signOut: () => void;
  /**
   * This tab named a customer whose session had idled out before the page loaded (store.ts): a
   * customer page then says the session expired, as when a refresh finds it ended.
   */
  sessionEndedOnLoad: boolean;
}

/** Refresh a little before expiry, so a call never leaves with a token about to lapse. */
const EXPIRY_MARGIN_MS = 30_000;
/** The tabs of one browser share the refresh cookie, so signing out in one ends the others too. */
const SESSION_CHANNEL = 'fvc-session';

interface SessionMessage {
  type: 'signed-out';
}

function openSessionChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

let inFlight: Promise<string | null> | null = null;

function isFresh(jwt: AccessToken | null | undefined): jwt is AccessToken {
  return !!jwt && Date.parse(jwt.expiresAt) - Date.now() > EXPIRY_MARGIN_MS;
}

export const createSessionSlice: StateCreator<SessionSlice & RuntimeSlice, [], [], SessionSlice> = (set, get) => {
  /** Forgets the session in this tab; `keepDrafts` when it ended without the customer asking. */
  const clearLocal = ({ keepDrafts = false } = {}) => {
    const drafts = keepDrafts ? Object.keys(sessionStorage).filter((key) => key.startsWith(FORM_DRAFT_KEY_PREFIX)) : [];
    const kept = drafts.map((key) => [key, sessionStorage.getItem(key) ?? ''] as const);
    sessionStorage.clear();
    for (const [key, value] of kept) sessionStorage.setItem(key, value);
    set({ user: null });
  };

  // The other tabs hear of a sign-out at once, instead of showing the customer's data until their
  // next call to the API is refused.
  const channel = openSessionChannel();
  channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type !== 'signed-out' || get().user === null) return;
    // This tab's customer did not ask: what they were typing waits for them (decision 0027).
    clearLocal({ keepDrafts: true });
    eventBus.emit('session:expired', { reason: 'signed-out-elsewhere' });
  });

  /** Stores the session a refresh answers; null, and the tab's session forgotten, when it ended. */
  const storeRefreshed = async (answer: Promise<SessionResponse>): Promise<string | null> => {
    try {
      const session = await answer;
      set({ user: { customer: session.customer, jwt: session.jwt }, sessionEndedOnLoad: false });
      return session.jwt.token;
    } catch (error) {
      if (!(error instanceof SessionEndedError)) throw error;
      // Only a session that was here is cleared. A visitor without one (a customer page opened
      // signed out) keeps what this tab holds: the alert they closed, the calculator's choices.
      if (get().user !== null) {
        // What the customer was typing waits for them to sign in again (decision 0027).
        clearLocal({ keepDrafts: true });
        eventBus.emit('session:expired', { reason: 'unauthorized' });
      }
      return null;
    }
  };

  const refreshUnderLock = (staleToken: string | undefined): Promise<string | null> =>
    withRefreshLock(async () => {
      // Another tab or caller may have refreshed while this one waited for the lock.
      const current = get().user?.jwt;
      if (isFresh(current) && current.token !== staleToken) return current.token;
      return storeRefreshed(requestRefresh(get().apiBaseUrl));
    });

  const refresh = (staleToken: string | undefined): Promise<string | null> => {
    if (inFlight) return inFlight;
    inFlight = refreshUnderLock(staleToken).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    user: null,
    sessionEndedOnLoad: false,
    signIn: (user) => {
      set({ user, sessionEndedOnLoad: false });
    },
    getAccessToken: async ({ force = false } = {}) => {
      const user = get().user;
      if (!user?.customer) return null;
      if (!force && isFresh(user.jwt)) return user.jwt.token;
      return refresh(user.jwt?.token);
    },
    restoreSession: async () => {
      if (get().user?.customer) return true;
      try {
        return (await refresh(undefined)) !== null;
      } catch {
        return false;
      }
    },
    signOut: () => {
      void requestLogout(get().apiBaseUrl);
      clearLocal();
      channel?.postMessage({ type: 'signed-out' } satisfies SessionMessage);
    },
  };
};

export const selectIsSignedIn = (state: SessionSlice): boolean => state.user !== null;
export const selectCustomer = (state: SessionSlice): SessionCustomer | null => state.user?.customer ?? null;
