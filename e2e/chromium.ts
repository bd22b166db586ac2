import { existsSync } from 'node:fs';

/**
 * The Chromium a visitor runs (Debian's `chromium`): the bench measures it, and a developer watches
 * the tests in it (`--headed`).
 */
export const BROWSER_PATH = '/usr/bin/chromium';

/** The Chromium the bench measures: CHROMIUM_PATH when set, else the full browser. */
export const browserPath = (): string => process.env.CHROMIUM_PATH ?? BROWSER_PATH;

/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 without the browser's windows, profile
 * and services, as Playwright's own Chromium runs headless. The browser tests take much less CPU
 * and time in it (docs/decisions/0035).
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium that tests and release checks drive headless: CHROMIUM_PATH when set, else the
 * headless shell, else the full browser with a note (the same checks, slower).
 */
export function headlessChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  console.warn(`No está ${HEADLESS_SHELL_PATH}: las pruebas corren en ${BROWSER_PATH}, con el doble de CPU (apt-get install -y chromium-headless-shell).`);
  return BROWSER_PATH;
}
