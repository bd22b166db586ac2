import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './access-steps';
import { expectMailTo } from './mailbox';
import { watchPageErrors } from './page-errors';

// Logística Peninsular: an overdue financial lease, used only by this file.
const CUSTOMER = 'empresa@demo.mx';

async function payOnTheBank(page: Page, card: string) {
  await expect(page).toHaveURL(/localhost:4100\/pagar/);
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill(card);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/29');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
}

async function leaseCard(page: Page) {
  await page.goto('/my-account/home');
  return page.getByRole('article', { name: /Tractocamión 2024/ });
}

test.describe('card payments', () => {
  test('declined card: the bank’s message, nothing charged, the balance unchanged', async ({ page }) => {
    await signIn(page, CUSTOMER);
    const card = await leaseCard(page);
    const balance = await card.getByRole('definition').first().textContent();
    await card.getByRole('link', { name: /Pagar el contrato/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: /^Pagar \$/ }).click();
    await payOnTheBank(page, '4000 0000 0000 0002');

    await expect(page).toHaveURL(/\/paymentok\.html\?pago=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pago rechazado' })).toBeVisible();
    // The one return page of every outcome: its title does not say the payment was received.
    await expect(page).toHaveTitle(/^Resultado de tu pago \|/);
    await expect(page.getByRole('alert')).toContainText('Fondos insuficientes');
    await expect(page.getByRole('link', { name: 'Intentar de nuevo' })).toBeVisible();
    await expect((await leaseCard(page)).getByRole('definition').first()).toHaveText(balance!);
  });

  test('pay the due amount with the approved card: the verified authorization, the balance updated, the receipt e-mailed', async ({ page }) => {
    const errors = watchPageErrors(page);
    const since = Date.now();
    await signIn(page, CUSTOMER);
    await expect((await leaseCard(page)).getByText('Con atraso')).toBeVisible();

    // "Pagar" of the customer sub-navigation opens the payment alert (SPEC §2).
    await page.getByRole('banner').getByRole('navigation', { name: 'Mi cuenta' }).getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('dialog', { name: 'Realiza tu pago' }).getByRole('link', { name: 'PAGAR CON TARJETA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar con tarjeta' })).toBeVisible();
    const contract = page.getByLabel('Contrato');
    await contract.selectOption((await contract.locator('option', { hasText: 'FVC-2024-000910' }).getAttribute('value'))!);
    const due = page.getByRole('radio', { name: /Ponerme al corriente/ });
    await expect(due).toBeChecked();
    const amount = /\$[\d,]+\.\d{2}/.exec((await page.locator('label', { has: due }).textContent()) ?? '')![0];
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('region', { name: 'Confirma tu pago' })).toContainText(amount);
    await page.getByRole('button', { name: `Pagar ${amount}` }).click();
    await payOnTheBank(page, '4111 1111 1111 1111');

    await expect(page).toHaveURL(/localhost:3000\/paymentok\.html\?pago=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeVisible();
    const facts = page.getByRole('definition');
    await expect(facts.first()).toHaveText(/^\d{6}$/);
    const folio = await facts.nth(1).textContent();
    expect(folio).toMatch(/^PAG-\d{4}-\d{6}$/);

    await page.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    const card = page.getByRole('article', { name: /Tractocamión 2024/ });
    await expect(card.getByText('Vigente')).toBeVisible();
    await page.goto('/my-account/payment');
    const entry = page.getByRole('region', { name: 'Pagos con tarjeta' }).getByRole('listitem').filter({ hasText: new RegExp(`^${folio} · `) });
    await expect(entry.getByRole('button', { name: `Recibo ${folio}` })).toBeVisible();
    // The status reads as a label beside the receipt's button, not a pill stretched to its height.
    const status = entry.getByText('Aprobado', { exact: true });
    expect((await status.boundingBox())!.height).toBeLessThan(32);

    const mail = await expectMailTo(CUSTOMER, since, ({ subject }) => subject === `Recibimos tu pago ${folio}`);
    expect(mail.text).toContain(amount);
    expect(errors).toEqual([]);
  });
});
