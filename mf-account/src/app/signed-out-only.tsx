import type { ReactNode } from 'react';
import { Navigate } from '@fvc/shared/router';
import { selectCustomer, useAppStore } from '@fvc/shared/session';

/**
 * A screen for visitors without a session (registering, asking for a new password): a signed-in
 * customer goes to their account, as from /acceso. Their password is changed in their profile.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const customer = useAppStore(selectCustomer);
  return customer ? <Navigate to="/my-account/home" replace /> : children;
}
