import { useEffect, useState } from 'react';

/** Share of the page scrolled, 0 to 1. */
export function scrollProgress(scrollTop: number, scrollHeight: number, clientHeight: number): number {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

/**
 * SPEC §2/§4: a circular arrow that appears once the page is scrolled; its rotation follows the
 * scroll percentage (pointing down at the top, up at the bottom) and a click goes back to the top.
 */
export function ScrollToTop() {
  const [progress, setProgress] = useState(0);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      setScrolled(root.scrollTop > 0);
      setProgress(scrollProgress(root.scrollTop, root.scrollHeight, root.clientHeight));
    };
    // A page opened part way down (a reload, a link to a section) shows the arrow at once. Read in
    // the next frame, where the page is laid out anyway: reading scroll sizes here, as the page is
    // drawn, lays it out one more time in the middle of React's work (issue #15).
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!scrolled) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
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
