import type { ReactNode } from 'react';

/** The heading block every page starts with; one h1 per page for screen readers and SEO. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="fvc-page-heading">
      <h1>{title}</h1>
      {children && <div className="fvc-page-heading__intro">{children}</div>}
    </header>
  );
}
