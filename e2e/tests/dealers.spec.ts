import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { expect, test } from './fixtures';
import { layoutShiftSoFar, recordLayoutShifts } from './layout-shifts';
import { expectMail } from './mailbox';
import { stubMapTiles } from './map-tiles';
import { watchPageErrors } from './page-errors';

/** Sum of gzip bytes of the JavaScript and CSS a page fetched, split by whether it is the map library. */
function measureBytes(page: Page) {
  const totals = { all: 0, map: 0, mapRequested: false };
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const size = gzipSync(body).length;
    totals.all += size;
    if (body.includes('leaflet-zoom-animated')) {
      totals.map += size;
      totals.mapRequested = true;
    }
  });
  return totals;
}

/**
 * Right after the site starts, this Chromium's first calls to the API could be refused while later
 * ones succeeded (seen while the API had an origin of its own). The spec waits until the browser
 * itself reaches the API, so whichever test runs first is not the one that pays for it.
 */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/runtime-config.json');
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const { apiUrl } = (await (await fetch('/runtime-config.json')).json()) as { apiUrl: string };
          return fetch(`${apiUrl}/api/health`).then((response) => response.ok, () => false);
        }),
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  await page.close();
});

const dealerCards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Contactar a / }) });

test.describe('dealer locator on a desktop', () => {
  test.beforeEach(async ({ page }) => stubMapTiles(page));

  test('arrives drawn with its first dealers, hydrates without searching again, and the map takes its kept place', async ({ page }) => {
    const errors = watchPageErrors(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/public/dealers')) searches.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => Object.assign(window, { __arrivedList: document.querySelector('.dealer-list') }));
    });
    await recordLayoutShifts(page);
    await page.goto('/distribuidores');
    await expect(page.locator('#fvc-prerendered')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    // Hydrated, not redrawn: the list that arrived is the one on screen, and the API was not asked again.
    expect(await page.evaluate(() => document.querySelector('.dealer-list') === (window as { __arrivedList?: Element }).__arrivedList)).toBe(true);
    await expect(dealerCards(page)).toHaveCount(20);
    await expect(page.getByRole('region', { name: 'Mapa de distribuidores' }).locator('.leaflet-marker-icon')).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Ver mapa' })).toBeHidden();
    // The map came into the place the page kept for it: nothing on the page moved.
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.02);
    expect(searches).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('choosing a state lists its dealers and draws their markers on the map', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/distribuidores');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu distribuidor');

    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Nuevo León' });
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ distribuidores$/ })).toHaveText('4 distribuidores');
    await expect(dealerCards(page)).toHaveCount(4);
    for (const card of await dealerCards(page).all()) await expect(card).toContainText('Nuevo León');

    const map = page.getByRole('region', { name: 'Mapa de distribuidores' });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(4);
    // Marker and card share a number and a name.
    const firstName = (await dealerCards(page).first().getByRole('heading', { level: 3 }).innerText()).replace(/^1\s*/, '');
    await expect(map.getByTitle(`1. ${firstName}`)).toBeVisible();

    // A city narrows it further; the markers follow the list.
    await page.getByRole('combobox', { name: 'Ciudad' }).selectOption({ label: 'Monterrey' });
    await expect(dealerCards(page)).toHaveCount(2);
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(2);

    // Clicking a marker selects its dealer in the list and opens the contact form.
    await map.getByTitle(/^2\. /).click();
    await expect(page.getByRole('heading', { name: /^Contactar a / })).toBeFocused();

    // The keyboard goes through the list, not through a stop per marker: the stop before the zoom
    // buttons is the open popup's close button, named in Spanish, and Escape closes the popup.
    await expect(map.locator('[tabindex="0"]')).toHaveCount(0);
    await map.getByRole('button', { name: 'Acercar' }).focus();
    await page.keyboard.press('Shift+Tab');
    const close = map.getByRole('button', { name: 'Cerrar' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(map.locator('.leaflet-popup')).toHaveCount(0);
    await expect(map.getByRole('button', { name: 'Acercar' })).toBeFocused();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe('with the location granted', () => {
    // Monterrey's Macroplaza.
    test.use({ geolocation: { latitude: 25.6694, longitude: -100.3098 }, permissions: ['geolocation'] });

    test('"Cerca de mí" lists the nearest dealers first, with their distance', async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto('/distribuidores');
      await page.getByRole('button', { name: 'Cerca de mí' }).click();
      await expect(page.getByText('Ordenados del más cercano al más lejano de tu ubicación.')).toBeVisible();

      const first = dealerCards(page).first();
      await expect(first).toContainText('Monterrey, Nuevo León');
      const distances = await dealerCards(page)
        .locator('.dealer-card__distance')
        .allInnerTexts();
      expect(distances.length).toBe(20);
      const km = distances.map((text) => (text.includes('menos de 1') ? 0 : Number(text.replace(/[^\d.]/g, ''))));
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(km[0]).toBeLessThan(10);
      // The visitor's own position is on the map too.
      await expect(page.locator('path.leaflet-interactive')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  });
});

test.describe('dealer locator on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ page }) => stubMapTiles(page));

  test('list first, the map library only when the map is asked for', async ({ page }) => {
    const errors = watchPageErrors(page);
    const bytes = measureBytes(page);
    await page.goto('/distribuidores', { waitUntil: 'networkidle' });
    await expect(dealerCards(page)).toHaveCount(20);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    expect(bytes.mapRequested).toBe(false);
    const withoutMap = bytes.all;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Ver mapa' }).click();
    await expect(page.getByRole('region', { name: 'Mapa de distribuidores' }).locator('.leaflet-marker-icon')).toHaveCount(20);
    // The bodies are read after their responses: the map library's may still be on its way here.
    await expect.poll(() => bytes.mapRequested).toBe(true);
    await page.waitForLoadState('networkidle');
    console.log(`[bytes] /distribuidores gzip JS+CSS: ${withoutMap} without the map, ${bytes.all} with it (map library ${bytes.map})`);
    await page.getByRole('button', { name: 'Ocultar mapa' }).click();
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('contacting a dealer stores the request and produces the e-mail to the dealer', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/distribuidores');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Guanajuato' });
    await expect(dealerCards(page).first()).toContainText('Guanajuato');

    const card = dealerCards(page).first();
    const dealerEmail = await card.getByRole('link', { name: /@/ }).innerText();
    await card.getByRole('button', { name: /^Contactar a / }).click();
    const form = page.getByRole('region', { name: /^Contactar a / });
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByText('Escribe tu nombre.')).toBeVisible();

    await form.getByLabel('Nombre').fill('Prueba E2E Distribuidores');
    await form.getByLabel('Correo electrónico').fill('prueba.e2e@example.com');
    await form.getByLabel('Teléfono').fill('477 123 4567');
    await form.getByLabel('Mensaje').fill('Me interesa un autobús urbano.');
    await form.getByRole('checkbox', { name: /Acepto que mis datos/ }).check();
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeFocused();

    // Sent by the outbox worker through SMTP to the test mail server.
    await expectMail((message) => message.includes(`To: ${dealerEmail}`) && message.includes('prueba.e2e@example.com'));
    expect(errors).toEqual([]);
  });
});
