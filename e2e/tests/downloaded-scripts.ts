import { expect, type Page } from '@playwright/test';

/** A text in react-hook-form's production build (an option name, so minifying keeps it). */
export const FORM_LIBRARY_MARK = 'shouldUnregister';

/**
 * Keeps the body of every script the page downloads, from now on, to tell whether a library came
 * with them: `includes(mark)` looks for a text only that library's build carries. A script the
 * test could not read could be the one it looks for, so it fails the test.
 */
export function watchDownloadedScripts(page: Page) {
  const UNREAD = Symbol('unread');
  const bodies: Promise<string | typeof UNREAD>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => UNREAD));
  });
  return {
    count: () => bodies.length,
    async includes(mark: string): Promise<boolean> {
      const read = await Promise.all(bodies);
      expect(read, 'every downloaded script could be read').not.toContain(UNREAD);
      return read.some((body) => typeof body === 'string' && body.includes(mark));
    },
  };
}
