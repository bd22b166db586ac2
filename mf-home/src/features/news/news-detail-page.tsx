import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@fvc/shared/router';
import { newsItemQuery, toApiError } from '@fvc/shared/api';
import { usePageTitle } from '@fvc/shared/session';
import { ErrorState, LoadingState, PageHeading, SafeHtml } from '@fvc/shared/ui';
import { newsDay } from './news-day';
import './news.css';

/** /noticias/:id (and /news-details/:id): one news item, its HTML body sanitized. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  // A prerendered item's page carries it: the first render (hydration) draws it at once.
  const news = useQuery(newsItemQuery(id));
  const item = news.data;
  const missing = news.isError && toApiError(news.error).status === 404;
  usePageTitle(
    item ? item.title : missing ? 'Noticia no encontrada' : undefined,
    // An empty subtitle is no description: the route's stays, in the job and in the browser alike.
    item ? item.subtitle || undefined : undefined,
  );

  const back = (
    <p className="content-page__next">
      <Link className="fvc-button fvc-button--secondary" to="/noticias">
        VER TODAS LAS NOTICIAS
      </Link>
    </p>
  );

  if (!item) {
    return (
      <article className="news-detail">
        <PageHeading title="Noticias" />
        {news.isPending && <LoadingState label="Cargando noticia…" />}
        {missing && (
          <>
            {/* The page is answered with a 200 (the client draws it), so search engines are told
                here not to keep it: React places the tag in the document's head. */}
            <meta name="robots" content="noindex" />
            <ErrorState title="No encontramos esa noticia" message="Puede que ya no esté publicada. Consulta las más recientes." />
          </>
        )}
        {news.isError && !missing && <ErrorState message="No pudimos cargar la noticia." onRetry={() => void news.refetch()} />}
        {back}
      </article>
    );
  }

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
