import type { ReactNode } from 'react';
import type { StaffRole } from '@fvc/shared/contracts';
import { ErrorState } from '@fvc/shared/ui';
import { FORBIDDEN_MESSAGE, FORBIDDEN_TITLE } from './query-problem';
import { hasAnyRole, useStaffSession } from './staff-session';

/** A section only some roles open: the others are told so, page-level, and nothing is asked of the API. */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const staff = useStaffSession((state) => state.staff);
  // No session: the page is hidden while its owner signs in again (StaffGate), and stays as it was.
  if (staff && !hasAnyRole(staff, roles)) {
    return (
      <section className="bo-page">
        <ErrorState title={FORBIDDEN_TITLE} message={FORBIDDEN_MESSAGE} headingLevel={1} />
      </section>
    );
  }
  return children;
}
