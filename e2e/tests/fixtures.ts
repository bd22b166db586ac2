import { test as base } from '@playwright/test';

/**
 * Pages for tests about something other than the site's notices: the seeded alert popups (the
 * public site's and the customer area's) and the cookie notice are already dismissed, as for a visitor who closed them earlier, so they do not
 * cover what the test clicks. `chrome.spec.ts` tests the notices themselves with the plain `test`.
 */
/** Run in the page (addInitScript): the notices closed, as by a visitor who closed them before. */
export function dismissNotices(): void {
  sessionStorage.setItem('hide', 'hide');
  sessionStorage.setItem('hide-portal', 'hide');
  localStorage.setItem('cookie-notice-acknowledged', '1');
}

export const test = base.extend<{ waitForLivePage: boolean }>({
  // Off for a test of what a visitor meets before the page's scripts run.
  waitForLivePage: [true, { option: true }],
  page: async ({ page, waitForLivePage }, use) => {
    await page.addInitScript(dismissNotices);
    // A prerendered page is visible before its scripts have run; a click on a button before then
    // does nothing, so tests act once the page's remote is live (or failed).
    if (!waitForLivePage) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => !document.getElementById('fvc-prerendered') || /ready|failed/.test(document.documentElement.dataset.remoteState ?? ''));
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
