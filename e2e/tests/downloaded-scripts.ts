import { expect, type Locator, type Page } from '@playwright/test';

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
 * Types into a field key by key while react-hook-form's script is held on its way, then lets it
 * arrive: however fast the local server is, the keys come before the library, which must take over
 * the field with what it holds and keep the focus.
 */
export async function typeBeforeFormLibrary(page: Page, scripts: ReturnType<typeof watchDownloadedScripts>, field: Locator, text: string) {
  const library = await holdScriptWith(page, FORM_LIBRARY_MARK);
  await field.pressSequentially(text);
  await expect.poll(library.isHeld).toBe(true);
  library.release();
  await expect.poll(() => scripts.includes(FORM_LIBRARY_MARK)).toBe(true);
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
}

/** Holds back, until `release()`, the script whose body carries `mark`. Other scripts pass as they come. */
async function holdScriptWith(page: Page, mark: string) {  let release!: () => void;
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
