/**
 * The customer area in the bench's Lighthouse runs (issue #15: the private routes are
 * client-rendered and score at least 90). Lighthouse cannot sign in, so the bench signs the demo
 * customer in once, in a Chromium of its own, as a customer would on /acceso: e-mail and password,
 * then the code from the e-mail (which the bench's site writes to var/bench-mail). Each run is in a
 * new Chromium (docs/decisions/0033), so the session's cookies go from one to the next: put into the
 * new browser before Lighthouse opens the page, read back after it, since every refresh rotates the
 * refresh token and the one before is refused (docs/decisions/0006). Lighthouse clears caches and
 * service workers before a run, not cookies, so each customer page starts as a new tab of a
 * signed-in customer does: one refresh, then its data.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { VAR_DIR } from '../api/src/config/paths';
import { DEMO_PASSWORD } from '../api/src/db/seed/demo-content';

/** The customer area's landing page and its busiest table. */
export const CUSTOMER_ROUTES = ['/my-account/home', '/my-account/balances'];

const DEMO_CUSTOMER = 'cliente@demo.mx';

/**
 * Where the bench's site writes its mail: a folder of its own, so the code is read where it was
 * written whatever MAIL_DIR or SMTP_URL the caller has set (scripts/bench.ts starts the site with it).
 */
export const BENCH_MAIL_DIR = path.join(VAR_DIR, 'bench-mail');

/** The finished messages (`.eml`; the API writes `.eml.tmp` and renames it), newest first. */
function messagesSince(since: number): Buffer[] {
  const messages: Array<{ at: number; raw: Buffer }> = [];
  let files: string[] = [];
  try {
    files = readdirSync(BENCH_MAIL_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return []; // No mail yet: the folder comes with the first message.
  }
  for (const file of files) {
    try {
      const at = statSync(path.join(BENCH_MAIL_DIR, file)).mtimeMs;
      if (at >= since) messages.push({ at, raw: readFileSync(path.join(BENCH_MAIL_DIR, file)) });
    } catch {
      // Gone between the listing and the read: not ours.
    }
  }
  return messages.sort((a, b) => b.at - a.at).map((message) => message.raw);
}

/** The code of the newest sign-in e-mail to the demo customer written since `since`. */
async function signInCode(since: number, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const raw of messagesSince(since)) {
      if (!raw.includes(DEMO_CUSTOMER)) continue;
      const code = /^Tu código de acceso: (\d{6})$/.exec((await simpleParser(raw)).subject ?? '')?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No llegó el código de acceso de ${DEMO_CUSTOMER} a ${BENCH_MAIL_DIR}`);
}

/** Signs the demo customer in on `origin` in the Chromium listening on `chromePort`. */
export async function signInDemoCustomer(chromePort: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    // The alert popup is modal on a fresh session: closed as a visitor closes it, whenever it opens.
    await page.addLocatorHandler(page.getByRole('button', { name: 'Cerrar aviso', exact: true }), (close) => close.click());
    await page.goto(`${origin}/acceso`);
    const since = Date.now();
    await page.getByLabel('Correo electrónico').fill(DEMO_CUSTOMER);
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByLabel('Código de acceso').fill(await signInCode(since));
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await page.waitForURL(/\/my-account\//);
    await page.close();
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** A browser's cookies for the site: the customer's session is its refresh cookie. */
export type SessionCookies = Awaited<ReturnType<BrowserContext['cookies']>>;

async function inDefaultContext<T>(chromePort: number, use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    return await use(browser.contexts()[0]!);
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** The cookies of the Chromium on `chromePort`: after a run, with the refresh token it rotated. */
export function cookiesOf(chromePort: number): Promise<SessionCookies> {
  return inDefaultContext(chromePort, (context) => context.cookies());
}

/** Puts a session's cookies into the Chromium on `chromePort`, before a run opens a customer page. */
export function carryCookies(chromePort: number, cookies: SessionCookies): Promise<void> {
  return inDefaultContext(chromePort, (context) => context.addCookies(cookies));
}
