import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingState } from '@fvc/shared/ui';
import { restoreStaffSession, useStaffSession } from './staff-session';

/**
 * The back-office's door. The page first asks the refresh cookie (a reload keeps the session);
 * then the staff member's pages, or the sign-in page. When a session ends under open pages, they
 * stay mounted but hidden while the same person signs in again, and come back as they were left
 * (what was typed included), their data asked for again; another person gets fresh pages and an
 * empty cache.
 */
export function StaffGate({ signIn, children }: { signIn: ReactNode; children: ReactNode }) {
  const phase = useStaffSession((state) => state.phase);
  const staffId = useStaffSession((state) => state.staff?.id ?? null);
  const keptFor = useStaffSession((state) => state.keptFor);
  const client = useQueryClient();

  useEffect(() => {
    if (useStaffSession.getState().phase === 'checking') void restoreStaffSession();
  }, []);

  useEffect(
    () =>
      useStaffSession.subscribe((state, before) => {
        if (!state.staff || before.staff || !before.keptFor) return;
        if (before.keptFor !== state.staff.id) client.clear();
        else void client.invalidateQueries();
      }),
    [client],
  );

  if (phase === 'checking') return <LoadingState label="Comprobando tu sesión…" />;
  const pagesFor = staffId ?? keptFor;
  return (
    <>
      {!staffId && signIn}
      {pagesFor && (
        <div key={pagesFor} hidden={!staffId}>
          {children}
        </div>
      )}
    </>
  );
}
