import { useEffect, useState, type RefObject } from 'react';

/** docs/product.md §9: reveal at 10 % visibility, highlight the nav at 20 %, '.a-f' observer after 1500 ms. */
export const REVEAL = { threshold: 0.1, navThreshold: 0.2, delayedObserverMs: 1500 } as const;

const VISIBLE = 'is-visible';

/**
 * Scroll-reveal for the generic plans screen: `.reveal` sections and (after a delay, so the
 * first paint is not busy) `.a-f` elements get `is-visible` once 10 % of them is on screen.
 * Returns the id of the section whose 20 % is in view, for the local navigation. Without
 * IntersectionObserver, or when the user prefers less motion, everything is shown at once.
 */
export function useScrollReveal(rootRef: RefObject<HTMLElement | null>, ready: boolean): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const showAll = () => root.querySelectorAll('.reveal, .a-f').forEach((element) => element.classList.add(VISIBLE));
    const reduced =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (typeof IntersectionObserver === 'undefined' || reduced) {
      showAll();
      return;
    }
    root.classList.add('plans-reveal-ready');

    const reveal = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add(VISIBLE);
        observer.unobserve(entry.target);
      }
    };
    const sections = new IntersectionObserver(reveal, { threshold: REVEAL.threshold });
    root.querySelectorAll('.reveal').forEach((element) => sections.observe(element));

    const nav = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const last = visible[visible.length - 1];
        if (last) setActiveId(last.target.id);
      },
      { threshold: REVEAL.navThreshold },
    );
    root.querySelectorAll('section[id]').forEach((element) => nav.observe(element));

    let delayed: IntersectionObserver | undefined;
    const timer = setTimeout(() => {
      delayed = new IntersectionObserver(reveal, { threshold: REVEAL.threshold });
      root.querySelectorAll('.a-f').forEach((element) => delayed?.observe(element));
    }, REVEAL.delayedObserverMs);

    return () => {
      clearTimeout(timer);
      sections.disconnect();
      nav.disconnect();
      delayed?.disconnect();
    };
    // `ready`: observe again once the plan's sections are in the page.
  }, [rootRef, ready]);

  return activeId;
}
