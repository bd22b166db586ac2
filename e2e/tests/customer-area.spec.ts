import { readFileSync } from 'node:fs';
import { test as plainTest, type Download, type Page } from '@playwright/test';
import { axeViolations } from './accessibility';
import { expect, test } from './fixtures';
import { signIn } from './access-steps';
import { expectReadableOnPhone } from './mail-rendering';
import { expectMailTo } from './mailbox';
import { watchPageErrors } from './page-errors';
import { figuresOffScreen, figuresUnderTheArrow } from './phone-figures';

const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; body: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, body: readFileSync((await download.path())!) };
}

test.describe('customer area', () => {
  test('contract cards, movements by dates and pages, CSV, statement PDF and CFDI XML', async ({ page }) => {
    const errors = watchPageErrors(page);
    await signIn(page, 'cliente@demo.mx');

    const card = page.getByRole('article', { name: /Tractocamión quinta rueda/ });
    await expect(card.getByText('Vigente')).toBeVisible();
    await expect(card.getByRole('term').filter({ hasText: 'Próximo pago' })).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: /^\$[\d,]+\.\d{2} el \d{1,2} de [a-z]+ de \d{4}$/ })).toBeVisible();
    await expect(page.getByRole('article', { name: /Camión de reparto/ }).getByText('Liquidado', { exact: true })).toBeVisible();

    await card.getByRole('link', { name: /Ver movimientos/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saldos y movimientos' })).toBeVisible();
    await expect(page).toHaveTitle(/^Saldos y movimientos \| /);
    const table = page.getByRole('region', { name: /Movimientos/ }).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    const status = page.getByRole('status').filter({ hasText: /movimientos/ });
    const total = Number(/(\d+) movimientos/.exec((await status.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(40);
    const firstRowPage1 = await table.getByRole('row').nth(1).textContent();
    await page.getByRole('navigation', { name: 'Páginas de movimientos' }).getByRole('button', { name: 'Siguiente' }).click();
    await expect(status).toContainText('página 2');
    expect(await table.getByRole('row').nth(1).textContent()).not.toBe(firstRowPage1);

    // Filter the first months of the contract by typing the dates, as a customer would.
    await expect(page.getByLabel('Desde')).toHaveValue('');
    // Within the contract's life (it started 20 months before the demo database was created).
    const year = new Date().getFullYear();
    await page.getByLabel('Hasta').fill(`30/06/${year}`);
    await page.getByLabel('Desde').fill(`01/01/${year}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(status).toContainText('en el rango');
    for (const text of await table.getByRole('row').locator('td:first-child').allTextContents()) {
      expect(text).toMatch(new RegExp(`/0[1-6]/${year}$`));
    }
    // A date that does not exist is explained and nothing changes.
    await page.getByLabel('Desde').fill(`30/02/${year}`);
    await page.getByLabel('Desde').blur();
    await expect(page.getByText(new RegExp(`febrero de ${year}`))).toBeVisible();
    // Mended, one click on "Filtrar" filters: the message going away on blur does not move the button.
    await page.getByLabel('Desde').fill(`01/02/${year}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(new RegExp(`desde=${year}-02-01`));
    await expect(page.getByText(new RegExp(`febrero de ${year}`))).toBeHidden();
    // A range the wrong way round is explained, and the message goes once a date changes.
    await page.getByLabel('Desde').fill(`01/07/${year}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByText('La fecha final debe ser igual o posterior a la inicial.')).toBeVisible();
    await page.getByLabel('Desde').fill(`01/02/${year}`);
    await page.getByLabel('Desde').blur();
    await expect(page.getByText('La fecha final debe ser igual o posterior a la inicial.')).toBeHidden();

    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Descargar CSV de los movimientos (para Excel)' }).click());
    expect(csv.download.suggestedFilename()).toBe(`movimientos-FVC-2024-000123-${year}-02-01-a-${year}-06-30.csv`);
    expect([...csv.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.body.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Fecha,Concepto,Referencia,Cargo,Abono,Saldo');
    expect(lines.length - 1).toBe(Number(/(\d+) movimientos/.exec((await status.textContent()) ?? '')![1]));
    expect(lines.slice(1).every((line) => new RegExp(`^\\d{2}/0[2-6]/${year},`).test(line))).toBe(true);

    // Taking the filter off keeps the keyboard beside it, not at the page's start.
    await page.getByRole('button', { name: 'Quitar filtro' }).click();
    await expect(page.getByRole('button', { name: 'Filtrar' })).toBeFocused();
    await expect(status).not.toContainText('en el rango');
    await expect(page.getByLabel('Desde')).toHaveValue('');
    // A hand-edited address gets the nearest list, never an error.
    await page.goto('/my-account/balances?pagina=-3&desde=abc');
    await expect(status).toContainText('página 1');
    await expect(status).not.toContainText('en el rango');

    await page.getByRole('banner').getByRole('link', { name: 'Estados de cuenta y facturas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estados de cuenta y facturas' })).toBeVisible();
    const statement = await downloaded(page, () => page.getByRole('button', { name: /^PDF del estado de cuenta de/ }).first().click());
    expect(statement.download.suggestedFilename()).toMatch(/^estado-de-cuenta-FVC-\d{4}-\d{6}-\d{4}-\d{2}\.pdf$/);
    expect(statement.body.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await downloaded(page, () => page.getByRole('button', { name: /^XML de la factura/ }).first().click());
    expect(xml.download.suggestedFilename()).toMatch(/^CFDI-A\d+-[0-9A-F-]{36}\.xml$/);
    const text = xml.body.toString('utf8');
    expect(text).toContain('<cfdi:Comprobante');
    expect(text).toContain('Version="4.0"');
    expect(text).toContain('Rfc="LOMM850101AB1"');
    expect(text).toContain('tfd:TimbreFiscalDigital');
    // A contract that is not the customer's, a month not offered, or nonsense in the address: the
    // fields say "Todos" and "El inicio", and the lists show exactly that.
    for (const query of ['contrato=00000000-0000-4000-8000-000000000000&desde=2099-01', 'contrato=nonsense&desde=abc']) {
      await page.goto(`/my-account/bills?${query}`);
      await expect(page.getByLabel('Contrato', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('');
      await expect(page.getByRole('button', { name: /^PDF del estado de cuenta de/ }).first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('a customer page opened in a new tab is drawn once, with its data, never section by section', async ({ page, context }) => {
    await signIn(page, 'cliente@demo.mx');
    const tab = await context.newPage();
    const errors = watchPageErrors(tab);
    // A new tab has the session only in the refresh cookie. Every loading message the page shows is
    // written down as it appears.
    await tab.addInitScript(() => {
      sessionStorage.setItem('hide', 'hide');
      sessionStorage.setItem('hide-portal', 'hide');
      const seen: string[] = [];
      Object.assign(window, { __loadingSeen: seen });
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (text.startsWith('Cargando') && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await tab.goto('/my-account/balances?por-pagina=20');
    await expect(tab.getByRole('region', { name: /Movimientos/ }).getByRole('row')).toHaveCount(21);
    // One wait for the page as a whole, none for its contracts or its movements.
    const seen = await tab.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen);
    expect(seen.filter((text) => /contratos|movimientos/.test(text))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('back from another page, or reloaded, a customer page opens where the customer left it', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'cliente@demo.mx');
    await page.goto('/my-account/balances?por-pagina=20');
    const rows = page.getByRole('region', { name: /Movimientos/ }).getByRole('row');
    await expect(rows).toHaveCount(21);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
    // The page keeps its place once the frame after the scroll has run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    // Another document (here the payment-return page; a PDF or the bank's page alike), then Back:
    // the page is drawn only once the session and the movements have answered, after the browser
    // has tried to restore the scroll.
    await page.goto('/paymentok.html');
    await page.goBack();
    await expect(rows).toHaveCount(21);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);

    await page.reload();
    await expect(rows).toHaveCount(21);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);

    // A link still opens a page at its top.
    await page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hola,/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('an invoice request with two files shows its status; a capital contribution is simulated, requested and e-mailed', async ({ page }) => {
    const since = Date.now();
    await signIn(page, 'cliente@demo.mx');
    await page.goto('/my-account/bills');
    const xml = await downloaded(page, () => page.getByRole('button', { name: /^XML de la factura/ }).first().click());

    await page.goto('/my-account/billing');
    const contract = page.getByLabel('Contrato', { exact: true });
    await contract.selectOption((await contract.locator('option', { hasText: 'FVC-2024-000123' }).getAttribute('value'))!);
    await expect(page.getByLabel('RFC', { exact: true })).toHaveValue('LOMM850101AB1');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    await page.getByLabel('Fecha de la compra').fill(today.split('-').reverse().join('/'));
    // What the company knows of the holder comes filled in, with CFDI 4.0's régimen and use: the
    // customer corrects the street only.
    await expect(page.getByLabel('Colonia')).toHaveValue('Desarrollo San Pablo');
    await expect(page.getByLabel('Régimen fiscal')).toHaveValue('612');
    await expect(page.getByLabel('Uso del CFDI')).toHaveValue('I03');
    await expect(page.getByLabel('Estado', { exact: true }).locator('option:checked')).toHaveText('Querétaro');
    await expect(page.getByLabel('Código postal')).toHaveValue('76090');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Calle y número').fill('Av. Constituyentes 200');
    // A file named .pdf that is not a PDF: the API refuses it, and focus goes to it with its message.
    await page.getByLabel(/Documento de la compra/).setInputFiles({ name: 'compra.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no es un PDF') });
    await page.getByLabel(/XML del SAT/).setInputFiles({ name: 'cfdi.xml', mimeType: 'application/xml', buffer: xml.body });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByLabel(/Documento de la compra/)).toBeFocused();
    await expect(page.getByLabel(/Documento de la compra/)).toHaveAccessibleDescription(/El documento debe ser un PDF válido\.$/);
    await page.getByLabel(/Documento de la compra/).setInputFiles({ name: 'compra.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Recibimos tu solicitud' });
    await expect(receipt).toBeVisible();
    // The pressed button is disabled while it sends: focus goes to the answer, not to the page's start.
    await expect(receipt).toBeFocused();
    const folio = /FAC-\d{4}-\d{6}/.exec((await receipt.textContent()) ?? '')![0];
    await expect(page.getByRole('region', { name: 'Mis solicitudes de factura' }).getByText(folio)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mis solicitudes de factura' }).getByText('Recibida')).toBeVisible();

    await page.goto('/my-account/home#aportacion-capital');
    const section = page.getByRole('region', { name: 'Aportación a capital y liquidación' });
    await expect(section).toBeInViewport();
    const hint = await section.getByText(/Mínimo 3 mensualidades/).textContent();
    const minimum = Number(/\$([\d,]+\.\d{2})/.exec(hint ?? '')![1]!.replaceAll(',', ''));
    await section.getByLabel('Monto de la aportación (pesos)').fill(String(Math.ceil(minimum * 2)));
    await expect(section.getByText('Plazo restante')).toBeVisible();
    await expect(section.getByText(/meses \(\d+ menos\)/)).toBeVisible();
    await section.getByRole('button', { name: 'Solicitar esta aportación' }).click();
    const done = section.getByRole('status').filter({ hasText: 'Recibimos tu solicitud' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    const requestFolio = /SOL-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')![0];
    await expectMailTo('cliente@demo.mx', since, ({ subject, text }) => subject.includes(requestFolio) && text.includes('Plazo restante'));
  });

  test('on a phone, a payoff date typed after "write the date" is quoted with one tap', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'cliente@demo.mx');
    await page.goto('/my-account/home#aportacion-capital');
    const section = page.getByRole('region', { name: 'Aportación a capital y liquidación' });
    await section.getByRole('radio', { name: 'Liquidación anticipada' }).check();
    const date = section.getByLabel('Fecha en que quieres liquidar');
    const send = section.getByRole('button', { name: 'Calcular monto para liquidar' });
    await date.fill('');
    await send.click();
    await expect(date).toHaveAccessibleDescription(/Escribe la fecha en que quieres liquidar\./);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    await date.pressSequentially(today.split('-').reverse().join('/'));
    // One tap: the message went as the date was typed, so the button is where the finger lands
    // (it moved up on blur, under the tap, and the first tap did nothing).
    await send.click();
    await expect(section.getByText('Total para liquidar')).toBeVisible({ timeout: 3_000 });
  });

  test('the customer area on a 390 px phone: cards fit, movements stack with their amounts in view, wide tables scroll, no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'flotilla@demo.mx');
    const card = page.getByRole('article', { name: /Autobús foráneo/ });
    await expect(card.getByText('Con atraso')).toBeVisible();
    await expect(card.getByText(/días de atraso/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, { everyRule: true })).toEqual([]);

    await page.goto('/my-account/balances');
    await expect(page.getByRole('region', { name: /Movimientos/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each line is a card on a phone: nothing to scroll sideways, the amounts in view with their names.
    const movements = page.getByRole('region', { name: /Movimientos/ });
    expect(await movements.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const firstLine = movements.getByRole('row').nth(1);
    const balance = firstLine.getByRole('cell').last();
    await balance.scrollIntoViewIfNeeded();
    await expect(balance).toBeInViewport({ ratio: 1 });
    expect(await balance.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Saldo"');
    // Halfway down the list, the pager is still at hand, and so is the way back to the dates.
    await movements.getByRole('row').nth(5).scrollIntoViewIfNeeded();
    await expect(page.getByRole('navigation', { name: 'Páginas de movimientos' })).toBeInViewport();
    await page.getByRole('button', { name: 'Cambiar fechas' }).click();
    await expect(page.getByRole('textbox', { name: 'Desde' })).toBeFocused();
    expect(await axeViolations(page, { everyRule: true })).toEqual([]);

    // The forms and the payment table fit too: a select's longest option, or the table, once set
    // the page's width (1,116 px on a contract's page), and the notice opened outside the screen.
    for (const [path, heading, contractField] of [
      ['/my-account/billing', 'Facturación', 'Contrato'],
      ['/my-account/support', 'Contacto con soporte', 'Contrato (opcional)'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The contracts' long names are what widened the form: wait for them in the select.
      const contracts = page.getByLabel(contractField, { exact: true }).first().locator('option');
      await expect.poll(() => contracts.count()).toBeGreaterThan(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    // Every customer page is reachable from the row on a phone, none cut or scrolled out of sight:
    // the last ones behind "Más", which says when the page shown is one of them.
    await page.goto('/my-account/bills');
    const customerNav = page.getByRole('navigation', { name: 'Mi cuenta' });
    expect(await customerNav.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
    for (const tab of ['Inicio', 'Pagar', 'Saldos y movimientos', 'Más']) {
      await expect(customerNav.getByRole(tab === 'Pagar' || tab === 'Más' ? 'button' : 'link', { name: new RegExp(`^${tab}`) })).toBeInViewport({ ratio: 1 });
    }
    const more = customerNav.getByRole('button', { name: 'Más (estás en Estados de cuenta y facturas)' });
    await more.click();
    const current = customerNav.getByRole('link', { name: 'Estados de cuenta y facturas' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });
    await customerNav.getByRole('link', { name: 'Seguros' }).click();
    await expect(page.getByRole('heading', { name: 'Seguros', exact: true })).toBeInViewport();
    await expect(customerNav.getByRole('button', { name: 'Más', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Ver detalle y tabla de pagos' }).first().click();
    // The schedule stacks too: each installment a card with its total and balance in view.
    const schedule = page.getByRole('region', { name: 'Calendario de pagos' });
    await expect(schedule).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'contract page').toBeLessThanOrEqual(390);
    expect(await schedule.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const installment = schedule.getByRole('row').nth(1);
    await installment.scrollIntoViewIfNeeded();
    for (const amount of ['Total', 'Saldo']) {
      const cell = installment.locator(`[data-label="${amount}"]`);
      await expect(cell).toBeInViewport();
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    // The way back to the contracts is a target a thumb can hit (WCAG 2.5.8: 24 px).
    expect((await page.getByRole('link', { name: 'Mis contratos', exact: true }).boundingBox())?.height).toBeGreaterThanOrEqual(24);
  });

  test.describe('on a 390 px phone, as each demo customer', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const email of ['cliente@demo.mx', 'flotilla@demo.mx', 'empresa@demo.mx']) {
      test(`${email}: every amount in view without scrolling sideways, nothing floating over one`, async ({ page }) => {
        test.setTimeout(120_000); // five pages, each walked top to bottom
        await signIn(page, email);
        await page.getByRole('link', { name: 'Ver detalle y tabla de pagos' }).first().click();
        await expect(page.getByRole('region', { name: 'Calendario de pagos' })).toBeVisible();
        const contractPage = new URL(page.url()).pathname;
        for (const path of ['/my-account/home', '/my-account/balances', contractPage, '/my-account/bills', '/my-account/payment']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText(/\$\s?\d/).first()).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
          expect(await figuresOffScreen(page), path).toEqual([]);
          expect(await figuresUnderTheArrow(page), path).toEqual([]);
        }
        // "Continuar" has room around it: the card below it does not touch it.
        const next = (await page.getByRole('button', { name: 'Continuar' }).boundingBox())!;
        const otherWays = (await page.getByRole('region', { name: 'Otras formas de pagar' }).boundingBox())!;
        expect(otherWays.y - (next.y + next.height)).toBeGreaterThanOrEqual(24);
      });
    }
  });

  // Issue #69: the customer area's alert is for customers, not for a prospect's first screen.
  plainTest("the customer area's alert shows after signing in, and to a browser where a customer signed in before", async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('cookie-notice-acknowledged', '1'));
    const customerAlertChecks: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/alert') && request.postData()?.includes('"internalAlert":true')) customerAlertChecks.push(request.url());
    });
    await page.goto('/contacto');
    const publicAlert = page.getByRole('dialog', { name: 'Cotiza tu unidad en minutos' });
    await publicAlert.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(publicAlert).toBeHidden();
    // Whatever closing it set off has been asked by now.
    await page.waitForLoadState('networkidle');
    expect(customerAlertChecks).toEqual([]);

    await signIn(page, 'cliente@demo.mx');
    const portalAlert = page.getByRole('dialog', { name: 'Tu portal de clientes, renovado' });
    await expect(portalAlert).toBeVisible();
    await expect(portalAlert.getByRole('link', { name: 'Domiciliar mis pagos' })).toBeVisible();
    await portalAlert.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(portalAlert).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('link', { name: 'ACCESO CLIENTES' })).toBeVisible();

    // Another day, another tab, signed out: the public alert first, then the customer area's.
    const later = await context.newPage();
    await later.goto('/contacto');
    await later.getByRole('dialog', { name: 'Cotiza tu unidad en minutos' }).getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(later.getByRole('dialog', { name: 'Tu portal de clientes, renovado' })).toBeVisible();
  });

  test('the mail a customer gets, written as text, reads on a phone in the company design', async ({ page, browser }) => {
    const since = Date.now();
    await signIn(page, 'cliente@demo.mx');
    const codeMail = await expectMailTo('cliente@demo.mx', since, (mail) => mail.subject.startsWith('Tu código de acceso'));
    const code = /\b(\d{6})\b/.exec(codeMail.subject)![1]!;
    const rendered = await expectReadableOnPhone(browser, codeMail.html, 'codigo-de-acceso');
    await expect(rendered.getByText(code).filter({ visible: true }).first()).toBeVisible();
    await expect(rendered.getByText(/Nunca te pediremos tu contraseña/)).toBeVisible();
    await rendered.close();
  });

  test('the customer updates their phone, address and e-mail in the profile (password, then the code sent to the new address)', async ({ page }) => {
    await signIn(page, 'empresa@demo.mx');
    await page.goto('/my-account/profile');
    const phone = page.getByLabel('Teléfono', { exact: true });
    await expect(phone).toHaveValue('999 345 6789');
    await expect(page.getByLabel('Ciudad o municipio')).toHaveValue('Mérida');
    await phone.fill('999 765 4321');
    await page.getByLabel('Calle y número').fill('Calle 62 No. 300');
    await page.getByRole('button', { name: 'Guardar teléfono y domicilio' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardamos tu teléfono y tu domicilio.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('999 765 4321');
    await expect(page.getByLabel('Calle y número')).toHaveValue('Calle 62 No. 300');
    expect(await axeViolations(page)).toEqual([]);

    // The e-mail: the password first (step-up), then the code that reached the new address.
    const changeEmail = async (to: string, confirmPassword: boolean) => {
      const since = Date.now();
      await page.getByLabel('Correo nuevo').fill(to);
      await page.getByRole('button', { name: 'Enviar código al correo nuevo' }).click();
      if (confirmPassword) {
        await page.getByLabel('Contraseña', { exact: true }).fill('Demo.2026!');
        await page.getByRole('button', { name: 'Confirmar y continuar' }).click();
      }
      const mail = await expectMailTo(to, since, (received) => received.subject.startsWith('Tu código para cambiar tu correo'));
      await page.getByLabel('Código', { exact: true }).fill(/\b(\d{6})\b/.exec(mail.subject)![1]!);
      await page.getByRole('button', { name: 'Confirmar el correo nuevo' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Listo: tu correo ahora es ${to}.` })).toBeVisible();
    };
    await changeEmail('logistica.peninsular@example.com', true);
    await expect(page.getByText('Hoy es logistica.peninsular@example.com.')).toBeVisible();
    // Back to the demo address (the password is still fresh: no second prompt).
    await changeEmail('empresa@demo.mx', false);
  });
});
