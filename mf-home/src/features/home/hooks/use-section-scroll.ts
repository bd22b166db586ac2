import { useEffect } from 'react';
import { useLocation } from '@fvc/shared/router';
import { SECTION_SCROLL_DELAY_MS } from './timings';

/**
 * Resolves once every eager image inside `root` has loaded (or failed). Lazy images are not
 * awaited: off screen they never load until scrolled to, and every image here carries its
 * width and height, so their loading later moves nothing.
 */
export function imagesSettled(root: ParentNode): Promise<void> {
  const pending = Array.from(root.querySelectorAll('img')).filter((img) => !img.complete && img.getAttribute('loading') !== 'lazy');
  return Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * docs/product.md §2: `?section=<anchor>` (or `#<anchor>`) scrolls smoothly to that home section once all
 * images have loaded plus 600 ms, so the target does not move after the scroll. Runs when
 * `ready` turns true (the content is on screen).
 */
export function useSectionScroll(ready: boolean, root: () => ParentNode | null = () => document): void {
  const { search, hash } = useLocation();
  const section = new URLSearchParams(search).get('section') ?? (hash ? decodeURIComponent(hash.slice(1)) : '');

  useEffect(() => {
    if (!ready || !section) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void imagesSettled(root() ?? document).then(() => {
      if (cancelled) return;
      timer = setTimeout(() => {
        const target = document.getElementById(section);
        if (!target) return;
        // The sections below the fold are drawn only near the screen (content-visibility in
        // home.css), on estimated heights until then. Draw them all first: a smooth scroll passing
        // them would otherwise end where the estimates put the target, not where it is.
        const scope = root();
        if (scope instanceof HTMLElement) scope.dataset.sectionsDrawn = 'true';
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        // Keyboard and screen-reader users land where the eyes do.
        target.focus({ preventScroll: true });
      }, SECTION_SCROLL_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `root` is a getter whose identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, section]);
}
