import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { expect, test } from './fixtures';
import { expectReadableOnPhone } from './mail-rendering';
import { expectMail, expectMailTo } from './mailbox';
import { watchPageErrors } from './page-errors';
import { figuresUnderTheArrow } from './phone-figures';

// Issues #13 and #65: the quote states its fixed rate beside the CAT legend, the CAT without the
// insurance, and how the CAT is computed, what it counts and why it moves.
const RATE = /^Tasa de interés anual fija: \d+\.\d{2} % sin IVA$/;
const CAT = /^CAT Promedio \d+\.\d % sin IVA\. Para fines informativos y de comparación\. Fecha de cálculo: .+\.$/;
const CAT_WITHOUT_INSURANCE = /^CAT sin seguro: \d+\.\d % sin IVA$/;
const CAT_INCLUDES = /^Calculado con el método del Banco de México: incluye intereses.*; no incluye IVA\./;

async function expectRateAndCat(page: Page) {
  await expect(page.getByText(RATE)).toBeVisible();
  await expect(page.getByText(CAT)).toBeVisible();
  await expect(page.getByText(CAT_WITHOUT_INSURANCE)).toBeVisible();
  await expect(page.getByText(CAT_INCLUDES)).toBeVisible();
}

const downPaymentBox = (page: Page) => page.getByLabel('Enganche en porcentaje', { exact: true });
const termButton = (page: Page, months: number) => page.getByRole('button', { name: `${months} meses`, exact: true });

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe('quote calculator', () => {
  test('choose a vehicle, design the financing, send: a quote id, a PDF link and an e-mail with the PDF', async ({ page, browser }) => {
    const errors = watchPageErrors(page);
    const startedAt = Date.now();
    const email = `cotizacion.e2e.${startedAt}@example.com`;

    await page.goto('/calculadora/paso-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Calcula tu financiamiento' })).toBeVisible();
    await page.getByRole('button', { name: 'Camión', exact: true }).click();
    await page.getByRole('button', { name: /Cumbre C45/ }).click();
    await page.getByRole('button', { name: /C45 Chasis cabina/ }).click();
    await page.getByRole('link', { name: /Continuar con/ }).click();

    await expect(page).toHaveURL(/\/calculadora\/paso-2$/);
    const payment = page.getByTestId('monthly-payment');
    await expect(payment).toContainText('$');
    const before = await payment.textContent();
    await termButton(page, 24).click();
    await expect(termButton(page, 24)).toHaveAttribute('aria-pressed', 'true');
    await expect(payment).not.toHaveText(before ?? '');
    await expectRateAndCat(page);

    // The three plans side by side, each with its own rate.
    const comparison = page.getByRole('region', { name: 'Tabla comparativa de planes' });
    await expect(comparison.getByRole('columnheader', { name: /Crédito directo/ })).toBeVisible();
    await expect(comparison.getByRole('columnheader', { name: 'Arrendamiento puro' })).toBeVisible();
    await expect(comparison.getByRole('columnheader', { name: 'Arrendamiento financiero' })).toBeVisible();
    const rates = comparison.getByRole('row').filter({ hasText: 'Tasa de interés anual fija' });
    await expect(rates.getByRole('cell')).toHaveCount(3);
    await expect(rates).toContainText(/\d+\.\d{2} %.*\d+\.\d{2} %.*\d+\.\d{2} %/);

    // What is typed is never rewritten: "10.5" stays, says why, and the quote keeps the last valid value.
    const down = downPaymentBox(page);
    const valid = await payment.textContent();
    await down.fill('10.5');
    await expect(down).toHaveValue('10.5');
    await expect(down).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Escribe un porcentaje entero, sin decimales/)).toBeVisible();
    await expect(payment).toHaveText(valid ?? '');
    await down.fill('30');
    await expect(down).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('slider', { name: 'Enganche, deslizador' })).toHaveValue('30');
    await expect(payment).not.toHaveText(valid ?? '');

    // Survives a reload within the flow.
    await page.reload();
    await expect(termButton(page, 24)).toHaveAttribute('aria-pressed', 'true');
    await expect(downPaymentBox(page)).toHaveValue('30');
    expect(await axeViolations(page, { everyRule: true })).toEqual([]);

    await page.getByRole('link', { name: 'Continuar', exact: true }).click();
    await expect(page).toHaveURL(/\/calculadora\/paso-3$/);
    await expect(page.getByRole('heading', { name: 'Tabla de amortización' })).toBeVisible();
    await expectRateAndCat(page);
    await page.getByLabel('Nombre completo').fill('Prueba E2E Cotizador');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('33 1234 5678');
    await page.getByLabel('Estado').selectOption('Jalisco');
    await page.getByLabel(/Acepto el/).check();
    await page.getByRole('button', { name: 'Enviar cotización' }).click();

    // A short human folio, the one the PDF and the e-mail carry.
    const quoteId = page.getByTestId('quote-id');
    await expect(quoteId).toHaveText(/^COT-\d{4}-\d{6}$/);
    const id = (await quoteId.textContent()) ?? '';
    // The confirmation repeats where it went and what comes next (issue #69).
    await expect(page.getByText(`Te la enviamos a ${email}`)).toBeVisible();
    await expect(page.getByText(/Siguiente paso: visita a un distribuidor en Jalisco y menciona tu folio/)).toBeVisible();
    const pdfLink = page.getByRole('link', { name: 'Descargar PDF' });
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toMatch(/application\/pdf/);

    // The e-mail with the PDF, sent by the outbox worker through SMTP to the test mail server.
    await expectMail((message) => message.includes(`To: ${email}`) && message.includes(id) && message.includes('application/pdf'));
    expect(errors).toEqual([]);
    // It reads on a phone, in the company's design: the monthly payment in large type, the rate
    // and the CAT, and the buttons to go on (issue #69).
    const quoteMail = await expectMailTo(email, 0, (mail) => mail.subject.includes(id));
    const rendered = await expectReadableOnPhone(browser, quoteMail.html, 'cotizacion');
    const figure = rendered.getByText(/^\$[\d,]+\.\d{2}$/).first();
    await expect(figure).toBeVisible();
    expect(await figure.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(30);
    await expect(rendered.getByText(/Tasa de interés anual fija/).first()).toBeVisible();
    await expect(rendered.getByText(/^CAT/).first()).toBeVisible();
    await expect(rendered.getByRole('link', { name: 'Ver distribuidor' })).toHaveAttribute('href', /\/distribuidores$/);
    // Applying online from this very quote (issue #72).
    await expect(rendered.getByRole('link', { name: 'Solicitar este financiamiento' })).toHaveAttribute('href', /\/solicitud\/nueva\?cotizacion=[0-9a-f-]{36}$/);
    await rendered.close();
  });

  test('the standalone route preselects type and model from the URL', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/calculadora/independiente/autobus/horizonte-foraneo');
    await expect(page.getByRole('heading', { level: 1, name: 'Calcula tu financiamiento' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Autobús', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Horizonte Foráneo/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Foráneo 13 m/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('?version= on the standalone route also chooses the version', async ({ page }) => {
    await page.goto(`/calculadora/independiente/autobus/horizonte-foraneo?version=${encodeURIComponent('Foráneo 13 m 45 plazas')}`);
    await expect(page.getByRole('button', { name: /Foráneo 13 m 45 plazas/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /Continuar con .*Foráneo 13 m 45 plazas/ })).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('steps 1 to 3 fit the screen, show the rate and the CAT, and have no axe violations', async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto('/calculadora/paso-1');
      await page.getByRole('button', { name: 'Tractocamión', exact: true }).click();
      await page.getByRole('button', { name: /Cumbre T600/ }).click();
      await page.getByRole('button', { name: /T600 410 HP/ }).click();
      const next = page.getByRole('link', { name: /Continuar con/ });
      await expect(next).toBeVisible();
      await expectNoSideScroll(page);
      expect(await axeViolations(page, { everyRule: true })).toEqual([]);

      await next.click();
      await expect(page.getByTestId('monthly-payment')).toContainText('$');
      await expectRateAndCat(page);
      await expectNoSideScroll(page);
      // The comparison scrolls inside its own box, never the page.
      const comparison = page.getByRole('region', { name: 'Tabla comparativa de planes' });
      expect(await comparison.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      // Issue #13 measured a 19 px select, 13 px radios and a 21 px box with 13.3 px text.
      const down = downPaymentBox(page);
      expect(await down.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
      for (const target of [
        down,
        page.getByRole('slider', { name: 'Enganche, deslizador' }),
        termButton(page, 48),
        page.locator('label').filter({ has: page.getByRole('radio', { name: 'Crédito directo' }) }),
        page.locator('label').filter({ has: page.getByRole('radio', { name: 'Persona moral' }) }),
        page.locator('label').filter({ has: page.getByRole('radio', { name: 'Pesos' }) }),
      ]) {
        await expectTouchTarget(target);
      }
      expect(await axeViolations(page, { everyRule: true })).toEqual([]);

      // A lease has no CAT, and says why; back to credit for paso 3.
      await page.getByRole('radio', { name: 'Arrendamiento puro' }).check();
      await expect(page.getByText('CAT: No aplica', { exact: true })).toBeVisible();
      await expect(page.getByText('El CAT no aplica al arrendamiento: la renta no es un crédito.')).toBeVisible();
      await expect(page.getByText(RATE)).toBeVisible();
      await page.getByRole('radio', { name: 'Crédito directo' }).check();
      await expect(page.getByText(CAT)).toBeVisible();
      // The back-to-top arrow never sits on the payment, the total cost or the CAT.
      expect(await figuresUnderTheArrow(page)).toEqual([]);

      await page.getByRole('link', { name: 'Continuar', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Tabla de amortización' })).toBeVisible();
      await expectRateAndCat(page);
      await expectNoSideScroll(page);
      expect(await figuresUnderTheArrow(page)).toEqual([]);
      expect(await axeViolations(page, { everyRule: true })).toEqual([]);

      // Sent empty, the form takes the keyboard to its first field: the field and its label are
      // in sight, below the header that stays on top, not under it.
      await page.getByRole('button', { name: 'Enviar cotización' }).click();
      const name = page.getByLabel('Nombre completo');
      await expect(name).toBeFocused();
      await page.waitForTimeout(600); // the site scrolls smoothly
      const headerBottom = (await page.locator('.site-header').boundingBox())!;
      const label = (await page.locator('label[for]').filter({ hasText: 'Nombre completo' }).boundingBox())!;
      expect(label.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
      expect(errors).toEqual([]);
    });
  });
});
