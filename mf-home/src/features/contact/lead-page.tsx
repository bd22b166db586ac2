import { useEffect, useState } from 'react';
import { getContentPage } from '@fvc/shared/api';
import type { ContentPage } from '@fvc/shared/contracts';
import { ErrorState, LoadingState, PageHeading, SafeHtml } from '@fvc/shared/ui';
import { LeadForm } from './lead-form';
import './contact.css';

interface LeadPageProps {
  slug: 'campaign' | 'syntage';
  /** Shown while the text loads, and if it fails; the same title the API serves. */
  title: string;
  formTitle: string;
}

/** /campaign and /syntage: the page's text from the API beside its lead form. */
export function LeadPage({ slug, title, formTitle }: LeadPageProps) {
  const [page, setPage] = useState<ContentPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailed(false);
    getContentPage(slug)
      .then(setPage)
      .catch(() => setFailed(true));
  }, [slug, attempt]);

  return (
    <div className="lead-page">
      <PageHeading title={page?.title ?? title}>{page && <p>{page.intro}</p>}</PageHeading>
      <div className="lead-page__layout">
        <div className="lead-page__body">
          {failed && <ErrorState message="No pudimos cargar este texto." onRetry={() => setAttempt((value) => value + 1)} />}
          {!failed && !page && <LoadingState />}
          {page && <SafeHtml html={page.bodyHtml} className="rich-text" />}
        </div>
        {/* The form does not wait for the text: nothing typed depends on it. */}
        <LeadForm source={slug} title={formTitle} />
      </div>
    </div>
  );
}
