import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { dismissNotices, expect, test } from './fixtures';
import { expectMailTo } from './mailbox';
import { watchPageErrors } from './page-errors';
import { staffSignIn } from './staff-steps';

// Issue #72: from a quote to a submitted application on a 390 px phone, resumed from the e-mailed
// link, and followed while an agent asks for a document and approves it in the back-office.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function phonePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await page.addInitScript(dismissNotices);
  return page;
}

async function expectNoSideScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} fits 390 px`).toBeLessThanOrEqual(0);
}

const next = (page: Page) => page.getByRole('button', { name: 'Guardar y continuar' });

test('a visitor applies from a quote on a phone, resumes from the e-mailed link, and follows the status while an agent asks for a document and approves', async ({ browser }) => {
  test.setTimeout(240_000);
  const email = `solicitud.e2e.${Date.now()}@example.com`;
  const started = Date.now();

  // The quote, on the phone.
  const phone = await phonePage(browser);
  const phoneErrors = watchPageErrors(phone);
  await phone.goto('/calculadora/paso-1');
  await phone.getByRole('button', { name: 'Camión', exact: true }).click();
  await phone.getByRole('button', { name: /Cumbre C45/ }).click();
  await phone.getByRole('button', { name: /C45 Chasis cabina/ }).click();
  await phone.getByRole('link', { name: /Continuar con/ }).click();
  await phone.getByRole('link', { name: 'Continuar', exact: true }).click();
  await phone.getByLabel('Nombre completo').fill('Ana Gómez Martínez');
  await phone.getByLabel('Correo electrónico').fill(email);
  await phone.getByLabel('Teléfono').fill('33 1234 5678');
  await phone.getByLabel('Estado').selectOption('Jalisco');
  await phone.getByLabel(/Acepto el/).check();
  await phone.getByRole('button', { name: 'Enviar cotización' }).click();
  await expect(phone.getByTestId('quote-id')).toHaveText(/^COT-\d{4}-\d{6}$/);

  // "Solicitar este financiamiento": the application carries the quote.
  await phone.getByRole('link', { name: 'Solicitar este financiamiento' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Solicitud de crédito' })).toBeVisible();
  await expect(phone.getByText(/Camión Cumbre C45 Chasis cabina/).first()).toBeVisible();
  await expect(phone.getByText('Paso 1 de 6', { exact: true })).toBeVisible();
  await phone.getByLabel('Persona física', { exact: true }).check();
  await phone.getByLabel('Nombre(s)').fill('Ana');
  await phone.getByLabel('Apellidos').fill('Gómez Martínez');
  // A CURP whose check digit is wrong is refused at its field.
  await phone.getByLabel('CURP').fill('GOMA850412HJCMRN05');
  await phone.getByLabel('RFC').click();
  await expect(phone.getByLabel('CURP')).toHaveAttribute('aria-invalid', 'true');
  await phone.getByLabel('CURP').fill('GOMA850412HJCMRN04');
  await phone.getByLabel('RFC').fill('GOMA850412AB5');
  await phone.getByLabel('Fecha de nacimiento').fill('1985-04-12');
  await phone.getByLabel('Teléfono').fill('33 1234 5678');
  await phone.getByLabel('Correo electrónico').fill(email);
  await expectNoSideScroll(phone, 'solicitante');
  await next(phone).click();

  await phone.getByLabel('Código postal').fill('44100');
  await expect(phone.getByLabel('Municipio o alcaldía')).toHaveValue('Guadalajara');
  await phone.getByLabel('Colonia').selectOption({ index: 1 });
  await phone.getByLabel('Calle').fill('Av. Juárez');
  await phone.getByLabel('Número exterior').fill('120');
  await next(phone).click();
  await expect(phone.getByText('Paso 3 de 6', { exact: true })).toBeVisible();

  // The e-mailed link opens the draft elsewhere, where it was left.
  const linkMail = await expectMailTo(email, started, ({ text }) => text.includes('/solicitud/continuar#t='));
  const link = /(http:\/\/[^\s]+\/solicitud\/continuar#t=[^\s]+)/.exec(linkMail.text)![1]!;
  await phone.context().close();
  const resumed = await phonePage(browser);
  const resumedErrors = watchPageErrors(resumed);
  await resumed.goto(link);
  await expect(resumed.getByText('Paso 3 de 6', { exact: true })).toBeVisible();
  expect(resumed.url(), 'the token leaves the address bar').not.toContain('#t=');
  await resumed.getByLabel('Ocupación').fill('Operadora de tractocamión');
  await resumed.getByLabel('Empresa o fuente de tus ingresos').fill('Fletes del Norte');
  await resumed.getByLabel('Ingreso mensual (pesos)').fill('35,000');
  await resumed.getByLabel('Años en esta actividad').fill('7');
  await next(resumed).click();
  for (const [n, name, phoneNumber, relation] of [[1, 'Luis Gómez', '55 1111 2222', 'Hermano'], [2, 'Frutas del Valle', '33 3333 4444', 'Cliente']] as const) {
    await resumed.getByLabel(`Nombre de la referencia ${n}`).fill(name);
    await resumed.getByLabel(`Teléfono de la referencia ${n}`).fill(phoneNumber);
    await resumed.getByLabel(`Relación con la referencia ${n}`).fill(relation);
  }
  await next(resumed).click();

  // Documents: a wrong type is refused at its field; PDFs and photos go up.
  await expect(resumed.getByText('Paso 5 de 6', { exact: true })).toBeVisible();
  const documents = resumed.locator('.apply-doc');
  await documents.first().locator('input[type=file]').setInputFiles({ name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') });
  await expect(documents.first().getByRole('alert')).toHaveText(/no es PDF, JPG ni PNG/);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 200, b: 180 } } }).jpeg().toBuffer();
  const required = await documents.filter({ hasNot: resumed.getByText('(opcional)') }).all();
  const firstDocument = (await required[0]!.locator('label').first().textContent())!.trim();
  for (const [index, document] of required.entries()) {
    const file = index % 2 === 0 ? { name: `documento-${index}.pdf`, mimeType: 'application/pdf', buffer: PDF } : { name: `foto-${index}.jpg`, mimeType: 'image/jpeg', buffer: photo };
    await document.locator('input[type=file]').setInputFiles(file);
    // What was sent, confirmed: the file name of a PDF, the picture of a photo.
    await expect(index % 2 === 0 ? document.getByText(file.name) : document.getByRole('img')).toBeVisible();
  }
  await expectNoSideScroll(resumed, 'documentos');
  await resumed.getByRole('link', { name: 'Continuar' }).click();

  // Consents, signed with the e-mailed code.
  await resumed.getByLabel('Leí y acepto el aviso de privacidad').check();
  await resumed.getByLabel('Autorizo la consulta de mi historial crediticio').check();
  await resumed.getByLabel(/información fiscal en el SAT/).check();
  const codeSince = Date.now();
  await resumed.getByRole('button', { name: 'Enviarme el código por correo' }).click();
  const codeMail = await expectMailTo(email, codeSince, ({ subject }) => subject.startsWith('Tu código para firmar'));
  await resumed.getByLabel(/Código de 6 dígitos/).fill(/(\d{6})/.exec(codeMail.subject)![1]!);
  await resumed.getByRole('button', { name: 'Firmar autorizaciones' }).click();
  await expect(resumed.getByRole('heading', { name: 'Revisa y envía tu solicitud' })).toBeVisible();
  await expectNoSideScroll(resumed, 'revisión');
  await resumed.getByRole('button', { name: /Enviar solicitud/ }).click();
  const folioText = resumed.getByText(/SOL-\d{4}-\d{6}/).first();
  await expect(folioText).toBeVisible();
  const folio = /SOL-\d{4}-\d{6}/.exec((await folioText.textContent()) ?? '')![0];
  const submitted = Date.now();
  await expect(resumed.getByText('Recibida').first()).toBeVisible();
  await expectMailTo(email, submitted - 5_000, ({ text }) => text.includes(folio));

  // The agent: the application in the inbox, its consents, a document asked for again.
  const agent = await (await browser.newContext()).newPage();
  await agent.addInitScript(dismissNotices);
  const agentErrors = watchPageErrors(agent);
  await staffSignIn(agent, 'agente@financieravial.example');
  await agent.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Solicitudes de crédito' }).click();
  await expect(agent.getByRole('link', { name: folio })).toBeVisible();
  console.log(`enviada → en la bandeja del personal: ${((Date.now() - submitted) / 1000).toFixed(1)} s`);
  await agent.getByRole('link', { name: folio }).click();
  await expect(agent.getByRole('heading', { level: 1, name: `Solicitud de crédito ${folio}` })).toBeVisible();
  // The consents as signed: the text's version, when, from where.
  const consents = agent.getByRole('table', { name: /Firmadas con el código/ });
  await expect(consents.getByRole('row', { name: /historial crediticio buro-\d{4}-\d{2}/ })).toBeVisible();
  await expect(consents.getByRole('row')).toHaveCount(4);
  await agent.getByRole('button', { name: 'Poner en revisión' }).click();
  await agent.getByRole('checkbox', { name: firstDocument }).check();
  await agent.getByLabel('Nota para el solicitante', { exact: true }).fill('La identificación se ve cortada: súbela completa, por favor.');
  await agent.getByRole('button', { name: 'Pedir documentos' }).click();
  await expect(agent.getByText('Faltan documentos').first()).toBeVisible();

  // The applicant reads it on the status page and sends the document again.
  await resumed.reload();
  await expect(resumed.getByText('Faltan documentos').first()).toBeVisible();
  await expect(resumed.getByText(/La identificación se ve cortada/).first()).toBeVisible();
  await resumed.locator('.apply-doc input[type=file]').first().setInputFiles({ name: 'ine-completa.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(resumed.getByText('En revisión').first()).toBeVisible();

  // Approved: the applicant sees it, and is invited to register as a customer.
  await agent.reload();
  await agent.getByRole('radio', { name: 'Aprobar', exact: true }).check();
  await agent.getByRole('button', { name: 'Continuar' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: /^Aprobar/ }).click();
  await expect(agent.getByText('Aprobada').first()).toBeVisible();
  await resumed.reload();
  await expect(resumed.getByText('Aprobada').first()).toBeVisible();
  await expectMailTo(email, submitted, ({ text }) => /registr/i.test(text) && text.includes('/registro'));
  expect(phoneErrors).toEqual([]);
  expect(resumedErrors).toEqual([]);
  expect(agentErrors).toEqual([]);
});
