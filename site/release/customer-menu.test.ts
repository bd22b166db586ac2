import { CUSTOMER_ENTRIES } from '@fvc/shell/menu-entries';
import { CUSTOMER_MENU_SCREENS } from '@fvc/mf-account/routes';

/**
 * The customer menu is drawn by the shell on every page, before the account remote loads, from its
 * own list; which screens it shows, and their labels, are declared with each screen in the
 * account remote (`menu` in mf-account/src/routes.tsx). The two teams' lists must say the same.
 */
const screenOf = (to: string) => to.split('#')[0];

describe('the customer menu', () => {
  it('shows every screen the account remote puts in it, under the label the remote gives it', () => {
    for (const screen of CUSTOMER_MENU_SCREENS) {
      expect(CUSTOMER_ENTRIES).toContainEqual({ label: screen.label, to: screen.path });
    }
  });

  it('leads only to screens the account remote puts in it (a section of one, after `#`, included)', () => {
    const paths = CUSTOMER_MENU_SCREENS.map((screen) => screen.path);
    for (const entry of CUSTOMER_ENTRIES) expect(paths).toContain(screenOf(entry.to));
    // An entry that is a screen's own, not a section of it, has the screen's label.
    for (const entry of CUSTOMER_ENTRIES.filter(({ to }) => !to.includes('#'))) {
      expect(CUSTOMER_MENU_SCREENS).toContainEqual({ path: entry.to, label: entry.label });
    }
  });
});
