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
