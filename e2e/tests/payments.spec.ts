import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pdfPageTexts } from '../../api/src/customer-documents/testing/pdf-text';
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
    const contract = page.getByLabel('Contrato', { exact: true });
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
    const entry = page.getByRole('region', { name: 'Mis pagos' }).getByRole('listitem').filter({ hasText: new RegExp(`^${folio} · `) });
    await expect(entry.getByRole('button', { name: `Recibo ${folio}` })).toBeVisible();
    // The status reads as a label beside the receipt's button, not a pill stretched to its height.
    const status = entry.getByText('Aprobado', { exact: true });
    expect((await status.boundingBox())!.height).toBeLessThan(32);

    const mail = await expectMailTo(CUSTOMER, since, ({ subject }) => subject === `Recibimos tu pago ${folio}`);
    expect(mail.text).toContain(amount);
    expect(errors).toEqual([]);
  });

  test('the next installment of the credit paid early by card: every screen and document says the same balance, and the payoff letter five days after its due date charges five days of interest', async ({ page }) => {
    const errors = watchPageErrors(page);
    await signIn(page, CUSTOMER);
    await page.goto('/my-account/home');
    const creditCard = page.getByRole('article', { name: /Camión de carga 10 t 2025/ });
    await creditCard.getByRole('link', { name: 'Pagar el contrato FVC-2025-001204' }).click();
    const next = page.getByRole('radio', { name: /Mi siguiente pago/ });
    await expect(next).toBeChecked();
    const label = (await page.locator('label', { has: next }).textContent()) ?? '';
    const amount = /\$[\d,]+\.\d{2}/.exec(label)![0];
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: `Pagar ${amount}` }).click();
    await payOnTheBank(page, '4111 1111 1111 1111');
    await expect(page.getByRole('heading', { level: 1, name: 'Pago aprobado' })).toBeVisible();
    const folio = (await page.getByRole('definition').nth(1).textContent())!;

    // The contract page: the installment's interest was charged with it, so the balance is the
    // principal left (it fell $14,717 below it before), and interest is paid through its due date.
    await page.goto('/my-account/home');
    const balance = (await page.getByRole('article', { name: /Camión de carga 10 t 2025/ }).getByRole('definition').first().textContent())!;
    await page.getByRole('article', { name: /Camión de carga 10 t 2025/ }).getByRole('link', { name: 'Ver detalle y tabla de pagos' }).click();
    const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`);
    await expect(fact('Saldo')).toHaveText(balance);
    await expect(fact('Capital pendiente')).toHaveText(balance);
    const paidThrough = (await fact('Intereses pagados hasta el').textContent())!;

    // The balances page and the receipt say the same.
    await page.goto('/my-account/balances');
    await chooseContract(page.getByLabel('Contrato', { exact: true }), 'FVC-2025-001204');
    await expect(page.getByRole('region', { name: 'Resumen del contrato FVC-2025-001204' }).getByText(balance, { exact: true })).toBeVisible();
    await page.goto('/my-account/payment');
    const receipt = await downloadedPdf(page, () => page.getByRole('button', { name: `Recibo ${folio}` }).click());
    expect(receipt).toContain(`Saldo después del pago ${balance}`);

    // The payoff five days after the paid installment's due date.
    await page.goto('/my-account/home#aportacion-capital');
    const section = page.getByRole('region', { name: 'Aportación a capital y liquidación' });
    await chooseContract(section.getByLabel('Contrato', { exact: true }), 'FVC-2025-001204');
    await section.getByRole('radio', { name: 'Liquidación anticipada' }).check();
    const dueDate = isoFromLong(paidThrough);
    const asOf = plusDays(dueDate, 5);
    await section.getByRole('textbox', { name: 'Fecha en que quieres liquidar' }).fill(dayFirst(asOf));
    await section.getByRole('button', { name: 'Calcular monto para liquidar' }).click();
    await expect(section.locator('dt', { hasText: /\(5 días\) e IVA$/ })).toBeVisible();
    await expect(section.locator('dt:text-is("Capital pendiente") + dd')).toHaveText(balance);
    const total = (await section.locator('dt:text-is("Total para liquidar") + dd').textContent())!;

    const letter = await downloadedPdf(page, () => section.getByRole('button', { name: 'Descargar carta de liquidación' }).click());
    for (const expected of [
      'Carta de liquidación',
      'FVC-2025-001204',
      `Capital pendiente ${balance}`,
      `Intereses del ${dayFirst(dueDate)} al ${dayFirst(asOf)} (5 días)`,
      `Total para liquidar: ${total}`,
      `válida para un pago recibido a más tardar el ${dayFirst(asOf)}`,
      'Unidad Especializada de Atención a Usuarios (UNE)',
    ]) {
      expect(letter, expected).toContain(expected);
    }
    expect(errors).toEqual([]);
  });
});

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "15 de diciembre de 2026" -> 2026-12-15 */
function isoFromLong(text: string): string {
  const [, day, month, year] = /(\d{1,2}) de (\p{L}+) de (\d{4})/u.exec(text)!;
  return `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

async function chooseContract(select: Locator, number: string): Promise<void> {
  await select.selectOption((await select.locator('option', { hasText: number }).getAttribute('value'))!);
}

/** The text of a PDF the page downloads, as its lines joined by spaces. */
async function downloadedPdf(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return pdfPageTexts(readFileSync((await download.path())!)).flat().join(' ');
}
