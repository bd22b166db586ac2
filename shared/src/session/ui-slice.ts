import type { StateCreator } from 'zustand';
import type { AppState } from './store';

/**
 * SPEC §3 "Shared UI state". The loader has two flags because it animates: `show` puts it in the
 * page, `open` fades it in; closing reverses the order (SPEC §4 "Loader").
 */
export interface UiSlice {
  loader: { show: boolean; open: boolean };
  error: string | null;
  paymentAlertOpen: boolean;
  popupOpen: boolean;
  setLoader: (loader: { show: boolean; open: boolean }) => void;
  setError: (error: string | null) => void;
  setPaymentAlertOpen: (open: boolean) => void;
  setPopupOpen: (open: boolean) => void;
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  loader: { show: false, open: false },
  error: null,
  paymentAlertOpen: false,
  popupOpen: false,
  setLoader: (loader) => set({ loader }),
  setError: (error) => set({ error }),
  setPaymentAlertOpen: (paymentAlertOpen) => set({ paymentAlertOpen }),
  setPopupOpen: (popupOpen) => set({ popupOpen }),
});
