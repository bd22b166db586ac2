import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pdfPageTexts } from '../../api/src/customer-documents/testing/pdf-text';
import { clabeCheckDigit } from '@fvc/shared/contracts/rules';
import { GATEWAY_PORT } from '../../platform';
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
    // Not a dead end: the contract's own SPEI reference, direct debit and the phone.
    const otherWays = page.getByRole('region', { name: 'Otras formas de pagar' });
    await expect(otherWays.getByText(/^646 180 4204\d{7} \d$/)).toBeVisible();
    await expect(otherWays.getByRole('link', { name: 'Domicilia tus pagos' })).toBeVisible();
    await expect((await leaseCard(page)).getByRole('definition').first()).toHaveText(balance!);
  });

  test('pay the due amount with the approved card: the verified authorization, the balance updated, the receipt e-mailed', async ({ page }) => {
    const errors = watchPageErrors(page);
    const since = Date.now();
    await signIn(page, CUSTOMER);
    await expect((await leaseCard(page)).getByText('Con atraso')).toBeVisible();

    // "Pagar" of the customer sub-navigation opens the payment alert (docs/product.md §2).
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

/** Moves the API's business day (its test clock, TEST_CLOCK=1 in these runs) and runs a job now, as its schedule would. */
async function onDay(page: Page, today: string | null, job?: string): Promise<void> {
  expect((await page.request.put('/api/test-clock', { data: { today } })).status()).toBe(200);
  if (job) expect((await page.request.post(`/api/test-clock/jobs/${job}`)).status()).toBe(200);
}

/** Enrolls a contract for direct debit in the browser, with the code from the e-mail; the due date the first debit will be on. */
async function domiciliate(page: Page, number: string, clabe: string): Promise<string> {
  await page.goto('/my-account/payment');
  await chooseContract(page.getByLabel('Contrato', { exact: true }), number);
  const otherWays = page.getByRole('region', { name: 'Otras formas de pagar' });
  await expect(otherWays.getByText(/^646 180 4204\d{7} \d$/)).toBeVisible();
  await otherWays.getByRole('link', { name: 'Domiciliar mis pagos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Domiciliación' })).toBeVisible();
  const form = page.getByRole('form', { name: `Domiciliar el contrato ${number}` });
  await form.getByLabel('CLABE de tu cuenta (18 dígitos)').fill(clabe);
  await expect(form.getByText('Banco: BBVA México')).toBeVisible();
  await form.getByLabel('Titular de la cuenta').fill('Logística Peninsular, S.A. de C.V.');
  await form.getByRole('checkbox', { name: /Leí y acepto/ }).check();
  const since = Date.now();
  await form.getByRole('button', { name: 'Continuar' }).click();
  const mail = await expectMailTo(CUSTOMER, since, ({ subject }) => subject.startsWith('Tu código para domiciliar tus pagos'));
  await page.getByRole('textbox', { name: 'Código' }).fill(/\b(\d{6})\b/.exec(mail.subject)![1]!);
  await page.getByRole('button', { name: 'Confirmar domiciliación' }).click();
  const done = page.getByText(new RegExp(`Listo: los pagos del contrato ${number} se cargarán a tu cuenta BBVA México terminada en ${clabe.slice(-4)}`));
  await expect(done).toBeVisible();
  const dueDate = isoFromLong((await done.textContent())!);
  // A due date today would not be debited (a mandate takes effect the day after it is accepted).
  return dueDate > new Date().toISOString().slice(0, 10) ? dueDate : plusMonth(dueDate);
}

/** The entry of "Mis pagos" of a method and contract, once its status is the one awaited (the bank answers in a second). */
async function paymentEntry(page: Page, method: string, number: string, status: string): Promise<Locator> {
  const entry = page.getByRole('region', { name: 'Mis pagos' }).getByRole('listitem').filter({ hasText: `${method} · Contrato ${number}` }).first();
  await expect(async () => {
    await page.goto('/my-account/payment');
    await expect(entry.getByText(status, { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return entry;
}

test.describe('pay your way', () => {
  test.afterEach(async ({ page }) => onDay(page, null));

  test('direct debit: enrolled with the e-mailed code, debited once on the due date and applied; cancelled; a rejected debit told with the other ways to pay', async ({ page }) => {
    // Two enrollments, two due dates and the bank's answers: a customer's afternoon, in a minute.
    test.setTimeout(90_000);
    const errors = watchPageErrors(page);
    await signIn(page, CUSTOMER);

    // The lease, from an account the bank approves.
    const leaseDue = await domiciliate(page, 'FVC-2024-000910', '012180001234567815');
    const since = Date.now();
    await onDay(page, leaseDue, 'cobros');
    const debit = await paymentEntry(page, 'Domiciliación', 'FVC-2024-000910', 'Aprobado');
    const folio = /^(PAG-\d{4}-\d{6})/.exec((await debit.textContent())!)![1]!;
    const receipt = await expectMailTo(CUSTOMER, since, ({ subject }) => subject === `Recibimos tu pago ${folio}`);
    expect(receipt.text).toContain('Recibimos tu pago domiciliado');
    // The day's second run (a second process, a retry) charges nothing more; the account shows the payment once.
    await onDay(page, leaseDue, 'cobros');
    await page.goto('/my-account/balances');
    await chooseContract(page.getByLabel('Contrato', { exact: true }), 'FVC-2024-000910');
    await expect(page.getByRole('region', { name: /Movimientos/ }).getByRole('row').filter({ hasText: folio })).toHaveCount(1);

    // Cancelled at the customer's word: nothing more goes to that account.
    await page.goto('/my-account/direct-debit');
    const lease = page.getByRole('region', { name: /Contrato FVC-2024-000910/ });
    await lease.getByRole('button', { name: 'Cancelar domiciliación' }).click();
    await lease.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(lease.getByText('Cancelaste la domiciliación: ya no enviaremos cargos a tu cuenta.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Domiciliaciones canceladas' })).toContainText('FVC-2024-000910');

    // The credit, from an account without funds: rejected, the installment still owed, the customer told.
    const creditDue = await domiciliate(page, 'FVC-2025-001204', '012180001234567828');
    const rejectedSince = Date.now();
    await onDay(page, creditDue, 'cobros');
    const rejected = await paymentEntry(page, 'Domiciliación', 'FVC-2025-001204', 'Rechazado');
    await expect(rejected).toContainText('Fondos insuficientes');
    await onDay(page, creditDue, 'avisos');
    const notice = await expectMailTo(CUSTOMER, rejectedSince, ({ subject }) => subject.startsWith('Tu banco rechazó el cargo'));
    expect(notice.text).toContain('transferencia SPEI');
    expect(notice.text).toMatch(/\/avisos\/cancelar\?c=/);
    expect(errors).toEqual([]);
  });

  test('SPEI: a transfer to the contract’s reference CLABE is applied and receipted; one to a reference of no contract is parked for staff', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto('/my-account/payment');
    await chooseContract(page.getByLabel('Contrato', { exact: true }), 'FVC-2025-001204');
    const clabe = (await page.getByRole('region', { name: 'Otras formas de pagar' }).locator('.clabe').textContent())!.replace(/\s/g, '');
    const since = Date.now();
    const sent = await page.request.post(`http://localhost:${GATEWAY_PORT}/spei`, { data: { clabe, amount: '1500.00', payer: 'Logistica Peninsular SA de CV', concept: 'Pago' } });
    expect(sent.status()).toBe(202);
    const { tracking } = (await sent.json()) as { tracking: string };
    const entry = await paymentEntry(page, 'Transferencia SPEI', 'FVC-2025-001204', 'Aprobado');
    await expect(entry).toContainText(`rastreo ${tracking}`);
    await expect(entry).toContainText('$1,500.00');
    const receipt = await expectMailTo(CUSTOMER, since, ({ text }) => text.includes(`Clave de rastreo: ${tracking}`));
    expect(receipt.text).toContain('Recibimos tu transferencia SPEI');

    const stranger = `64618042049999999`;
    const parked = await page.request.post(`http://localhost:${GATEWAY_PORT}/spei`, {
      data: { clabe: `${stranger}${clabeCheckDigit(stranger)}`, amount: '800.00', payer: 'Alguien Sin Contrato' },
    });
    const parkedTracking = ((await parked.json()) as { tracking: string }).tracking;
    await expectMailTo('atencion@financieravial.example', since, ({ subject }) => subject === `Transferencia SPEI por revisar: ${parkedTracking}`);
  });
});

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** "15 de diciembre de 2026" -> 2026-12-15 */
function isoFromLong(text: string): string {
  const [, day, month, year] = /(\d{1,2}) de (\p{L}+) de (\d{4})/u.exec(text)!;
  return `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

const plusMonth = (iso: string) => {
  const date = new Date(Date.parse(`${iso}T00:00:00Z`));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};
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
