import { signIn, signInCodeFor } from './access-steps';
import { dismissNotices, expect, test } from './fixtures';
import { expectMailTo } from './mailbox';
import { watchPageErrors } from './page-errors';
import { staffSignIn } from './staff-steps';

test.describe('back-office: customer requests', () => {
  test('an agent answers a customer’s support message; the customer sees the answer and the status in the portal and by e-mail', async ({ page: customer, browser }) => {
    // Two people, two sign-ins with e-mailed codes.
    test.setTimeout(90_000);
    await customer.setViewportSize({ width: 390, height: 844 });
    const customerErrors = watchPageErrors(customer);
    await signIn(customer, 'flotilla@demo.mx');
    const subject = `Cambio de domicilio ${Date.now()}`;
    await customer.goto('/my-account/support');
    await customer.getByLabel('Asunto').fill(subject);
    await customer.getByLabel('Mensaje').fill('Nos mudamos de bodega: ¿cómo actualizo la dirección de facturación?');
    await customer.getByRole('button', { name: 'Enviar mensaje' }).click();
    const folio = /SOL-\d{4}-\d{6}/.exec((await customer.getByRole('status').textContent()) ?? '')![0];
    await customer.getByRole('link', { name: 'Ver mis solicitudes' }).click();
    const request = customer.getByRole('article', { name: subject });
    await expect(request.getByText('Recibida')).toBeVisible();
    await expect(request).toContainText('Aún sin respuesta');

    const agent = await (await browser.newContext()).newPage();
    await agent.addInitScript(dismissNotices);
    const agentErrors = watchPageErrors(agent);
    await staffSignIn(agent, 'agente@financieravial.example');
    await agent.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Solicitudes', exact: true }).click();
    await agent.getByRole('link', { name: folio }).click();
    await expect(agent.getByRole('heading', { name: 'El cliente', exact: true })).toBeVisible();
    await expect(agent.getByText(subject).first()).toBeVisible();
    await agent.getByRole('textbox', { name: 'Nota' }).fill('Confirmar con facturación antes de responder.');
    await agent.getByRole('button', { name: /Guardar nota|Agregar nota/ }).click();
    await expect(agent.getByRole('region', { name: 'Seguimiento' })).toContainText('Confirmar con facturación antes de responder.');
    const since = Date.now();
    await agent.getByRole('textbox', { name: 'Respuesta' }).fill('Puedes actualizarla en Mi perfil; ya la revisamos y quedó lista.');
    await agent.getByLabel('Cerrar la solicitud').check();
    await agent.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(agent.getByRole('region', { name: 'Seguimiento' })).toContainText('Recibida → Cerrada');

    const mail = await expectMailTo('flotilla@demo.mx', since, ({ subject: mailSubject }) => mailSubject === `Respuesta a tu solicitud ${folio}`);
    expect(mail.text).toContain('Puedes actualizarla en Mi perfil');
    expect(mail.text).not.toContain('Confirmar con facturación');

    await customer.reload();
    const answered = customer.getByRole('article', { name: subject });
    await expect(answered.getByText('Cerrada', { exact: true })).toBeVisible();
    await expect(answered.getByRole('region', { name: `Respuestas a ${folio}` })).toContainText('Puedes actualizarla en Mi perfil');
    await expect(answered).not.toContainText('Confirmar con facturación');
    expect(customerErrors).toEqual([]);
    expect(agentErrors).toEqual([]);
  });

  test('an editor does not reach the requests, and an administrator reads who signed in in the audit', async ({ page }) => {
    test.setTimeout(60_000);
    await staffSignIn(page, 'editor@financieravial.example');
    await expect(page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Solicitudes', exact: true })).toHaveCount(0);
    await page.goto('/backoffice/solicitudes');
    await expect(page.getByRole('heading', { name: 'No tienes permiso' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    await staffSignIn(page, 'admin@financieravial.example');
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Auditoría' }).click();
    await expect(page.getByText('Elena Ruiz').first()).toBeVisible();
    await expect(page.getByText('auth.sign-in').first()).toBeVisible();
  });

  test('an agent rejects an invoice request with a note, after reading its files; the customer reads the status and the note', async ({ page: customer, browser, request }) => {
    test.setTimeout(90_000);
    // The customer's request, sent through the API as the portal's form sends it.
    const since = Date.now();
    const login = await request.post('/api/auth/login', { data: { email: 'empresa@demo.mx', password: 'Demo.2026!' } });
    const code = await signInCodeFor('empresa@demo.mx', since);
    const session = await (await request.post('/api/auth/login/code', { data: { challengeId: (await login.json()).challengeId, code } })).json();
    const headers = { authorization: `Bearer ${session.jwt.token}` };
    const contracts = (await (await request.get('/api/customers/contracts', { headers })).json()).contracts as Array<{ id: string; number: string; plan: string; standing: string }>;
    const contract = contracts.find((card) => card.plan === 'credit' && card.standing !== 'settled') ?? contracts[0]!;
    const [invoice] = (await (await request.get('/api/customers/invoices', { headers })).json()).invoices as Array<{ id: string }>;
    const xml = await (await request.get(`/api/customers/invoices/${invoice!.id}/xml`, { headers })).body();
    const profile = await (await request.get('/api/customers/me', { headers })).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const sent = await request.post('/api/customers/bills/purchase', {
      headers,
      multipart: {
        date: today, name: profile.name ?? 'Logística Peninsular', contract_id: contract.id, rfc: profile.rfc, tax_regime: '601', cfdi_use: 'G03',
        street: 'Calle 60 No. 500', neighborhood: 'Centro', city: 'Mérida', zipcode: '97000', state: '31',
        docs: { name: 'compra.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
        sat: { name: 'cfdi.xml', mimeType: 'application/xml', buffer: xml },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { folio } = await sent.json();

    const agent = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await agent.addInitScript(dismissNotices);
    const agentErrors = watchPageErrors(agent);
    await staffSignIn(agent, 'agente@financieravial.example');
    await agent.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Facturas' }).click();
    await agent.getByRole('button', { name: `Atender la solicitud ${folio}` }).click();
    const [download] = await Promise.all([agent.waitForEvent('download'), agent.getByRole('button', { name: 'Descargar XML del SAT' }).click()]);
    expect(download.suggestedFilename()).toBe(`${folio}-sat.xml`);
    const status = agent.getByRole('form', { name: `Estado de la solicitud ${folio}` });
    await status.getByLabel('Nuevo estado').selectOption('rejected');
    await status.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(status.getByLabel(/Nota para el cliente/)).toHaveAccessibleDescription(/explica por qué se rechaza/);
    await status.getByLabel(/Nota para el cliente/).fill('La factura de compra no corresponde a la unidad del contrato.');
    await status.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(agent.getByRole('status').filter({ hasText: folio })).toBeVisible();
    expect(agentErrors).toEqual([]);

    await signIn(customer, 'empresa@demo.mx');
    await customer.goto('/my-account/billing');
    const mine = customer.getByRole('region', { name: 'Mis solicitudes de factura' });
    await expect(mine.getByText(folio)).toBeVisible();
    await expect(mine.getByText('Rechazada')).toBeVisible();
    await expect(mine.getByText('La factura de compra no corresponde a la unidad del contrato.')).toBeVisible();
  });
});
