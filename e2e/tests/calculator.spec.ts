import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { expectMail } from './mailbox';
import { watchPageErrors } from './page-errors';


test.describe('quote calculator', () => {
  test('choose a vehicle, design the financing, send: a quote id, a PDF link and an e-mail with the PDF', async ({ page }) => {
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
    await page.getByLabel('Plazo').selectOption('24');
    await expect(payment).not.toHaveText(before ?? '');
    await expect(page.getByText(/CAT Promedio \d+\.\d % sin IVA/)).toBeVisible();

    // Survives a reload within the flow.
    await page.reload();
    await expect(page.getByLabel('Plazo')).toHaveValue('24');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/calculadora\/paso-3$/);
    await expect(page.getByRole('heading', { name: 'Tabla de amortización' })).toBeVisible();
    await page.getByLabel('Nombre completo').fill('Prueba E2E Cotizador');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('33 1234 5678');
    await page.getByLabel('Estado').selectOption('Jalisco');
    await page.getByLabel(/Acepto el/).check();
    await page.getByRole('button', { name: 'Enviar cotización' }).click();

    const quoteId = page.getByTestId('quote-id');
    await expect(quoteId).toHaveText(/^[0-9a-f-]{36}$/);
    const id = (await quoteId.textContent()) ?? '';
    const pdfLink = page.getByRole('link', { name: 'Descargar PDF' });
    const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toMatch(/application\/pdf/);

    // The e-mail with the PDF, sent by the outbox worker through SMTP to the test mail server.
    await expectMail((message) => message.includes(`To: ${email}`) && message.includes(id) && message.includes('application/pdf'));
    expect(errors).toEqual([]);
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
    test('the steps fit the screen and the result is computed', async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto('/calculadora/paso-1');
      await page.getByRole('button', { name: 'Tractocamión', exact: true }).click();
      await page.getByRole('button', { name: /Cumbre T600/ }).click();
      await page.getByRole('button', { name: /T600 410 HP/ }).click();
      await page.getByRole('link', { name: /Continuar con/ }).click();
      await expect(page.getByTestId('monthly-payment')).toContainText('$');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  });
});
