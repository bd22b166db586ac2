import { useEffect, useRef, type ReactNode } from 'react';

interface FocusedStatusProps {
  children: ReactNode;
  className?: string;
  /** `p` for a sentence, `div` for a heading with text and buttons. */
  as?: 'div' | 'p';
  /** False for an answer drawn again from storage (a reload): the visitor did not just send it. */
  takeFocus?: boolean;
}

/**
 * What a sent form answered (a folio, a thank-you). The button that was pressed is disabled while
 * it sends, or gone with its form, so focus would fall to the page's start: it moves here instead,
 * and a screen reader reads the answer where the keyboard goes on from.
 */
export function FocusedStatus({ children, className, as: Element = 'div', takeFocus = true }: FocusedStatusProps) {
  const status = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  const focusOnMount = useRef(takeFocus);
  useEffect(() => {
    if (focusOnMount.current) status.current?.focus();
  }, []);
  return (
    <Element ref={status} tabIndex={-1} role="status" className={className}>
      {children}
    </Element>
  );
}
