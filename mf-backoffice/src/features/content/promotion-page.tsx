import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { QueryProblem } from '../../app/query-problem';
import { useStaffSession } from '../../app/staff-session';
import { promotionQuery, usePromotionAction } from './content-api';
import { canWrite, CONTENT_STATE_NAMES, versionSummary } from './content-rules';
import { PromotionForm } from './promotion-form';
import { promotionPagePath } from './promotions-page';
import { VersionsPanel } from './versions-panel';

const back = (
  <p className="bo-breadcrumb">
    <Link to="/backoffice/contenido">Volver a las promociones</Link>
  </p>
);

/** /backoffice/contenido/promociones/nueva: a new promotion, saved as its first draft. */
export function NewPromotionPage() {
  const staff = useStaffSession((state) => state.staff);
  const create = usePromotionAction(null, 'create');
  const navigate = useNavigate();
  usePageTitle('Nueva promoción');
  return (
    <section className="bo-page">
      {back}
      <PageHeading title="Nueva promoción">
        <p>Se guarda como borrador: no se ve en el sitio hasta que alguien de publicación la publique.</p>
      </PageHeading>
      <PromotionForm
        initial={null}
        writable={canWrite(staff)}
        save={(fields) => create.mutateAsync(fields)}
        // Its own page from now on, where the notice is said again.
        onSaved={(item) => navigate(promotionPagePath(item.id), { replace: true, state: { notice: `Promoción creada como borrador (versión ${item.versions[0]?.version ?? 1}).` } })}
      />
    </section>
  );
}

/** /backoffice/contenido/promociones/:id: its newest version in the form, its preview and its versions. */
export function PromotionPage() {
  const { id: param = '' } = useParams();
  const id = /^\d{1,10}$/.test(param) ? Number(param) : null;
  if (id === null || id < 1) {
    return (
      <section className="bo-page">
        {back}
        <ErrorState title="No encontramos esa promoción" message="Revisa la dirección o vuelve a la lista de promociones." headingLevel={1} />
      </section>
    );
  }
  return <ExistingPromotion key={id} id={id} />;
}

function ExistingPromotion({ id }: { id: number }) {
  const staff = useStaffSession((state) => state.staff);
  const promotion = useQuery(promotionQuery(id));
  const draft = usePromotionAction(id, 'draft');
  const location = useLocation();
  const arrivedWith = (location.state as { notice?: string } | null)?.notice ?? null;
  const newest = promotion.data?.versions[0];
  usePageTitle(newest ? `Promoción: ${newest.data.title}` : 'Promoción');

  if (promotion.isPending) {
    return (
      <section className="bo-page">
        {back}
        <PageHeading title="Promoción" />
        <LoadingState label="Cargando la promoción…" />
      </section>
    );
  }
  if (promotion.isError) {
    return (
      <section className="bo-page">
        {back}
        <PageHeading title="Promoción" />
        <QueryProblem error={promotion.error} onRetry={() => void promotion.refetch()} />
      </section>
    );
  }

  const item = promotion.data;
  return (
    <section className="bo-page">
      {back}
      <PageHeading title={newest?.data.title ?? 'Promoción'}>
        <p>
          <span className={`bo-state bo-state--${item.state}`}>{CONTENT_STATE_NAMES[item.state]}</span>{' '}
          <span className="bo-muted">{versionSummary(item.liveVersion, newest?.version ?? 0)}</span>
        </p>
      </PageHeading>
      <PromotionForm initial={newest?.data ?? null} writable={canWrite(staff)} save={(fields) => draft.mutateAsync(fields)} notice={arrivedWith} />
      <VersionsPanel item={item} />
    </section>
  );
}
