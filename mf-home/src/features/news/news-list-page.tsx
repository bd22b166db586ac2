import { useQuery } from '@tanstack/react-query';
import { Link } from '@fvc/shared/router';
import { newsQuery } from '@fvc/shared/api';
import { EmptyState, ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { newsDay } from './news-day';
import './news.css';

/** /noticias: every published news item, the most recent first. */
export function NewsListPage() {
  // A prerendered page carries the list: the first render (hydration) draws it at once.
  const news = useQuery(newsQuery);
  const items = news.data;

  return (
    <div className="news-page">
      <PageHeading title="Noticias">
        <p>Lo más nuevo sobre financiamiento, unidades y el transporte en México.</p>
      </PageHeading>
      {news.isError && <ErrorState message="No pudimos cargar las noticias." onRetry={() => void news.refetch()} />}
      {news.isPending && <LoadingState label="Cargando noticias…" />}
      {items?.length === 0 && <EmptyState title="Aún no hay noticias" message="Vuelve pronto: aquí publicaremos las novedades." />}
      {items && items.length > 0 && (
        <ul className="news-list">
          {items.map((item, index) => (
            <li key={item.id} className="news-card">
              {/* The first card's image is the page's largest paint: fetched at once, the rest when near. */}
              <img
                src={item.imgback}
                width={800}
                height={500}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <div className="news-card__body">
                <time dateTime={item.publishedAt}>{newsDay(item)}</time>
                <h2>
                  <Link to={`/noticias/${item.id}`}>{item.title}</Link>
                </h2>
                <p>{item.subtitle}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
