import { useEffect, useState } from 'react';
import { Link, useParams } from '@fvc/shared/router';
import { getNewsItem, toApiError } from '@fvc/shared/api';
import { usePageTitle } from '@fvc/shared/session';
import type { NewsItem } from '@fvc/shared/contracts';
import { ErrorState, LoadingState, PageHeading, SafeHtml } from '@fvc/shared/ui';
import { newsDay } from './news-day';
import './news.css';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; item: NewsItem };

/** What the first render draws: the item itself when the page carries it (prerendered) or it was read before. */
const knownState = (id: string): State | null => {
  const item = getNewsItem.peek(id);
  return item ? { status: 'ready', item } : null;
};

/** /noticias/:id (and /news-details/:id): one news item, its HTML body sanitized. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const [state, setState] = useState<State>(() => knownState(id) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const known = knownState(id);
    if (known) {
      setState(known);
      return undefined;
    }
    setState({ status: 'loading' });
    getNewsItem(id)
      .then((item) => current && setState({ status: 'ready', item }))
      .catch((error: unknown) => current && setState({ status: toApiError(error).status === 404 ? 'missing' : 'error' }));
    return () => {
      current = false;
    };
  }, [id, attempt]);
  usePageTitle(
    state.status === 'ready' ? state.item.title : state.status === 'missing' ? 'Noticia no encontrada' : undefined,
    // An empty subtitle is no description: the route's stays, in the job and in the browser alike.
    state.status === 'ready' ? state.item.subtitle || undefined : undefined,
  );

  const back = (
    <p className="content-page__next">
      <Link className="fvc-button fvc-button--secondary" to="/noticias">
        VER TODAS LAS NOTICIAS
      </Link>
    </p>
  );

  if (state.status !== 'ready') {
    return (
      <article className="news-detail">
        <PageHeading title="Noticias" />
        {state.status === 'loading' && <LoadingState label="Cargando noticia…" />}
        {state.status === 'missing' && (
          <>
            {/* The page is answered with a 200 (the client draws it), so search engines are told
                here not to keep it: React places the tag in the document's head. */}
            <meta name="robots" content="noindex" />
            <ErrorState title="No encontramos esa noticia" message="Puede que ya no esté publicada. Consulta las más recientes." />
          </>
        )}
        {state.status === 'error' && (
          <ErrorState message="No pudimos cargar la noticia." onRetry={() => setAttempt((value) => value + 1)} />
        )}
        {back}
      </article>
    );
  }

  const { item } = state;
  return (
    <article className="news-detail">
      <PageHeading title={item.title}>
        <p>{item.subtitle}</p>
      </PageHeading>
      <time className="news-detail__date" dateTime={item.publishedAt}>
        {newsDay(item)}
      </time>
      <img className="news-detail__image" src={item.imgback} width={800} height={500} alt="" />
      <SafeHtml html={item.body} className="rich-text" />
      {back}
    </article>
  );
}
