import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Link, useLocation, useNavigate } from '@fvc/shared/router';
import type { Company } from '@fvc/shared/contracts';
import { appStore, selectCustomer, useAppStore } from '@fvc/shared/session';
import { isCustomerPage } from '../../app/customer-pages';
import { restoreCustomerSession } from '../../app/customer-session';
import { CustomerNav } from './customer-nav';
import { SIGNED_IN_CLASS } from './signed-in-mark';
import { SiteMenu } from './site-menu';

/** docs/product.md §9: resting on the burger for 1000 ms opens the menu, as a click does. */
export const MENU_HOVER_OPEN_MS = 1000;

interface HeaderProps {
  company: Company | null;
  searchOpen: boolean;
  onToggleSearch: () => void;
  /** The search button: where focus goes back when the search panel is closed. */
  searchToggle?: Ref<HTMLButtonElement>;
}

/**
 * The site header. Reads the signed-in customer from the shared store, so signing in inside any
 * remote shows the greeting here at once, without a reload.
 */
export function Header({ company, searchOpen, onToggleSearch, searchToggle }: HeaderProps) {
  const customer = useAppStore(selectCustomer);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The customer's menu has a place kept for it (`fvc-signed-in`) until it is drawn, so nothing
  // below moves when it comes: a prerendered page keeps it for a signed-in visitor, and a customer
  // page keeps it while a new tab asks for the session. Set before paint, in the same frame as the
  // menu; gone once the session is known to be missing (the page then sends the visitor to sign in),
  // or when the head script kept it for a session that idled out since (the store found no cookie).
  const [sessionMissing, setSessionMissing] = useState(false);
  const waitingForCustomer = !customer && !sessionMissing && isCustomerPage(pathname);
  useLayoutEffect(() => {
    const classes = document.documentElement.classList;
    if (!waitingForCustomer) {
      // Drawn now, or none to draw. Taking a prerendered page over, the first render is signed
      // out (the page's HTML) though the store holds the customer: the place stays until then.
      if (customer || !selectCustomer(appStore.getState())) classes.remove(SIGNED_IN_CLASS);
      return undefined;
    }
    classes.add(SIGNED_IN_CLASS);
    let active = true;
    void restoreCustomerSession().then((restored) => active && !restored && setSessionMissing(true));
    return () => {
      active = false;
      classes.remove(SIGNED_IN_CLASS);
    };
  }, [customer, waitingForCustomer]);
  const [menuOpen, setMenuOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const accountToggle = useRef<HTMLButtonElement>(null);
  // The phone's "Mi cuenta" panel is a disclosure: Escape on it or its links folds it and gives
  // focus back to its button.
  const closeAccountOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !accountOpen) return;
    setAccountOpen(false);
    accountToggle.current?.focus();
  };

  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    setMenuOpen(false);
    setAccountOpen(false);
  }, [pathname]);

  // docs/product.md §4 "Logout": clear session storage and go home; the store also revokes the session on
  // the server. Navigating first, in the same batch, keeps the customer area from seeing the
  // signed-out state and redirecting to /acceso.
  const signOut = () => {
    // Home says so (layout.tsx): landing there without a word left the customer unsure (issue #69).
    navigate('/', { state: { signedOut: true } });
    appStore.getState().signOut();
  };

  return (
    // Marked while the customer's menu row is in it: what sticks below the header goes down by that
    // row (app.css, --fvc-header-height).
    <header className={customer ? 'site-header site-header--customer' : 'site-header'}>
      <div className="site-header__inner">
        <button
          type="button"
          className="site-header__burger"
          aria-expanded={menuOpen}
          // Only while it is drawn: a reference to nothing is an error to assistive technology.
          aria-controls={menuOpen ? 'site-menu' : undefined}
          onClick={() => setMenuOpen((open) => !open)}
          onMouseEnter={() => {
            hoverTimer.current = setTimeout(() => setMenuOpen(true), MENU_HOVER_OPEN_MS);
          }}
          onMouseLeave={() => clearTimeout(hoverTimer.current)}
        >
          <span aria-hidden="true" className="site-header__burger-lines" />
          <span className="site-header__label">Menú</span>
        </button>
        <Link to="/" className="site-header__logo" aria-label={company ? `${company.name}: inicio` : 'Inicio'}>
          <span aria-hidden="true" className="site-header__logo-mark" />
          <span className="site-header__logo-text">{company?.name}</span>
        </Link>
        <button
          type="button"
          ref={searchToggle}
          className="site-header__search"
          aria-expanded={searchOpen}
          aria-controls={searchOpen ? 'search-panel' : undefined}
          onClick={onToggleSearch}
        >
          <svg aria-hidden="true" className="site-header__search-icon" viewBox="0 0 20 20" width="20" height="20">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="site-header__label">Buscar</span>
        </button>
        {customer && (
          // On a phone or a narrow desktop the greeting and its links fold behind one button, so
          // the header keeps the company name and stays one row high.
          <button
            ref={accountToggle}
            type="button"
            className="site-header__account-toggle"
            aria-expanded={accountOpen}
            aria-controls="site-header-session"
            onClick={() => setAccountOpen((open) => !open)}
            onKeyDown={closeAccountOnEscape}
          >
            Mi cuenta
          </button>
        )}
        <div id="site-header-session" className={`site-header__session${accountOpen ? ' is-open' : ''}`} onKeyDown={closeAccountOnEscape}>
          {customer ? (
            <>
              <span className="site-header__greeting">Hola, {customer.name}</span>
              {/* docs/product.md §2: "Mi perfil" is the customer's own space; its home links on to the profile page. */}
              <Link to="/my-account/home">Mi perfil</Link>
              <button type="button" className="site-header__link-button" onClick={signOut}>
                Cerrar sesión
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="site-header__access">
                ACCESO CLIENTES
              </Link>
              {company ? (
                <a className="site-header__access site-header__access--secondary" href={company.dealerPortalUrl} target="_blank" rel="noopener noreferrer">
                  ACCESO DISTRIBUIDORES
                </a>
              ) : (
                // Holds the link's place until the portal URL arrives, so the header does not shift.
                <span className="site-header__access site-header__access--secondary site-header__access--pending" aria-hidden="true">
                  ACCESO DISTRIBUIDORES
                </span>
              )}
            </>
          )}
        </div>
      </div>
      {customer && <CustomerNav />}
      {menuOpen && <SiteMenu company={company} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
