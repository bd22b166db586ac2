import { useQuery } from '@tanstack/react-query';
import { Link } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { EmptyState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { formatInstant } from '../../app/format';
import { QueryProblem } from '../../app/query-problem';
import { useStaffSession } from '../../app/staff-session';
import { promotionsQuery } from './content-api';
import { canWrite, CONTENT_STATE_NAMES, versionSummary } from './content-rules';

export const NEW_PROMOTION_PATH = '/backoffice/contenido/promociones/nueva';
export const promotionPagePath = (id: number) => `/backoffice/contenido/promociones/${id}`;

/** /backoffice/contenido: the promotions, each with its state on the site and its versions. */
export function PromotionsPage() {
  const staff = useStaffSession((state) => state.staff);
  const promotions = useQuery(promotionsQuery);
  usePageTitle('Contenido: promociones');

  return (
    <section className="bo-page">
      <PageHeading title="Contenido">
        <p>Las promociones de la página de inicio: cada cambio es una versión nueva, y solo se ve en el sitio la que se publica.</p>
      </PageHeading>
      <div className="bo-section-head">
        <h2 id="promotions-heading">Promociones</h2>
        {canWrite(staff) && (
          <Link className="fvc-button" to={NEW_PROMOTION_PATH}>
            Nueva promoción
          </Link>
        )}
      </div>
      {promotions.isPending ? (
        <LoadingState label="Cargando promociones…" />
      ) : promotions.isError ? (
        <QueryProblem error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : promotions.data.length === 0 ? (
        <EmptyState title="Aún no hay promociones" message={canWrite(staff) ? 'Crea la primera con «Nueva promoción».' : 'Cuando el equipo de edición cree una, aparecerá aquí.'} />
      ) : (
        <ul className="bo-cards" aria-labelledby="promotions-heading">
          {promotions.data.map((promotion) => (
            <li key={promotion.id} className="bo-card">
              <h3 className="bo-card__title">
                <Link to={promotionPagePath(promotion.id)}>{promotion.title}</Link>
              </h3>
              <p>
                <span className={`bo-state bo-state--${promotion.state}`}>{CONTENT_STATE_NAMES[promotion.state]}</span>{' '}
                <span className="bo-muted">{versionSummary(promotion.liveVersion, promotion.latestVersion)}</span>
              </p>
              <p className="bo-muted">
                Último cambio: <time dateTime={promotion.updatedAt}>{formatInstant(promotion.updatedAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
