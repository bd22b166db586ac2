import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchPageErrors } from './page-errors';

// Issue #13: what a finance customer checks before trusting the public site.
const API_URL = 'http://localhost:4000';

interface CompanyRegulator {
  une: { address: string; phone: string; email: string; hours: string };
  condusef: { phone: string; url: string };
  buroUrl: string;
  legend: string;
}

async function companyRecord(page: Page): Promise<{ name: string; regulator: CompanyRegulator }> {
  const response = await page.request.get(`${API_URL}/api/company`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { name: string; regulator: CompanyRegulator };
}

test('the footer shows the UNE, CONDUSEF and the Buró from the company record, and the SOFOM legend', async ({ page }) => {
  const { regulator } = await companyRecord(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(regulator.une.phone);
  await expect(footer).toContainText(regulator.une.email);
  await expect(footer).toContainText(regulator.condusef.phone);
  await expect(footer).toContainText(regulator.legend);
  await expect(footer.getByRole('link', { name: /condusef/i }).first()).toHaveAttribute('href', regulator.condusef.url);
  await expect(footer.getByRole('link', { name: /Buró de Entidades Financieras/ })).toHaveAttribute('href', regulator.buroUrl);

  await footer.getByRole('link', { name: 'Atención a usuarios (UNE)' }).click();
  await expect(page).toHaveURL(/\/atencion-a-usuarios$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/Atención a usuarios/);
  for (const value of [regulator.une.address, regulator.une.phone, regulator.une.email, regulator.une.hours]) {
    await expect(main).toContainText(value);
  }
});

test('pure leasing offers the same terms on its plan page and in the calculator', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/planes-financiamiento/arrendamiento-puro');
  // The features, terms included, show once a person type is chosen.
  await page.getByRole('button', { name: /^Física/ }).or(page.getByRole('radio', { name: /^Física/ })).or(page.getByRole('tab', { name: /^Física/ })).first().click();
  await expect(page.getByRole('main')).toContainText(/Plazos de \d+ a \d+ meses/);
  const text = (await page.getByRole('main').textContent()) ?? '';
  const [, min, max] = /Plazos de (\d+) a (\d+) meses/.exec(text) ?? [];
  expect(min, 'the plan page states its terms').toBeDefined();

  await page.goto('/calculadora/paso-1');
  await page.getByRole('button', { name: 'Camión', exact: true }).click();
  await page.getByRole('button', { name: /Cumbre C45/ }).click();
  await page.getByRole('button', { name: /C45 Chasis cabina/ }).click();
  await page.getByRole('link', { name: /Continuar con/ }).click();
  await page.getByRole('radio', { name: /Arrendamiento puro/ }).check();
  const terms = page.getByRole('group', { name: 'Plazo' }).getByRole('button');
  await expect(terms.first()).toHaveAccessibleName(`${min} meses`);
  await expect(terms.last()).toHaveAccessibleName(`${max} meses`);
  expect(errors).toEqual([]);
});

test('an expired promotion is online nowhere: not on home, not in search', async ({ page }) => {
  // The seed dates "Buen Fin" ten days before the day it runs, so it is always past.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Enganche desde 10 %').first()).toBeAttached();
  await expect(page.getByText(/Buen Fin/)).toHaveCount(0);

  const search = await page.request.get(`${API_URL}/api/search?phrase=${encodeURIComponent('Buen Fin')}`);
  expect(search.ok()).toBe(true);
  expect(JSON.stringify(await search.json())).not.toContain('Buen Fin');
});

test('a malformed address gets the site itself with a 400, not a raw error', async ({ page }) => {
  const response = await page.goto('/%zz');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Financiamiento para camiones y autobuses/);
  await expect(page.getByText('is not a valid url component')).toHaveCount(0);
});
