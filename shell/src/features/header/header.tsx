import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { Company } from '@fvc/shared/contracts';
import { appStore, selectCustomer, useAppStore } from '@fvc/shared/session';

const NAV = [
  { to: '/planes-financiamiento/credito-directo', label: 'Planes de financiamiento' },
  { to: '/calculadora', label: 'Calcula tu financiamiento' },
  { to: '/noticias', label: 'Noticias' },
  { to: '/distribuidores', label: 'Encuentra un distribuidor' },
  { to: '/contacto', label: 'Contacto' },
];

/**
 * The site header. Reads the signed-in customer from the shared store, so signing in inside any
 * remote shows the greeting here at once, without a reload.
 */
export function Header({ company }: { company: Company | null }) {
  const customer = useAppStore(selectCustomer);
  const navigate = useNavigate();
  // SPEC §4 "Logout": clear session storage and go home. Navigating first, in the same batch,
  // keeps the customer area from seeing the signed-out state and redirecting to /acceso.
  const signOut = () => {
    navigate('/');
    appStore.getState().signOut();
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Inicio">
          <span aria-hidden="true" className="site-header__logo-mark" />
          <span className="site-header__logo-text">{company?.name}</span>
        </Link>
        <nav aria-label="Principal" className="site-header__nav">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header__session">
          {customer ? (
            <>
              <span className="site-header__greeting">Hola, {customer.name}</span>
              <Link to="/my-account/home">Mi perfil</Link>
              <button type="button" className="site-header__link-button" onClick={signOut}>
                Cerrar sesión
              </button>
            </>
          ) : (
            <Link to="/login" className="site-header__access">
              ACCESO CLIENTES
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
