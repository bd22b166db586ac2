import { useEffect, useRef, useState } from 'react';
import { coversContent } from './covered-content';

/** Share of the page scrolled, 0 to 1. */
export function scrollProgress(scrollTop: number, scrollHeight: number, clientHeight: number): number {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

/** A field one types or chooses in (not a button, a box or a file picker). */
const ENTRY_FIELD = 'input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"], [type="file"]), select, textarea';
const isEntryField = (target: EventTarget | null) => target instanceof Element && target.matches(ENTRY_FIELD);

/**
 * docs/product.md §2/§4: a circular arrow that appears once the page is scrolled; its rotation follows the
 * scroll percentage (pointing down at the top, up at the bottom) and a click goes back to the top.
 * It steps aside while the visitor is in a field: fixed in the corner, it covered the right edge
 * of the fields under it (a long form on a phone, where the keyboard brings the field to it). And
 * it fades out wherever it would cover content (issue #69: on a phone it sat on "Valor residual",
 * the CAT and a footer "+"), checked as the page scrolls; it is back over a margin or a gap.
 */
export function ScrollToTop() {
  const [progress, setProgress] = useState(0);
  const [scrolled, setScrolled] = useState(false);
  const [inField, setInField] = useState(false);
  const [covering, setCovering] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Where the focus goes: `relatedTarget` on the way out, as focus moving from one field to the
    // next leaves and enters one.
    const enter = (event: FocusEvent) => setInField(isEntryField(event.target));
    const leave = (event: FocusEvent) => setInField(isEntryField(event.relatedTarget));
    document.addEventListener('focusin', enter);
    document.addEventListener('focusout', leave);
    return () => {
      document.removeEventListener('focusin', enter);
      document.removeEventListener('focusout', leave);
    };
  }, []);

  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      setScrolled(root.scrollTop > 0);
      setProgress(scrollProgress(root.scrollTop, root.scrollHeight, root.clientHeight));
      setCovering(button.current ? coversContent(button.current) : false);
    };
    // At most once a frame: the check reads the layout under the arrow.
    let pending = 0;
    const onScroll = () => {
      if (!pending) pending = requestAnimationFrame(() => ((pending = 0), update()));
    };
    // A page opened part way down (a reload, a link to a section) shows the arrow at once. Read in
    // the next frame, where the page is laid out anyway: reading scroll sizes here, as the page is
    // drawn, lays it out one more time in the middle of React's work (issue #15).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  // Just drawn (the first scroll): is it on content already?
  useEffect(() => {
    if (scrolled && button.current) setCovering(coversContent(button.current));
  }, [scrolled, inField]);

  if (!scrolled || inField) return null;
  return (
    <button
      ref={button}
      type="button"
      className={`scroll-to-top${covering ? ' is-covering' : ''}`}
      aria-label="Volver al inicio de la página"
      style={{ ['--progress' as string]: `${Math.round(progress * 100)}%` }}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span aria-hidden="true" className="scroll-to-top__arrow" style={{ transform: `rotate(${180 - progress * 180}deg)` }}>
        ↑
      </span>
    </button>
  );
}
