import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { contentPageQuery } from '@fvc/shared/api';
import { formatCalendarDate } from '@fvc/shared/format';
import { usePageTitle } from '@fvc/shared/session';
import { ErrorState, LoadingState, PageHeading, SafeHtml } from '@fvc/shared/ui';
import './content-pages.css';

export interface ContentPageProps {
  slug: string;
  /** Shown while the text loads (and if it fails), so the page has its heading at once. */
  title: string;
  /** Navigation or links shown above the text (e.g. the legal pages' local menu). */
  before?: ReactNode;
  /** What follows the text: the next step a visitor would take, or a list. */
  children?: ReactNode;
  /**
   * The page is titled by its heading (the text's own title once loaded), for routes whose table
   * title names only their section ("Legales"): tabs, history and search results tell them apart.
   */
  titlesPage?: boolean;
}

/** An editorial page served by GET /api/pages/:slug, its HTML sanitized before it is shown. */
export function ContentPage({ slug, title, before, children, titlesPage = false }: ContentPageProps) {
  // A prerendered page carries the text: the first render (hydration) draws it at once.
  const text = useQuery(contentPageQuery(slug));
  const page = text.data;
  const failed = text.isError;
  const heading = page?.title ?? title;
  usePageTitle(titlesPage ? heading : undefined);

  // The intro arrives with the text, so it takes the loader's place below the heading and the
  // local menu: shown inside the heading it pushed them down once loaded (a layout shift on a phone).
  return (
    <article className="content-page">
      <PageHeading title={heading} />
      {before}
      {failed && <ErrorState message="No pudimos cargar esta página." onRetry={() => void text.refetch()} />}
      {text.isPending && <LoadingState />}
      {page && (
        <>
          {page.intro && <p className="fvc-page-heading__intro">{page.intro}</p>}
          <SafeHtml html={page.bodyHtml} className="rich-text" />
          {/* The text's real revision date, from the database (legal pages); never today's date. */}
          {page.revisedOn && <p className="content-page__updated">Última actualización: {formatCalendarDate(page.revisedOn)}</p>}
        </>
      )}
      {/* After the text, once there is one: waiting below the loader, it jumped down when it came. */}
      {(page || failed) && children}
    </article>
  );
}
