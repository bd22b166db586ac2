import { Navigate, useLocation } from 'react-router-dom';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { RemoteArea } from '../federation/remote-area';
import { useCompany } from './use-company';
import { matchRoute } from './match-route';
import { REDIRECTS } from './route-table';
import { useRouteChangeRules } from './use-route-change-rules';
import { useRouteMeta } from './use-route-meta';
import { useSessionExpiry } from './use-session-expiry';

/**
 * The chrome (header, footer) and, between them, the remote that owns the route. Routing to a
 * remote goes through the shell's route table; the remote then renders its own routes.
 */
export function Layout() {
  const { pathname } = useLocation();
  const company = useCompany();
  const route = matchRoute(pathname);
  useRouteMeta(route?.meta, company?.name);
  useRouteChangeRules();
  const sessionNotice = useSessionExpiry();

  const redirect = REDIRECTS.find((candidate) => candidate.path === pathname);
  if (redirect) return <Navigate to={redirect.to} replace />;
  if (!route) return <Navigate to="/" replace />;

  return (
    <>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Header company={company} />
      {sessionNotice && (
        <p className="session-notice" role="alert">
          {sessionNotice}
        </p>
      )}
      <main id="contenido" tabIndex={-1}>
        <RemoteArea key={route.remote} remote={route.remote} />
      </main>
      <Footer company={company} />
    </>
  );
}
