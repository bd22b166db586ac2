import { useEffect, useRef } from 'react';
import { useLocation } from '@fvc/shared/router';

/**
 * Brings a section of the page into view and moves focus to it (the section has tabIndex -1), so
 * a keyboard or screen-reader user continues from there. False when the page has no such section.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
  return true;
}

/**
 * A section asked for by other means than the address: a flag in sessionStorage (the shell's
 * marker for the account home's capital contribution, docs/product.md §4). It wins over the hash and is
 * cleared once scrolled to.
 */
export interface MarkedSection {
  storageKey: string;
  section: string;
}

/**
 * The browser scrolls to an address's #section only if it is on the page when the page loads; a
 * customer screen draws later, and its sections move while its data arrives. So once `ready`
 * (the screen is drawn with its data), this does it: once per arrival (a history entry), not again
 * when data is fetched anew while the customer works further down the page.
 */
export function useScrollToHashSection(ready: boolean, marked?: MarkedSection): void {
  const { hash, key } = useLocation();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || scrolledFor.current === key) return;
    const isMarked = marked !== undefined && Boolean(sessionStorage.getItem(marked.storageKey));
    const wanted = isMarked ? marked.section : decodeURIComponent(hash.slice(1));
    if (wanted && scrollToSection(wanted)) {
      if (isMarked) sessionStorage.removeItem(marked.storageKey);
      scrolledFor.current = key;
    }
  }, [hash, key, marked, ready]);
}
