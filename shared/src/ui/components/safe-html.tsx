import DOMPurify from 'dompurify';
import { useMemo, useRef, type MouseEvent } from 'react';
import { useNavigate } from '@fvc/shared/router';
import { useTakingOverPrerenderedPage } from './use-hydrated';

// External links in editorial HTML open in a new tab without access to this one. A hook of the
// page's DOMPurify (shared by npm version), so sanitizing gives a string with no DOM work of ours:
// the prerender job sanitizes the same way with a DOMPurify on a server-side DOM (decision 0013).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^http/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export interface SafeHtmlProps {
  /** Editorial HTML from the API (news body, legal texts, FAQ answers). */
  html: string;
  className?: string;
}

/**
 * Renders HTML that came from the API, sanitized with DOMPurify first (no scripts, handlers or
 * javascript: URLs reach the DOM). Links to site paths inside it navigate in the app instead of
 * reloading the page; external links open in a new tab without access to this one.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const navigate = useNavigate();
  // Taking over a prerendered page, React keeps an element's inner HTML as the server drew it and
  // never compares it (production; the element is a leaf). That HTML was sanitized by the prerender
  // job, so it is kept as it is: sanitizing it again in the browser made one of the hydration's
  // slices longer (issue #15). Drawn in the browser (another page, new content, or React redrawing
  // after a failed takeover), the HTML is sanitized here as always.
  const takingOver = useTakingOverPrerenderedPage();
  const keptFromServer = useRef(takingOver ? html : null);
  const clean = useMemo(() => {
    if (keptFromServer.current === html) return '';
    // Once the HTML changed, what the server drew is gone: coming back to it draws it again.
    keptFromServer.current = null;
    return DOMPurify.sanitize(html);
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };

  // The click handler only routes clicks on links the sanitized HTML already holds.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
