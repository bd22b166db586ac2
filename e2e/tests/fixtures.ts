import { test as base } from '@playwright/test';

/**
 * Pages for tests about something other than the site's notices: the seeded alert popup and the
 * cookie notice are already dismissed, as for a visitor who closed them earlier, so they do not
 * cover what the test clicks. `chrome.spec.ts` tests the notices themselves with the plain `test`.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('hide', 'hide');
      localStorage.setItem('cookie-notice-acknowledged', '1');
    });
    await use(page);
  },
});

export { expect } from '@playwright/test';
