export interface SectionLink {
  id: string;
  label: string;
}

/** The generic screen's sticky in-page navigation; `activeId` follows the section in view. */
export function SectionNav({ sections, activeId }: { sections: SectionLink[]; activeId: string | null }) {
  return (
    <nav className="plans-section-nav" aria-label="Secciones de la página">
      <ul>
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
