import { Link } from '@fvc/shared/router';
import { PageHeading } from '@fvc/shared/ui';
import { roleNames } from './format';
import { SECTIONS } from './sections';
import { hasAnyRole, useStaffSession } from './staff-session';

/** /backoffice once signed in: who the staff member is and the sections their roles open. */
export function HomePage() {
  const staff = useStaffSession((state) => state.staff);
  if (!staff) return null;
  const sections = SECTIONS.filter((section) => hasAnyRole(staff, section.roles));
  return (
    <section className="bo-page">
      <PageHeading title="Back-office">
        <p>
          Hola, {staff.name}. Tus funciones: {roleNames(staff)}.
        </p>
      </PageHeading>
      {sections.length > 0 ? (
        <ul className="bo-cards">
          {sections.map((section) => (
            <li key={section.to} className="bo-card">
              <h2>
                <Link to={section.to}>{section.label}</Link>
              </h2>
              <p>{section.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-muted">Tus funciones aún no tienen secciones en el back-office. Si necesitas otra, pídela a un administrador.</p>
      )}
    </section>
  );
}
