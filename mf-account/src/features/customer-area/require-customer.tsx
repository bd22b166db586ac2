import { Navigate, Outlet } from 'react-router-dom';
import { selectCustomer, useAppStore } from '@fvc/shared/session';

/** The customer area needs a signed-in customer (SPEC §6); others are sent to sign in. */
export function RequireCustomer() {
  const customer = useAppStore(selectCustomer);
  if (!customer) return <Navigate to="/acceso" replace />;
  return <Outlet />;
}
