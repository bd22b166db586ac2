import { lazy, Suspense, use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useParams } from '@fvc/shared/router';
import { appStore, selectCustomer, usePageTitle } from '@fvc/shared/session';
import type { FirstViewLoader, ScreenAddress } from '../lib/first-view';
import { ScreenPlaceholder, screenTitle, type ScreenHeadingText } from './screen-heading';

/**
 * TanStack Query, the cache and the screens' first-view loaders are a chunk of their own. The
 * access screens (sign in, registration, password reset) never query, so they never download it.
 */
const loadCustomerDataArea = () => import(/* webpackChunkName: "customer-data-area" */ './customer-data-area');

/** Starts that download ahead of need, as sign-in does once the code is sent. A failure here is retried when a screen asks. */
export function preloadCustomerDataArea(): void {
  loadCustomerDataArea().catch(() => undefined);
}

interface PageAddress {
  pathname: string;
  search: string;
}

export interface CustomerScreen {
  /** Its route, for a screen of the customer area (`/my-account/contracts/:id`). */
  path?: string;
  /** Its label in the customer menu, when the menu shows it (the shell draws the menu: see `menu` below). */
  menu?: string;
  /** The screen, drawn under the query cache; its placeholder until it can be. */
  Screen: ComponentType;
  /**
   * When `page` is this screen's: starts its files now and, once a customer is signed in (a new
   * tab restores the session first), its first view's data; for the page being opened, before
   * React draws it. Says whether it was this screen's.
   */
  preloadFor: (page: PageAddress) => boolean;
}

/**
 * Runs `then` once a customer is signed in: now, or when the session the shell is restoring for a
 * new tab arrives (this waits for it rather than asking for it again), or after signing in.
 */
function whenSignedIn(then: () => void): void {
  if (selectCustomer(appStore.getState())) {
    then();
    return;
  }
  const stop = appStore.subscribe((state) => {
    if (!selectCustomer(state)) return;
    stop();
    then();
  });
}

/** `page` as a screen at `path` sees it (its route's parameters and query), or null when it is another screen's. */
function screenAddress(path: string, page: PageAddress): ScreenAddress | null {
  const match = matchRoutes([{ path }], page.pathname)?.[0];
  return match ? { params: match.params, search: new URLSearchParams(page.search) } : null;
}

/**
 * A screen that reads or changes customer data, as its own chunk, under the query cache. The
 * screen's chunk and the cache's download side by side. Its first visit in a page also waits for
 * its first view's data (`firstView`), so it is drawn once, complete, in one render React can
 * interleave with input, instead of a loading state and then one uninterruptible render per
 * answer (issue #15). Meanwhile its placeholder shows its heading (`heading`). Later visits draw
 * at once from the cache and refresh in the background.
 */
export function customerScreen(
  loadScreen: () => Promise<ComponentType>,
  {
    path,
    firstView,
    heading,
    title = heading && screenTitle(heading),
    menu,
  }: {
    path?: string;
    /** What the screen draws first, fetched beside its download (its folder's first-view loader). */
    firstView?: FirstViewLoader;
    /** Its heading, when it needs no data (its folder's): drawn by its placeholder too. */
    heading?: ScreenHeadingText;
    /** The tab's and the history's name for the screen (its heading's, when it has one). */
    title?: string | undefined;
    /**
     * Its label in the customer menu of docs/product.md §2, if the menu shows it. The shell draws
     * that menu on every page, before this remote loads, from its own list (menu-entries.ts); a
     * test holds the two to each other (site/release/customer-menu.test.ts).
     */
    menu?: string;
  } = {},
): CustomerScreen {
  let files: Promise<[Awaited<ReturnType<typeof loadCustomerDataArea>>, ComponentType]> | null = null;
  const loadFiles = () => {
    files ??= Promise.all([loadCustomerDataArea(), loadScreen()]).catch((error: unknown) => {
      files = null; // Asked again on the next try, not failed for good.
      throw error;
    });
    return files;
  };

  const Drawn = lazy(async () => {
    const [{ CustomerDataArea, queryClient }, Content] = await loadFiles();
    // The first visit's data, asked for once (a render again, or StrictMode's second one, reuses it).
    let firstVisit: Promise<void> | null = null;
    function CustomerScreen() {
      const params = useParams();
      const { search } = useLocation();
      // Suspends the first visit until its data has answered; later visits have it resolved.
      if (firstView) use((firstVisit ??= firstView(queryClient, { params, search: new URLSearchParams(search) })));
      return (
        <CustomerDataArea>
          <Content />
        </CustomerDataArea>
      );
    }
    return { default: CustomerScreen };
  });
  const Screen = () => {
    // Named from the start, placeholder included: each screen's tab and history entry say which
    // it is, not "Mi cuenta" for all (WCAG 2.4.2).
    usePageTitle(title);
    return (
      <Suspense fallback={<ScreenPlaceholder heading={heading} />}>
        <Drawn />
      </Suspense>
    );
  };

  const preloadFor = (page: PageAddress) => {
    const at = path ? screenAddress(path, page) : null;
    if (!at) return false;
    loadFiles().catch(() => undefined);
    if (firstView) {
      whenSignedIn(() => {
        loadCustomerDataArea()
          .then(({ queryClient }) => firstView(queryClient, at))
          .catch(() => undefined);
      });
    }
    return true;
  };

  return { path, menu, Screen, preloadFor };
}
