import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Opens a received mail's HTML in Chromium at 390 px, as a phone's mail app shows it, and checks
 * it reads there: nothing wider than the screen, the company's bar on top, type no smaller than
 * 12 px. A screenshot goes to var/mail-previews/ for a person to look at (issue #69).
 */
export async function expectReadableOnPhone(browser: Browser, html: string, name: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // Offline like a mail client with remote content blocked: the mail must not need the network.
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'load' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: sin desplazamiento lateral`).toBeLessThanOrEqual(390);
  // The size of the text a reader sees: elements with words of their own, drawn (not the hidden
  // preview line, not MJML's 0 px spacers around columns).
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.body.querySelectorAll('*')]
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
        .filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && element.getBoundingClientRect().height > 1)
        .map((element) => parseFloat(getComputedStyle(element).fontSize)),
    ),
  );
  expect(smallest, `${name}: tamaño de letra mínimo`).toBeGreaterThanOrEqual(12);
  await expect(page.getByText('Financiera Vial del Centro').first()).toBeVisible();
  mkdirSync('var/mail-previews', { recursive: true });
  await page.screenshot({ path: `var/mail-previews/${name}-390.png`, fullPage: true });
  return page;
}
