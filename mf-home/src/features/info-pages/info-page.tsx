import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';
import { INFO_PAGES, type InfoPageId } from './info-pages';

/** A content page: heading, introduction and the next step a visitor would take from it. */
export function InfoPage({ page }: { page: InfoPageId }) {
  const content = INFO_PAGES[page];
  return (
    <article>
      <PageHeading title={content.title}>
        <p>{content.intro}</p>
      </PageHeading>
      {content.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link className="fvc-button" to={content.next.to}>
          {content.next.label}
        </Link>
      </p>
    </article>
  );
}
