import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@fvc/shared/router';

/**
 * A link to another page opens it at its start, as a page load does: the window at the top (the
 * client router keeps the last page's scroll otherwise, and a link from a footer landed in the
 * next page's footer), and focus on the page's content, so the keyboard and a screen reader go on
 * from there rather than from a link that is gone. Back and forward keep the browser's own
 * restoring of the scroll, and an address with a section (#…) goes to that section.
 */
export function usePageStartOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  // The router learns of back and forward through `popstate` too, and draws after it.
  const traversed = useRef(false);
  // At which address focus last moved: the address changes before the new page is drawn, so focus
  // that moved at the old one is the link or button that left it (still there if React kept the
  // element for the new page), and focus moved at the new one was put there by the page itself.
  const focusedAt = useRef<string | null>(null);
  useEffect(() => {
    const onTraversal = () => {
      traversed.current = true;
    };
    const onFocus = () => {
      focusedAt.current = window.location.pathname;
    };
    window.addEventListener('popstate', onTraversal);
    document.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('popstate', onTraversal);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);

  // Before the new page is painted, so it is never seen at the old scroll.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const wasTraversal = traversed.current;
    traversed.current = false;
    if (wasTraversal || hash) return;
    // `instant`: the site scrolls smoothly (html { scroll-behavior: smooth }), not here.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const content = document.getElementById('contenido');
    // A page that put focus on purpose (a form's first field) keeps it.
    const placedByThePage = focusedAt.current === pathname && content?.contains(document.activeElement);
    if (content && !placedByThePage) content.focus({ preventScroll: true });
  }, [pathname, hash]);
}
