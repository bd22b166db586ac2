import { useEffect, useRef } from 'react';
import { revealInRow } from '@fvc/shared/ui';

export interface SectionLink {
  id: string;
  label: string;
}

/** The generic screen's sticky in-page navigation; `activeId` follows the section in view. */
export function SectionNav({ sections, activeId }: { sections: SectionLink[]; activeId: string | null }) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a phone the last links start out of view.
    const current = row.current?.querySelector<HTMLElement>('[aria-current]');
    if (current && row.current) revealInRow(row.current, current, { smooth: true });
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
