import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { revealInRow } from '@fvc/shared/ui';
import { CUSTOMER_ENTRIES } from './menu-entries';

/**
 * The signed-in customer's row of pages under the header. The page shown is marked (aria-current)
 * and, on a phone where the row scrolls sideways, brought into view: landing on a page whose tab
 * is past the edge would otherwise show the row's start with no sign of where the customer is.
 */
export function CustomerNav() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // Measured in the next frame, just before it is painted: the browser lays the page out once
    // there, instead of once more in the middle of React's commit (issue #15: 57 ms on a phone).
    const frame = requestAnimationFrame(() => {
      const row = nav.current;
      const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
      if (row && current) revealInRow(row, current);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  const [home, ...pages] = CUSTOMER_ENTRIES;
  return (
    <nav ref={nav} className="customer-nav" aria-label="Mi cuenta">
      <NavLink to={home!.to} end>
        {home!.label}
      </NavLink>
      <button type="button" className="site-header__link-button" onClick={() => appStore.getState().setPaymentAlertOpen(true)}>
        Pagar
      </button>
      {pages.map((entry) =>
        // A section of a page (#seguros) is not a page of its own: never marked as the current one.
        entry.to.includes('#') ? (
          <Link key={entry.to} to={entry.to}>
            {entry.label}
          </Link>
        ) : (
          <NavLink key={entry.to} to={entry.to}>
            {entry.label}
          </NavLink>
        ),
      )}
    </nav>
  );
}
