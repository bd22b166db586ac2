import { signIn } from './access-steps';
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
    await agent.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Solicitudes' }).click();
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
    await expect(page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Solicitudes' })).toHaveCount(0);
    await page.goto('/backoffice/solicitudes');
    await expect(page.getByRole('heading', { name: 'No tienes permiso' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    await staffSignIn(page, 'admin@financieravial.example');
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Auditoría' }).click();
    await expect(page.getByText('Elena Ruiz').first()).toBeVisible();
    await expect(page.getByText('auth.sign-in').first()).toBeVisible();
  });
});
