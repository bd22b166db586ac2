import { useEffect, useRef } from 'react';

export interface SectionLink {
  id: string;
  label: string;
}

/**
 * Scrolls the row sideways, and only the row (scrollIntoView would move the page too), so the
 * link is wholly in it: on a phone the last links start out of view.
 */
function revealInRow(row: HTMLElement, link: HTMLElement): void {
  // Where the link sits in the row's scrolled content.
  const rowBox = row.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  const start = linkBox.left - rowBox.left + row.scrollLeft;
  const end = start + linkBox.width;
  // Room for the padding and the edge shadow beside the link.
  const margin = parseFloat(getComputedStyle(row).paddingLeft) || 0;
  let left: number | null = null;
  if (start - margin < row.scrollLeft) left = start - margin;
  else if (end + margin > row.scrollLeft + row.clientWidth) left = end + margin - row.clientWidth;
  if (left === null) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  row.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
}

/** The generic screen's sticky in-page navigation; `activeId` follows the section in view. */
export function SectionNav({ sections, activeId }: { sections: SectionLink[]; activeId: string | null }) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current]');
    if (current && row.current) revealInRow(row.current, current);
  }, [activeId]);

  return (
    <nav className="plans-section-nav" aria-label="Secciones de la página">
      <ul ref={row}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="plans-section-nav__link"
              aria-current={section.id === activeId ? 'location' : undefined}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
