import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from '@fvc/shared/router';
import { appStore, selectCustomer, useAppStore, type AppEvents } from '@fvc/shared/session';
import { LoadingState } from '@fvc/shared/ui';
import { preloadCustomerDataArea } from './customer-screen';

/**
 * The customer area needs a signed-in customer (docs/product.md §6). Without one stored in this tab (a new
 * tab, a bookmark), the refresh cookie may still hold a session: try it before sending the
 * customer to sign in, and bring them back here afterwards.
 */
export function RequireCustomer() {
  const customer = useAppStore(selectCustomer);
  const endedOnLoad = useAppStore((state) => state.sessionEndedOnLoad);
  const location = useLocation();
  const [restoring, setRestoring] = useState(customer === null);

  useEffect(() => {
    if (customer) return undefined;
    // The customer screens' query cache downloads while the session is restored, not after.
    preloadCustomerDataArea();
    let active = true;
    void appStore
      .getState()
      .restoreSession()
      .then(() => active && setRestoring(false));
    return () => {
      active = false;
    };
  }, [customer]);

  if (customer) return <Outlet />;
  if (restoring) return <LoadingState label="Comprobando tu sesión…" />;
  // A session that idled out before this page loaded is said to have expired, as the shell says
  // of one a refresh finds ended (its notice reads `sessionEnded`: shell/src/app/use-session-expiry.ts).
  const sessionEnded: AppEvents['session:expired']['reason'] | undefined = endedOnLoad ? 'unauthorized' : undefined;
  return <Navigate to="/acceso" replace state={{ from: `${location.pathname}${location.search}${location.hash}`, sessionEnded }} />;
}
