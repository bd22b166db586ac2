import { useEffect, useRef, useState } from 'react';
import { Link } from '@fvc/shared/router';
import type { Company } from '@fvc/shared/contracts';
import { selectIsSignedIn, useAppStore } from '@fvc/shared/session';
import { Dialog } from '@fvc/shared/ui';
import { MENU_ENTRIES, PLAN_ENTRIES, type MenuEntry } from './menu-entries';

function MenuLinks({ entries, onNavigate }: { entries: readonly MenuEntry[]; onNavigate: () => void }) {
  return entries.map((entry) => (
    <li key={entry.to}>
      <Link to={entry.to} onClick={onNavigate}>
        {entry.label}
      </Link>
    </li>
  ));
}

interface SiteMenuProps {
  company: Company | null;
  onClose: () => void;
}

/**
 * The full-screen menu. The plans submenu replaces the main list; "Regresar" goes back to it and
 * closing closes both. Focus stays inside while it is open and Escape closes it.
 */
export function SiteMenu({ company, onClose }: SiteMenuProps) {
  const [submenuOpen, setSubmenuOpen] = useState(false);
  const isSignedIn = useAppStore(selectIsSignedIn);
  const ref = useRef<HTMLDivElement>(null);
  // The list is swapped when the submenu opens or closes: put focus on its first entry.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.querySelector<HTMLElement>('nav button, nav a')?.focus();
  }, [submenuOpen]);

  return (
    <Dialog open onClose={onClose} id="site-menu" className="site-menu" aria-label="Menú">
      <div ref={ref}>
      <button type="button" className="site-menu__close" onClick={onClose} aria-label="Cerrar menú">
        ×
      </button>
      {submenuOpen ? (
        <nav aria-label="Planes de financiamiento">
          <button type="button" className="site-menu__back" onClick={() => setSubmenuOpen(false)}>
            ← Regresar al menú
          </button>
          <ul>
            <MenuLinks entries={PLAN_ENTRIES} onNavigate={onClose} />
          </ul>
        </nav>
      ) : (
        <nav aria-label="Menú principal">
          <ul>
            <li>
              <button type="button" aria-expanded={false} onClick={() => setSubmenuOpen(true)}>
                Planes de financiamiento →
              </button>
            </li>
            <MenuLinks entries={MENU_ENTRIES} onNavigate={onClose} />
          </ul>
          {!isSignedIn && (
            <div className="site-menu__access">
              <Link className="fvc-button" to="/login" onClick={onClose}>
                ACCESO CLIENTES
              </Link>
              {company && (
                <a className="fvc-button fvc-button--secondary" href={company.dealerPortalUrl} target="_blank" rel="noopener noreferrer">
                  ACCESO DISTRIBUIDORES
                </a>
              )}
            </div>
          )}
        </nav>
      )}
      </div>
    </Dialog>
  );
}
