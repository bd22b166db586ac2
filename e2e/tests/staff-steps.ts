import { expect, type Page } from '@playwright/test';
import { expectMailTo } from './mailbox';

/** The demo staff's password (README, api/src/db/seed/demo-content.ts). */
export const STAFF_PASSWORD = 'Personal.2026!';

/** Signs a staff member in on /backoffice: e-mail and password, then the code from the e-mail. */
export async function staffSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/backoffice');
  const since = Date.now();
  await page.getByLabel('Correo').fill(email);
  await page.getByLabel('Contraseña').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const mail = await expectMailTo(email, since, ({ subject }) => subject.startsWith('Código del back-office'));
  await page.getByLabel('Código').fill(/\b(\d{6})\b/.exec(mail.subject)![1]!);
  await page.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}
