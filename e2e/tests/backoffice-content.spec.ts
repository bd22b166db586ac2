import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { dismissNotices, expect, test } from './fixtures';
import { watchPageErrors } from './page-errors';
import { staffSignIn } from './staff-steps';

/** What the prerendered home page says, as the site's server gives it (before any script runs). */
async function prerenderedHome(request: APIRequestContext): Promise<string> {
  return (await request.get('/', { headers: { 'cache-control': 'no-cache' } })).text();
}

/** Waits for the prerender job to draw `/` again with (or without) the text: no deploy, no manual step. */
async function expectOnHome(request: APIRequestContext, text: string, shown: boolean): Promise<void> {
  await expect.poll(async () => (await prerenderedHome(request)).includes(text), { timeout: 45_000, intervals: [500] }).toBe(shown);
}

async function staffPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(dismissNotices);
  await staffSignIn(page, email);
  return page;
}

test('an editor drafts a promotion with a picture, a publisher publishes it and it is on the prerendered home without a deploy; rolled back and unpublished, the site follows', async ({ browser, page: visitor, request }) => {
  test.setTimeout(240_000);
  const first = `Volteo con 10% de enganche ${Date.now()}`;
  const second = first.replace('10%', '5%');

  // The editor: a new promotion with its picture, as a draft.
  const editor = await staffPage(browser, 'editor@financieravial.example');
  const editorErrors = watchPageErrors(editor);
  await editor.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Contenido' }).click();
  await editor.getByRole('link', { name: 'Nueva promoción' }).click();
  await editor.getByLabel('Título', { exact: true }).fill(first);
  await editor.getByLabel('Subtítulo').fill('Solo en diciembre, en unidades seleccionadas.');
  await editor.getByLabel('Vehículo').fill('Volteo');
  await editor.getByLabel('Texto del botón').fill('COTIZA');
  await editor.getByLabel('Destino del botón').fill('/calculadora');
  const picture = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 11, g: 60, b: 93 } } }).jpeg().toBuffer();
  await editor.getByLabel('Imagen de fondo').setInputFiles({ name: 'volteo.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(editor.getByRole('img', { name: /Imagen de fondo|vista previa|Volteo/i }).first()).toBeVisible();
  await editor.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(editor.getByRole('list', { name: 'Versiones de la promoción' })).toContainText('Versión 1');
  const promotionUrl = editor.url();
  expect(promotionUrl).toMatch(/\/backoffice\/contenido\/promociones\/\d+$/);
  // The editor cannot publish: no button, and the draft is not on the site.
  await expect(editor.getByRole('button', { name: /Publicar la versión/ })).toHaveCount(0);
  expect(await prerenderedHome(request)).not.toContain(first);

  // The publisher publishes it: the prerendered home shows it.
  const publisher = await staffPage(browser, 'publicacion@financieravial.example');
  const publisherErrors = watchPageErrors(publisher);
  await publisher.goto(promotionUrl);
  const published = Date.now();
  await publisher.getByRole('button', { name: 'Publicar la versión 1' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: /publicad/i })).toBeVisible();
  await expectOnHome(request, first, true);
  console.log(`publicada → en la portada prerenderizada: ${((Date.now() - published) / 1000).toFixed(1)} s`);
  await visitor.goto('/');
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('button', { name: new RegExp(first) }) });
  await expect(card).toBeVisible();
  // The picture the editor uploaded, as the site serves it: converted to WebP under /media.
  expect(await card.locator('img').getAttribute('src')).toMatch(/\/media\/promotion-[0-9a-f]{20}\.webp$/);

  // A second version: the site keeps the first until it is published.
  await editor.reload();
  await editor.getByLabel('Título', { exact: true }).fill(second);
  await editor.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(editor.getByRole('list', { name: 'Versiones de la promoción' })).toContainText('Versión 2');
  expect(await prerenderedHome(request)).toContain(first);
  await publisher.reload();
  await publisher.getByRole('button', { name: 'Publicar la versión 2' }).click();
  await expectOnHome(request, second, true);
  expect(await prerenderedHome(request)).not.toContain(first);

  // Rolled back: the first version returns.
  await publisher.getByRole('button', { name: /Volver a esta versión \(versión 1\)/ }).click();
  await expectOnHome(request, first, true);
  expect(await prerenderedHome(request)).not.toContain(second);

  // Unpublished: gone.
  await publisher.getByRole('button', { name: 'Despublicar' }).click();
  await expectOnHome(request, first, false);
  expect(editorErrors).toEqual([]);
  expect(publisherErrors).toEqual([]);
});

test('a legal page: the editor changes its text and revision date, the publisher publishes, and the prerendered page shows both', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const added = `Atendemos tu solicitud de revocación en un máximo de 20 días hábiles (${Date.now()}).`;
  const prerendered = async () => (await request.get('/legales/revocacion', { headers: { 'cache-control': 'no-cache' } })).text();

  const editor = await staffPage(browser, 'editor@financieravial.example');
  const editorErrors = watchPageErrors(editor);
  await editor.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Contenido' }).click();
  await editor.getByRole('link', { name: 'Páginas y textos legales' }).click();
  // The site's pages are its routes: edited, never added.
  await expect(editor.getByRole('link', { name: /Nueva/ })).toHaveCount(0);
  await editor.getByRole('link', { name: 'Revocación del consentimiento' }).click();
  const body = editor.getByLabel('Texto (HTML limitado)');
  await body.fill(`${await body.inputValue()}<p>${added}</p>`);
  await editor.getByLabel('Última actualización (opcional)').fill('2026-11-30');
  await editor.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(editor.getByRole('list', { name: 'Versiones de la página' })).toContainText('Versión 2');
  expect(await prerendered()).not.toContain(added);

  const publisher = await staffPage(browser, 'publicacion@financieravial.example');
  const publisherErrors = watchPageErrors(publisher);
  await publisher.goto(editor.url());
  await publisher.getByRole('button', { name: 'Publicar la versión 2' }).click();
  await expect(publisher.getByRole('status').filter({ hasText: /publicad/i })).toBeVisible();
  // A page is always on the site: nothing to unpublish.
  await expect(publisher.getByRole('button', { name: 'Despublicar' })).toHaveCount(0);
  await expect.poll(async () => (await prerendered()).includes(added), { timeout: 45_000, intervals: [500] }).toBe(true);
  // React separates the label from the date with an empty comment in the drawn HTML.
  expect(await prerendered()).toMatch(/Última actualización: (<!-- -->)?30 de noviembre de 2026/);
  expect(editorErrors).toEqual([]);
  expect(publisherErrors).toEqual([]);
});
