import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from '@fvc/shared/router';
import { Button } from '@fvc/shared/ui';
import { SECTIONS } from './sections';
import { hasAnyRole, signOutStaff, useStaffSession } from './staff-session';

/** The staff member's bar: the sections their roles open, who is signed in, and "Cerrar sesión". */
export function BackofficeLayout({ children }: { children: ReactNode }) {
  const staff = useStaffSession((state) => state.staff);
  const client = useQueryClient();
  const navigate = useNavigate();

  const signOut = () => {
    void signOutStaff();
    // The next person on this browser never sees this one's data.
    client.clear();
    navigate('/backoffice', { replace: true });
  };

  // Without a session the pages are hidden (StaffGate) but stay drawn, what was typed included.
  return (
    <div className="bo">
      {staff && (
        <div className="bo-bar">
          <nav aria-label="Back-office" className="bo-nav">
            <ul>
              <li>
                <NavLink to="/backoffice" end>
                  Inicio
                </NavLink>
              </li>
              {SECTIONS.filter((section) => hasAnyRole(staff, section.roles)).map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to}>{section.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="bo-bar__who">
            <p>
              <span className="fvc-visually-hidden">Sesión iniciada como </span>
              {staff.name}
            </p>
            <Button variant="secondary" onClick={signOut}>
              Cerrar sesión
            </Button>
          </div>
        </div>
      )}
      {children}
    </div>
  );
}
