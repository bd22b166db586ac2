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
 * The browser scrolls to an address's #section only if it is on the page when the page loads; a
 * customer screen draws later, and its sections move while its data arrives. So once `ready`
 * (the screen's data is in), this does it: once per address, not again when data is fetched anew
 * while the customer works further down the page.
 */
export function useScrollToHashSection(ready: boolean): void {
  const { hash } = useLocation();
  const done = useRef('');
  useEffect(() => {
    if (!ready || hash.length < 2 || done.current === hash) return;
    if (scrollToSection(decodeURIComponent(hash.slice(1)))) done.current = hash;
  }, [hash, ready]);
}
