import { expect, test } from './fixtures';

test('signing in inside the account remote shows the greeting in the shell header without a reload', async ({
  page,
}) => {
  await page.goto('/acceso');
  // A marker on the window survives client-side navigation but not a reload.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  await page.getByLabel('Correo electrónico').fill('cliente@demo.mx');
  await page.getByLabel('Contraseña').fill('Demo.2026!');
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('banner').getByText('Hola, Mariana López')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Mariana López');
  await expect(page.getByText(/Contrato/).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ACCESO CLIENTES' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('wrong credentials get a Spanish message and keep what was typed', async ({ page }) => {
  await page.goto('/acceso');
  await page.getByLabel('Correo electrónico').fill('cliente@demo.mx');
  await page.getByLabel('Contraseña').fill('incorrecta');
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('cliente@demo.mx');
});
