import type { Page } from '@playwright/test';

/**
 * Holds back every script of the page until the returned function is called: the prerendered
 * page as a slow connection shows it before its scripts have come (docs/decisions/0038, 0053).
 * Its deferred scripts hold `DOMContentLoaded` and `load` back too: go to it with
 * `waitUntil: 'commit'`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
