import { useCallback, useRef, useState } from 'react';
import { searchSite } from '@fvc/shared/api';
import { Navigate, useLocation } from '@fvc/shared/router';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { AlertPopup } from '../features/overlays/alert-popup';
import { CookieNotice } from '../features/overlays/cookie-notice';
import { PaymentAlert } from '../features/overlays/payment-alert';
import { ServiceErrorPopup } from '../features/overlays/service-error-popup';
import { ScrollToTop } from '../features/scroll-to-top/scroll-to-top';
import { SearchPanel } from '../features/search/search-panel';
import { RemoteArea } from '../federation/remote-area';
import { headerOffsetGroup } from './header-offset';
import { HomeSideNav } from './home-side-nav';
import { matchRoute } from './match-route';
import { REDIRECTS } from './route-table';
import { useCompany } from './use-company';
import { usePageStartOnNavigation } from './use-page-start';
import { useRouteChangeRules } from './use-route-change-rules';
import { useRouteMeta } from './use-route-meta';
import { useScrollRestoredOnTraversal } from './use-scroll-restoration';
import { useSessionExpiry, useSignedOutNotice } from './use-session-expiry';

/**
 * The chrome (header, footer, overlays) and, between them, the remote that owns the route.
 * Routing to a remote goes through the shell's route table; the remote renders its own routes.
 */
export function Layout() {
  const { pathname } = useLocation();
  const company = useCompany();
  const route = matchRoute(pathname);
  const [searchOpen, setSearchOpen] = useState(false);
  // Closed, the panel takes the focus it had with it: the keyboard goes on from "Buscar", which
  // opened it (a result followed then moves focus to the new page's content).
  const searchToggle = useRef<HTMLButtonElement>(null);
  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchToggle.current?.focus();
  }, []);
  useRouteMeta(route?.meta, company?.name, pathname);
  useRouteChangeRules();
  usePageStartOnNavigation();
  useScrollRestoredOnTraversal();
  const sessionNotice = useSessionExpiry();
  const signedOutNotice = useSignedOutNotice();

  const redirect = REDIRECTS.find((candidate) => candidate.path === pathname);
  if (redirect) return <Navigate to={redirect.to} replace />;
  if (!route) return <Navigate to="/" replace />;

  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header company={company} searchOpen={searchOpen} onToggleSearch={() => setSearchOpen((open) => !open)} searchToggle={searchToggle} />
      {searchOpen && <SearchPanel onClose={closeSearch} search={searchSite} />}
      {sessionNotice && (
        <p className="session-notice" role="alert">
          {sessionNotice}
        </p>
      )}
      {signedOutNotice && (
        <p className="session-notice" role="status">
          {signedOutNotice}
        </p>
      )}
      {pathname === '/' && <HomeSideNav />}
      {/* Which shell build drew the page, as remotes say on their root (data-release). The offset
          group sets how far below the header a scrolled-to section lands (app.css). */}
      <main id="contenido" tabIndex={-1} data-shell-release={__FVC_RELEASE__} data-header-offset={headerOffsetGroup(pathname)}>
        <RemoteArea key={route.remote} remote={route.remote} />
      </main>
      <Footer company={company} />
      <ScrollToTop />
      <CookieNotice />
      <AlertPopup />
      <PaymentAlert company={company} />
      <ServiceErrorPopup />
    </>
  );
}
