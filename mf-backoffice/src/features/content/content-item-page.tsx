import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { CONTENT_KEYS, PAGE_SLUG_PATTERN, UUID_PATTERN } from '@fvc/shared/contracts/rules';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { QueryProblem } from '../../app/query-problem';
import { useStaffSession } from '../../app/staff-session';
import { contentItemQuery, useContentAction } from './content-api';
import type { KindFormProps } from './content-form';
import { capitalized, type ContentFields, type ContentItem, type ContentKind, kindItemPath, kindListPath, newLabel, titleOf } from './content-kinds';
import { canWrite, CONTENT_STATE_NAMES, versionSummary } from './content-rules';
import { KIND_FORMS } from './kind-forms';
import { VersionsPanel } from './versions-panel';

/** The kind's form. The page sends what it gives to the kind's own path, so the fields always match the kind. */
const formOf = (kind: ContentKind) => KIND_FORMS[kind.key] as ComponentType<KindFormProps<ContentFields>>;

const Back = ({ kind }: { kind: ContentKind }) => (
  <p className="bo-breadcrumb">
    <Link to={kindListPath(kind)}>Volver a las {kind.many}</Link>
  </p>
);

/** /backoffice/contenido/{kind}/nueva: a new item, saved as its first draft. */
export function NewContentPage({ kind }: { kind: ContentKind }) {
  const staff = useStaffSession((state) => state.staff);
  const create = useContentAction(kind, null, 'create');
  const navigate = useNavigate();
  const Form = formOf(kind);
  usePageTitle(newLabel(kind));
  return (
    <section className="bo-page">
      <Back kind={kind} />
      <PageHeading title={newLabel(kind)}>
        <p>Se guarda como borrador: no se ve en el sitio hasta que alguien de publicación la publique.</p>
      </PageHeading>
      <Form
        initial={null}
        writable={canWrite(staff)}
        save={(fields) => create.mutateAsync(fields)}
        // Its own page from now on, where the notice is said again.
        onSaved={(item) =>
          navigate(kindItemPath(kind, item.id), { replace: true, state: { notice: `${capitalized(kind.one)} creada como borrador (versión ${item.versions[0]?.version ?? 1}).` } })
        }
      />
    </section>
  );
}

const uuid = new RegExp(UUID_PATTERN);
const slug = new RegExp(PAGE_SLUG_PATTERN);

/** The item the address names, as the API names it (CONTENT_KEYS): a number, an alert's uuid, a page's slug; null for none. */
function itemIdOf(kind: ContentKind, param: string): ContentItem['id'] | null {
  switch (CONTENT_KEYS[kind.key].key) {
    case 'number':
      return /^\d{1,10}$/.test(param) && Number(param) >= 1 ? Number(param) : null;
    case 'uuid':
      return uuid.test(param) ? param.toLowerCase() : null;
    case 'slug':
      return slug.test(param) ? param : null;
  }
}

/** /backoffice/contenido/{kind}/:id: its newest version in the form, its preview and its versions. */
export function ContentItemPage({ kind }: { kind: ContentKind }) {
  const { id: param = '' } = useParams();
  const id = itemIdOf(kind, param);
  if (id === null) {
    return (
      <section className="bo-page">
        <Back kind={kind} />
        <ErrorState title={`No encontramos esa ${kind.one}`} message={`Revisa la dirección o vuelve a la lista de ${kind.many}.`} headingLevel={1} />
      </section>
    );
  }
  return <ExistingItem key={`${kind.key}-${id}`} kind={kind} id={id} />;
}

function ExistingItem({ kind, id }: { kind: ContentKind; id: ContentItem['id'] }) {
  const staff = useStaffSession((state) => state.staff);
  const query = useQuery(contentItemQuery(kind, id));
  const draft = useContentAction(kind, id, 'draft');
  const location = useLocation();
  const arrivedWith = (location.state as { notice?: string } | null)?.notice ?? null;
  const newest = query.data?.versions[0];
  const one = capitalized(kind.one);
  const Form = formOf(kind);
  usePageTitle(newest ? `${one}: ${titleOf(newest.data)}` : one);

  if (query.isPending || query.isError) {
    return (
      <section className="bo-page">
        <Back kind={kind} />
        <PageHeading title={one} />
        {query.isPending ? <LoadingState label={`Cargando la ${kind.one}…`} /> : <QueryProblem error={query.error} onRetry={() => void query.refetch()} />}
      </section>
    );
  }

  const item = query.data;
  return (
    <section className="bo-page">
      <Back kind={kind} />
      <PageHeading title={newest ? titleOf(newest.data) : one}>
        <p>
          <span className={`bo-state bo-state--${item.state}`}>{CONTENT_STATE_NAMES[item.state]}</span>{' '}
          <span className="bo-muted">{versionSummary(item.liveVersion, newest?.version ?? 0)}</span>
        </p>
      </PageHeading>
      <Form initial={newest?.data ?? null} writable={canWrite(staff)} save={(fields) => draft.mutateAsync(fields)} notice={arrivedWith} />
      <VersionsPanel kind={kind} item={item} />
    </section>
  );
}
