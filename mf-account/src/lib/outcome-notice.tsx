import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What a sent form answered (a folio, a confirmation). The button that was pressed is disabled
 * while it sends, or gone with its form, so focus would fall to the page's start: it moves here
 * instead, and a screen reader reads the answer where the keyboard goes on from.
 */
export function OutcomeNotice({ children }: { children: ReactNode }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, []);
  return (
    <p ref={notice} tabIndex={-1} role="status" className="account-form__notice">
      {children}
    </p>
  );
}
