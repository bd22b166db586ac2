import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@fvc/shared/router';

const STORAGE_KEY = 'fvc-scroll-positions';
/** Enough for a visit's history; the oldest are dropped first. */
const KEPT_POSITIONS = 50;
/** How long a page drawn after Back may take to grow tall enough before its place is given up. */
const RESTORE_WITHIN_MS = 10_000;

type Positions = Record<string, number>;

function readStoredPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/**
 * The places, in memory while the document lives (a scroll frame writes here, not to storage),
 * and in sessionStorage once it is left or hidden, for the document that Back or a reload brings.
 */
let positions: Positions | null = null;
const knownPositions = (): Positions => (positions ??= readStoredPositions());

function keepPosition(entry: string, top: number): void {
  const known = knownPositions();
  // Re-inserted, so the newest come last and the oldest are the ones dropped.
  delete known[entry];
  known[entry] = top;
}

function storePositions(): void {
  if (!positions) return;
  const entries = Object.keys(positions);
  for (const old of entries.slice(0, Math.max(0, entries.length - KEPT_POSITIONS))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused: Back to this document lands where the browser puts it.
  }
}

const entryOf = (key: string, pathname: string) => `${key} ${pathname}`;
const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Back, forward and a reload return to where the page was left. The browser restores the scroll
 * itself, but only as far as the page reaches when it does: a page drawn later (a customer screen
 * drawn once the session and its data have answered, a remote still downloading) is cut to the
 * height of its loading state. A customer who went from the movements list to the bank's payment
 * page and back came back at the top. Each history entry's place is kept here (per tab, in
 * sessionStorage), and after Back or forward the window goes there once the page has grown to
 * reach it. A visitor who scrolls, taps or types first keeps their own place.
 */
export function useScrollRestoredOnTraversal(): void {
  const { key, pathname } = useLocation();
  const entry = useRef(entryOf(key, pathname));
  // Between `popstate` and the new entry's render, scrolling is the browser's restoring for the
  // new entry, not the visitor's on the old one.
  const traversing = useRef(false);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (traversing.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!traversing.current) keepPosition(entry.current, Math.round(window.scrollY));
      });
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') storePositions();
    };
    const onTraversal = () => {
      traversing.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onTraversal);
    // `pagehide` when the document is left; `visibilitychange` covers a phone that discards a tab
    // in the background without it.
    window.addEventListener('pagehide', storePositions);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onTraversal);
      window.removeEventListener('pagehide', storePositions);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, []);

  // The first render restores too when the document itself was reached by Back, forward or a
  // reload (from a PDF, the bank's payment page or another site), which the browser cannot do for
  // a page drawn after it has loaded.
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    const next = entryOf(key, pathname);
    const opened = firstRender.current;
    firstRender.current = false;
    if (!opened && entry.current === next) return;
    entry.current = next;
    const traversed = opened ? documentReturnedTo() : traversing.current;
    traversing.current = false;
    if (!traversed) return;
    const wanted = knownPositions()[next];
    if (wanted === undefined || wanted <= 0) return;
    // A document already tall enough (a prerendered page, hydrated after its load) was placed by
    // the browser, or since then by the visitor: left as it is.
    if (opened && maxScroll() >= wanted) return;
    return restoreWhenReachable(wanted);
  }, [key, pathname]);
}

function documentReturnedTo(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}

/** Scrolls to `top` as soon as the page is tall enough, unless the visitor moves first. */
function restoreWhenReachable(top: number): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_MOVES) window.removeEventListener(type, stop, true);
  };
  const tryRestore = () => {
    if (done || maxScroll() < top) return;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    stop();
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tryRestore);
  observer?.observe(document.body);
  const timer = setTimeout(stop, RESTORE_WITHIN_MS);
  for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  tryRestore();
  return stop;
}

const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
