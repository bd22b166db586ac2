import type { StateCreator } from 'zustand';
import type { SessionCustomer } from '../contracts/index';
import type { AppState } from './store';

/** SPEC §3: a customer (whose presence marks a signed-in customer) and a jwt object with a token. */
export interface SessionUser {
  customer: SessionCustomer | null;
  jwt: { token: string; expiresAt: string } | null;
}

export interface SessionSlice {
  user: SessionUser | null;
  signIn: (user: SessionUser) => void;
  signOut: () => void;
}

export const createSessionSlice: StateCreator<AppState, [], [], SessionSlice> = (set) => ({
  user: null,
  signIn: (user) => set({ user }),
  // SPEC §4 "Logout: clears session storage": flow keys go with the user.
  signOut: () => {
    sessionStorage.clear();
    set({ user: null });
  },
});

export const selectIsSignedIn = (state: AppState): boolean => state.user !== null;
export const selectCustomer = (state: AppState): SessionCustomer | null =>
  state.user?.customer ?? null;
