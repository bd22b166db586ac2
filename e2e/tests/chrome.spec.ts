import { expect, test as plainTest, type Locator } from '@playwright/test';
import { test } from './fixtures';
import { holdScripts } from './held-scripts';
import { belowHeader } from './below-header';
import { stubMapTiles } from './map-tiles';
import { watchPageErrors } from './page-errors';

// The notices themselves: a visitor who has not closed them yet (the plain test).
plainTest.describe('site notices', () => {
  plainTest('the cookie notice appears on home and closes with ACEPTAR', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('hide', 'hide'));
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'ACEPTAR' }).click();
    await expect(notice).toBeHidden();
  });

  plainTest("a prospect on a phone meets one overlay at a time: the alert, then the cookie notice", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Cotiza tu unidad en minutos' });
    await expect(popup).toBeVisible();
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    // Held out of the page while the alert is open (display: none), not just waiting its 500 ms
    // (that delay hides it with visibility only).
    await expect(page.locator('[data-notice="cookies"]')).toHaveCSS('display', 'none');
    await popup.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(popup).toBeHidden();
    await expect(notice).toBeVisible();
    // The customer area's alert is not a prospect's: never asked, never shown.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  plainTest('the alert popup fades in, and shows once per session', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.addInitScript(() => {
      localStorage.setItem('cookie-notice-acknowledged', '1');
      // The popup's opacity as it is added to the page, before anything is painted.
      new MutationObserver((records, observer) => {
        const added = records.flatMap((record) => [...record.addedNodes]).find((node) => node instanceof HTMLElement && node.classList.contains('popup-backdrop'));
        if (!added) return;
        Object.assign(window, { __popupOpacityAdded: getComputedStyle(added as HTMLElement).opacity });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/contacto');
    const popup = page.getByRole('dialog', { name: 'Cotiza tu unidad en minutos' });
    await expect(popup).toBeVisible();
    // docs/product.md §9: it fades in, every time (it used to appear at once when React drew it in one go).
    expect(await page.evaluate(() => (window as unknown as { __popupOpacityAdded: string }).__popupOpacityAdded)).toBe('0');
    await expect.poll(() => page.locator('.popup-backdrop').evaluate((backdrop) => getComputedStyle(backdrop).opacity)).toBe('1');
    // Drawn with the prerendered page, it is taken over as it is, open, once the page is live.
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    await expect(popup.getByRole('button', { name: 'Cerrar aviso' })).toBeFocused();
    expect(errors).toEqual([]);
    // Its description is HTML, put in through a sanitizer (the prerender job's DOMPurify here).
    await expect(popup.locator('.popup__body strong')).toHaveText('Sin costo');
    await expect(popup.locator('.popup__body')).toContainText('Elige tu camión o autobús, el plan y el plazo');
    // The title's text wraps before the close button, which sits in the popup's corner.
    const [titleTextRight, closeLeft] = await popup.evaluate((dialog) => {
      const title = dialog.querySelector('h2') as HTMLElement;
      const close = dialog.querySelector('.popup__close') as HTMLElement;
      return [title.getBoundingClientRect().right - parseFloat(getComputedStyle(title).paddingRight), close.getBoundingClientRect().left];
    });
    expect(titleTextRight).toBeLessThanOrEqual(closeLeft);
    await popup.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // docs/decisions/0038, 0053: the notices come drawn with the page, and answer once the shell is live.
  plainTest('a prerendered page comes with the alert popup, a modal once the shell is live, closed for the session', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.addInitScript(() => localStorage.setItem('cookie-notice-acknowledged', '1'));
    const releaseScripts = await holdScripts(page);
    await page.goto('/contacto', { waitUntil: 'commit' });
    const popup = page.getByRole('dialog', { name: 'Cotiza tu unidad en minutos' });
    // Before the scripts: drawn with the page, its text sanitized by the job.
    await expect(popup).toBeVisible();
    await expect(popup.locator('.popup__body strong')).toHaveText('Sin costo');

    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    // A modal: its close button has the focus, Tab goes round its controls without leaving it, and
    // Escape closes it.
    await expect(page.locator('dialog[data-notice="alert"]:modal')).toHaveCount(1);
    const close = popup.getByRole('button', { name: 'Cerrar aviso' });
    const portalLink = popup.getByRole('link', { name: 'Cotizar ahora' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(portalLink).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('hide'))).toBe('hide');

    // Closed for the session: the next page hides it from its first paint, scripts or not.
    await page.unroute(/\.js$/);
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/distribuidores');
    await expect(page.locator('[data-notice="alert"]')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(errors.filter((error) => !/net::ERR_FAILED/.test(error))).toEqual([]);
  });

  plainTest('a prerendered home shows the cookie notice 500 ms after it appears; acknowledged, it is hidden from the next first paint', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('hide', 'hide'));
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    // docs/product.md §9: shown 500 ms after the page appears (held hidden by a CSS animation's
    // delay), scripts or not.
    expect(await page.locator('[data-notice="cookies"]').evaluate((element) => [getComputedStyle(element).animationName, getComputedStyle(element).animationDelay])).toEqual(['fvc-shown-later', '0.5s']);
    await expect(notice).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-remote-state', /ready$/);
    await notice.getByRole('button', { name: 'ACEPTAR' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-notice-acknowledged'))).toBe('1');

    await page.route(/\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator('[data-notice="cookies"]')).toHaveCount(1);
    await expect(notice).toBeHidden();
  });
});

test.describe('header and footer', () => {
  // The fixtures' page: notices already closed, and each visit waits until the page is live.
  test('the menu opens by click and by resting on the burger, and Escape closes it', async ({ page }) => {
    await page.goto('/contacto');
    const burger = page.getByRole('button', { name: 'Menú' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.mouse.move(0, 400);
    await burger.hover();
    await expect(menu).toBeVisible({ timeout: 3000 });
    await menu.getByRole('button', { name: /Planes de financiamiento/ }).click();
    await menu.getByRole('link', { name: 'Arrendamiento Puro' }).click();
    await expect(page).toHaveURL(/arrendamiento-puro$/);
    await expect(menu).toBeHidden();
    // The keyboard goes on from the new page's content, as after any link, not from the burger.
    await expect(page.locator('#contenido')).toBeFocused();
  });

  test('the search runs from three characters and lists results by section', async ({ page }) => {
    await page.goto('/contacto');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const input = page.getByLabel('Buscar en el sitio');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) searches.push(request.url());
    });

    await input.fill('cr');
    await expect(page.getByText('Escribe al menos 3 caracteres.')).toBeVisible();
    await page.waitForTimeout(600);
    expect(searches).toEqual([]);

    await input.fill('crédito');
    await expect(page.getByText(/\d+ resultados?/)).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
    await expect(page.locator('#search-panel h2').first()).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar búsqueda' }).click();
    // Focus goes back to the button that opened it, not to the page's start.
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeFocused();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByLabel('Buscar en el sitio')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeFocused();
  });

  test('footer groups open one at a time on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contacto');
    const footer = page.getByRole('contentinfo');
    const help = footer.getByRole('button', { name: 'Ayuda' });
    const company = footer.getByRole('button', { name: 'Compañía' });
    await help.click();
    await expect(footer.getByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible();
    await company.click();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Preguntas frecuentes' })).toBeHidden();
  });

  test('a closed footer group is 40 px tall below 550 px and 80 px up to 768 px (SPEC §9)', async ({ page }) => {
    for (const [width, height] of [[390, 40], [600, 80]] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/contacto');
      const group = page.getByRole('contentinfo').getByRole('button', { name: 'Ayuda' }).locator('xpath=ancestor::section[1]');
      expect((await group.boundingBox())?.height, `${width} px`).toBe(height);
    }
  });

  test('on a 390 px phone, keyboard focus shows on a closed footer group\'s button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contacto');
    const help = page.getByRole('contentinfo').getByRole('button', { name: 'Ayuda' });
    await help.focus();
    await expect(help).toBeFocused();
    // A closed group hides what overflows it: the ring must be drawn where that box shows it.
    const ring = await help.evaluate((button) => {
      const style = getComputedStyle(button);
      let clip = button.parentElement;
      while (clip && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement;
      const box = button.getBoundingClientRect();
      const shown = clip!.getBoundingClientRect();
      const room = Math.min(box.left - shown.left, shown.right - box.right, box.top - shown.top, shown.bottom - box.bottom);
      return { matches: button.matches(':focus-visible'), shadow: style.boxShadow, room };
    });
    expect(ring.matches).toBe(true);
    expect(ring.shadow).toMatch(/\d+px/);
    if (!ring.shadow.includes('inset')) expect(ring.room).toBeGreaterThanOrEqual(3);
  });

  test('a link opens the next page at its top, with focus on its content', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contacto');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Ayuda' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Distribuidores' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu distribuidor' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  // Signed in, the header is taller: plans.spec.ts (a customers' file) measures the links under it.
  test('what sticks below the header sits right under it: section links, the dealers map, the quote', async ({ page }) => {
    await stubMapTiles(page);
    // Scrolls until the element, were it not held, would start 40 px from the top: under the header.
    const scrollUnderHeader = (element: Locator) =>
      element.evaluate((node) => window.scrollTo({ top: node.getBoundingClientRect().top + window.scrollY - 40, behavior: 'instant' }));
    const sections = page.getByRole('navigation', { name: 'Secciones de la página' });

    // A phone, a narrow desktop (where the header's name wrapped to three lines) and a wide one.
    for (const width of [390, 900, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/planes-financiamiento');
      await page.locator('#contacto').scrollIntoViewIfNeeded();
      const contact = sections.getByRole('link', { name: 'Contacto' });
      await expect(contact).toHaveAttribute('aria-current', 'location');
      // No strip of the page shows between the header and the links.
      await expect.poll(() => belowHeader(page, sections)).toBe(0);
      // On a phone the last link starts out of the row: the row brings the current one in.
      await expect(contact).toBeInViewport({ ratio: 1 });
    }

    await page.goto('/distribuidores');
    const map = page.getByRole('region', { name: 'Mapa de distribuidores' });
    await expect(map.getByRole('button', { name: 'Acercar' })).toBeVisible();
    await scrollUnderHeader(map);
    // The map's zoom buttons stay clickable, not under the header.
    await expect.poll(() => belowHeader(page, map)).toBeGreaterThanOrEqual(0);

    await page.goto('/calculadora/paso-1');
    await page.getByRole('button', { name: 'Camión', exact: true }).click();
    await page.getByRole('button', { name: /Cumbre C45/ }).click();
    await page.getByRole('button', { name: /C45 Chasis cabina/ }).click();
    await page.getByRole('link', { name: /Continuar con/ }).click();
    const quote = page.getByRole('region').filter({ has: page.getByTestId('monthly-payment') });
    await expect(quote).toBeVisible();
    await scrollUnderHeader(quote);
    await expect.poll(() => belowHeader(page, quote)).toBeGreaterThanOrEqual(0);
  });

  test('at the bottom of a 390 px page, the floating back-to-top button covers none of the footer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contacto');
    // Instantly: the page scrolls smoothly, and a measure taken mid-scroll would mean nothing.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const button = await page.getByRole('button', { name: 'Volver al inicio de la página' }).boundingBox();
    const lastLine = await page.getByRole('contentinfo').getByText(/Todos los derechos reservados/).boundingBox();
    expect(button).not.toBeNull();
    expect(lastLine).not.toBeNull();
    // At the very bottom, the footer's last line ends above the button, not behind it.
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(button!.y);
  });
});
