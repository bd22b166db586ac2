import { useQuery } from '@tanstack/react-query';
import { Link } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { EmptyState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { formatInstant } from '../../app/format';
import { QueryProblem } from '../../app/query-problem';
import { useStaffSession } from '../../app/staff-session';
import { contentListQuery } from './content-api';
import { CONTENT_HOME_PATH, type ContentKind, kindItemPath, kindNewPath, newLabel } from './content-kinds';
import { canWrite, CONTENT_STATE_NAMES, versionSummary } from './content-rules';

/** /backoffice/contenido/{promociones|carrusel|…|empresa}: a kind's items, each with its state on the site and its versions. */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const staff = useStaffSession((state) => state.staff);
  // The site's own set (its pages, the company's data) is edited, never added to.
  const creates = canWrite(staff) && !kind.fixedSet;
  const items = useQuery(contentListQuery(kind));
  usePageTitle(`Contenido: ${kind.name.toLowerCase()}`);
  const headingId = `${kind.key}-list-heading`;

  return (
    <section className="bo-page">
      <p className="bo-breadcrumb">
        <Link to={CONTENT_HOME_PATH}>Volver al contenido</Link>
      </p>
      <PageHeading title={kind.name}>
        <p>{kind.description}</p>
      </PageHeading>
      <div className="bo-section-head">
        <h2 id={headingId}>{kind.name}</h2>
        {creates && (
          <Link className="fvc-button" to={kindNewPath(kind)}>
            {newLabel(kind)}
          </Link>
        )}
      </div>
      {items.isPending ? (
        <LoadingState label={`Cargando ${kind.many}…`} />
      ) : items.isError ? (
        <QueryProblem error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.length === 0 ? (
        <EmptyState
          title={`Aún no hay ${kind.many}`}
          message={
            kind.fixedSet
              ? `Las ${kind.many} son las del sitio: aparecerán aquí en cuanto el sitio las tenga.`
              : creates
                ? `Crea la primera con «${newLabel(kind)}».`
                : 'Cuando el equipo de edición cree una, aparecerá aquí.'
          }
        />
      ) : (
        <ul className="bo-cards" aria-labelledby={headingId}>
          {items.data.map((item) => (
            <li key={item.id} className="bo-card">
              <h3 className="bo-card__title">
                <Link to={kindItemPath(kind, item.id)}>{item.title}</Link>
              </h3>
              <p>
                <span className={`bo-state bo-state--${item.state}`}>{CONTENT_STATE_NAMES[item.state]}</span>{' '}
                <span className="bo-muted">{versionSummary(item.liveVersion, item.latestVersion)}</span>
              </p>
              <p className="bo-muted">
                Último cambio: <time dateTime={item.updatedAt}>{formatInstant(item.updatedAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
