import type { StateCreator } from 'zustand';
import type { AppState } from './store';

/**
 * The title a page names itself by when the route table cannot (a news item is titled by its
 * content), with the path it was given on: the shell uses it on that path only, so a page that
 * has been left never titles the next one.
 */
export interface PageTitle {
  path: string;
  title: string;
  /** The page's description for search results and shared links (a news item's subtitle). */
  description?: string;
}

/**
 * SPEC §3 "Shared UI state". The loader has two flags because it animates: `show` puts it in the
 * page, `open` fades it in; closing reverses the order (SPEC §4 "Loader").
 */
export interface UiSlice {
  loader: { show: boolean; open: boolean };
  error: string | null;
  paymentAlertOpen: boolean;
  popupOpen: boolean;
  /** See PageTitle; set through usePageTitle. */
  pageTitle: PageTitle | null;
  /** Shows the loader, then opens (fades in) it on the next frame. */
  openLoader: () => void;
  /** Closes (fades out) the loader, then hides it after the 350 ms animation. */
  closeLoader: () => void;
  setError: (error: string | null) => void;
  setPaymentAlertOpen: (open: boolean) => void;
  setPopupOpen: (open: boolean) => void;
  setPageTitle: (pageTitle: PageTitle | null) => void;
}

/** SPEC §9: the loader's fade-out lasts 350 ms before it leaves the page. */
export const LOADER_HIDE_MS = 350;

let loaderOpenTimer: ReturnType<typeof setTimeout> | undefined;
let loaderHideTimer: ReturnType<typeof setTimeout> | undefined;

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  loader: { show: false, open: false },
  error: null,
  paymentAlertOpen: false,
  popupOpen: false,
  pageTitle: null,
  openLoader: () => {
    clearTimeout(loaderHideTimer);
    set({ loader: { show: true, open: false } });
    loaderOpenTimer = setTimeout(() => set({ loader: { show: true, open: true } }), 0);
  },
  closeLoader: () => {
    clearTimeout(loaderOpenTimer);
    set((state) => ({ loader: { show: state.loader.show, open: false } }));
    loaderHideTimer = setTimeout(() => set({ loader: { show: false, open: false } }), LOADER_HIDE_MS);
  },
  setError: (error) => set({ error }),
  setPaymentAlertOpen: (paymentAlertOpen) => set({ paymentAlertOpen }),
  setPopupOpen: (popupOpen) => set({ popupOpen }),
  setPageTitle: (pageTitle) => set({ pageTitle }),
});
