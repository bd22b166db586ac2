import type { StateCreator } from 'zustand';

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
 * docs/product.md §3 "Shared UI state": only what something reads (decision 0048: the page-wide loader and
 * the never-read flags are gone).
 */
export interface UiSlice {
  /**
   * A failed user action the page cannot recover from (docs/product.md §4, §8): the service-error popup
   * shows it, and closing it reloads the page. Set by the query clients (`createQueryClient`).
   */
  error: string | null;
  paymentAlertOpen: boolean;
  /** See PageTitle; set through usePageTitle. */
  pageTitle: PageTitle | null;
  setError: (error: string | null) => void;
  setPaymentAlertOpen: (open: boolean) => void;
  setPageTitle: (pageTitle: PageTitle | null) => void;
}

export const createUiSlice: StateCreator<UiSlice> = (set) => ({
  error: null,
  paymentAlertOpen: false,
  pageTitle: null,
  setError: (error) => set({ error }),
  setPaymentAlertOpen: (paymentAlertOpen) => set({ paymentAlertOpen }),
  setPageTitle: (pageTitle) => set({ pageTitle }),
});
