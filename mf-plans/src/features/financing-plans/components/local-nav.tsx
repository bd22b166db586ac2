import { NavLink } from '@fvc/shared/router';
import { LOCAL_NAV } from '../plan-catalog';

/** docs/product.md §2: the plan pages' own navigation, hidden on small screens (the menu covers them there). */
export function LocalNav() {
  return (
    <nav className="plans-local-nav" aria-label="Planes de financiamiento">
      <ul>
        {LOCAL_NAV.map((route) => (
          <li key={route.key}>
            <NavLink to={route.path} className="plans-local-nav__link">
              {route.heading}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
