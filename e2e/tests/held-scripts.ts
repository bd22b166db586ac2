import type { Page } from '@playwright/test';

/**
 * Holds back every script of the page until the returned function is called: the prerendered
 * page as a slow phone shows it before its scripts have come (docs/decisions/0034, 0038).
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
