import type { MouseEvent } from 'react';
import { SafeHtml } from '@fvc/shared/ui';

/** The preview's links are only their look: following one would leave what is being typed. */
export const stayHere = (event: MouseEvent<HTMLElement>) => {
  if ((event.target as Element).closest?.('a')) {
    event.preventDefault();
    event.stopPropagation();
  }
};

interface PreviewHtmlProps {
  html: string;
  /** Said when nothing is typed yet. */
  empty: string;
  /** By default a framed box that scrolls, as a page's text; an alert's text sits in its popup. */
  className?: string;
}

/** Limited HTML (a body, an alert's text) as visitors get it: through SafeHtml, sanitized as the site does. Its links do nothing here. */
export function PreviewHtml({ html, empty, className = 'bo-preview__body' }: PreviewHtmlProps) {
  if (!html.trim()) return <p className="bo-muted">{empty}</p>;
  return (
    // Capturing the click first keeps SafeHtml from following an internal link.
    <div className={className} onClickCapture={stayHere}>
      <SafeHtml html={html} className="rich-text" />
    </div>
  );
}
