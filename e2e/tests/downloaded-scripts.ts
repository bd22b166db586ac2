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

/**
 * Holds back, until `release()`, the script whose body carries `mark`: so a test can act while a
 * library is on its way, however fast the local server is. Other scripts pass as they come.
 */
export async function holdScriptWith(page: Page, mark: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes(mark)) {
        held = true;
        await released;
      }
      // The body arrives decoded: passed on as it is, without the encoding it was sent with.
      const headers = response.headers();
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  return { isHeld: () => held, release };
}
