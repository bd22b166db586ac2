import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { CUSTOMER_ENTRIES, type MenuEntry } from './menu-entries';

/**
 * How many of the customer's pages (after Inicio and Pagar) keep their place in the row on a
 * phone; the rest fold behind "Más" (app.css, below 40rem). Three tabs and "Más" fit 320 px.
 */
const PAGES_IN_PHONE_ROW = 1;

/**
 * The signed-in customer's row of pages under the header, the page shown marked (aria-current).
 * On a wide screen every page is in the row. On a phone the row would be wider than the screen,
 * so the last pages fold behind a "Más" disclosure (issue #69: a row that scrolled sideways hid
 * "Seguros" and cut "Estados de cuenta y facturas" to an "E"); "Más" is marked when the page shown
 * is one of them.
 */
export function CustomerNav() {
  const { pathname } = useLocation();
  const [home, ...pages] = CUSTOMER_ENTRIES;
  const folded = pages.slice(PAGES_IN_PHONE_ROW);
  return (
    <nav className="customer-nav" aria-label="Mi cuenta">
      <NavLink to={home!.to} end>
        {home!.label}
      </NavLink>
      <button type="button" className="site-header__link-button" onClick={() => appStore.getState().setPaymentAlertOpen(true)}>
        Pagar
      </button>
      {pages.map((entry, index) => (
        <PageLink key={entry.to} entry={entry} className={index >= PAGES_IN_PHONE_ROW ? 'customer-nav__foldable' : undefined} />
      ))}
      <MorePages entries={folded} current={folded.find((entry) => entry.to === pathname)} />
    </nav>
  );
}

/** A section of a page (#seguros) is not a page of its own: never marked as the current one. */
function PageLink({ entry, className }: { entry: MenuEntry; className?: string }) {
  return entry.to.includes('#') ? (
    <Link to={entry.to} className={className}>
      {entry.label}
    </Link>
  ) : (
    <NavLink to={entry.to} className={className}>
      {entry.label}
    </NavLink>
  );
}

/** The phone's "Más": a disclosure that folds on Escape, on a click elsewhere and on navigating. */
function MorePages({ entries, current }: { entries: readonly MenuEntry[]; current: MenuEntry | undefined }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const foldOnOutsideClick = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', foldOnOutsideClick);
    return () => document.removeEventListener('pointerdown', foldOnOutsideClick);
  }, [open]);
  const foldOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div ref={root} className="customer-nav__more" onKeyDown={foldOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={`site-header__link-button${current ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Más<span aria-hidden="true" className="customer-nav__chevron">▾</span>
        {current && <span className="fvc-visually-hidden"> (estás en {current.label})</span>}
      </button>
      <ul id={panelId} className="customer-nav__more-panel" hidden={!open}>
        {open &&
          entries.map((entry) => (
            <li key={entry.to}>
              <PageLink entry={entry} />
            </li>
          ))}
      </ul>
    </div>
  );
}
