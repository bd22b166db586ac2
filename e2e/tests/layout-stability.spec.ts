import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShiftSoFar, recordLayoutShifts } from './layout-shifts';

/** Sum of the layout shifts not caused by input while the page loads (what CLS adds up). */
async function layoutShiftWhileLoading(page: Page, path: string): Promise<number> {
  await recordLayoutShifts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await page.waitForLoadState('networkidle');
  // Late shifts (images, fonts, a slow API answer) land within this window.
  await page.waitForTimeout(1000);
  return layoutShiftSoFar(page);
}

// The remote's content arrives after the shell's header and footer: nothing already on screen may
// move when it does (the footer starts below the fold; sections wait for their data).
const ROUTES = [
  '/',
  '/contacto',
  '/planes-financiamiento/credito-directo',
  '/planes-financiamiento',
  '/calculadora/paso-1',
  '/distribuidores',
  '/noticias',
  '/acerca',
  '/legales/aviso-de-privacidad',
  '/faqs/general-questions',
  '/brand-financial',
];

for (const viewport of [
  { name: 'teléfono', width: 390, height: 844 },
  { name: 'escritorio', width: 1350, height: 940 },
]) {
  test.describe(`layout stability on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of ROUTES) {
      test(`${path} loads without layout shifts (CLS < 0.02)`, async ({ page }) => {
        expect(await layoutShiftWhileLoading(page, path)).toBeLessThan(0.02);
      });
    }
  });
}

// docs/product.md §4/§9: a scrolled-to section lands below the fixed header (and the plan pages' sticky
// sub-navigation), by width. CSS decides it, so it holds on the prerendered page before any script.
test.describe('header offset of scrolled-to sections', () => {
  for (const [width, home, plans] of [
    [1200, 100, 255],
    [769, 100, 255],
    [768, 110, 230],
    [551, 110, 230],
    [550, 67, 127],
    [390, 67, 127],
  ] as const) {
    test(`at ${width} px: ${home} px on home, ${plans} px on a plan page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const offsetOf = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).scrollMarginTop);
      await page.goto('/');
      await expect(page.locator('#planes')).toBeAttached();
      expect(await offsetOf('#planes')).toBe(`${home}px`);
      await page.goto('/planes-financiamiento/credito-directo');
      await expect(page.locator('#detalles')).toBeAttached();
      expect(await offsetOf('#detalles')).toBe(`${plans}px`);
    });
  }
});
