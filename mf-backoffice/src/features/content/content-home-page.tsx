import { Link } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { PageHeading } from '@fvc/shared/ui';
import { useStaffSession } from '../../app/staff-session';
import { CONTENT_KIND_LIST, kindListPath, kindNewPath, newLabel } from './content-kinds';
import { canWrite } from './content-rules';

/** /backoffice/contenido: the kinds of content staff edit, each with its list and, for editors, a new one (not for the site's own set). */
export function ContentHomePage() {
  const staff = useStaffSession((state) => state.staff);
  usePageTitle('Contenido');
  return (
    <section className="bo-page">
      <PageHeading title="Contenido">
        <p>Lo que muestra el sitio: cada cambio es una versión nueva, y solo se ve en el sitio la que se publica.</p>
      </PageHeading>
      <ul className="bo-cards" aria-label="Tipos de contenido">
        {CONTENT_KIND_LIST.map((kind) => (
          <li key={kind.key} className="bo-card">
            <h2>
              <Link to={kindListPath(kind)}>{kind.name}</Link>
            </h2>
            <p>{kind.description}</p>
            {canWrite(staff) && !kind.fixedSet && (
              <p>
                <Link className="fvc-button" to={kindNewPath(kind)}>
                  {newLabel(kind)}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
