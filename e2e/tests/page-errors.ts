import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page, so a test can require none. */
export function watchPageErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!ignore.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.message));
  return errors;
}
