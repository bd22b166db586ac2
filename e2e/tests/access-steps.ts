import { expect, type Page } from '@playwright/test';
import { expectMailTo } from './mailbox';

export const DEMO_PASSWORD = 'Demo.2026!';

/** The 6-digit code of the newest sign-in e-mail to `email` since `since`. */
export async function signInCodeFor(email: string, since: number): Promise<string> {
  const mail = await expectMailTo(email, since, ({ subject }) => subject.startsWith('Tu código de acceso'));
  return /\b(\d{6})\b/.exec(mail.subject)![1]!;
}

/** Signs in as a customer does on /acceso: e-mail and password, then the code from the e-mail. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/acceso')) await page.goto('/acceso');
  const since = Date.now();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText(/Te enviamos un código/)).toBeVisible();
  await page.getByLabel('Código de acceso').fill(await signInCodeFor(email, since));
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).or(page.getByRole('banner').getByRole('button', { name: 'Mi cuenta' }))).toBeVisible();
}
