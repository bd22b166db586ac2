import { axeViolations } from './accessibility';
import { expect, test } from './fixtures';
import { signIn } from './access-steps';
import { belowHeader } from './below-header';
import { API_PORT } from '../../platform';
import { watchPageErrors } from './page-errors';

/** Each plan page, its h1 and a phrase only that plan's own content (from the API) has. */
const PLAN_PAGES: Array<[path: string, heading: string, ownText: RegExp]> = [
  ['/planes-financiamiento/credito-directo', 'Crédito directo', /propietario legal y fiscal desde el primer día/],
  ['/planes-financiamiento/arrendamiento-puro', 'Arrendamiento puro', /extender el contrato o adquirirla a valor de mercado/],
  ['/planes-financiamiento/arrendamiento-financiero', 'Arrendamiento financiero', /ejerces la opción de compra/],
  ['/planes-financiamiento/flexibility', 'Flexibilidad', /temporada alta/],
  ['/planes-financiamiento/insurance', 'Seguros', /vigencia de la póliza coincide/],
];

const CREDIT = '/planes-financiamiento/credito-directo';

// Playwright's webServer waits for the static servers (runtime-config.json), which answer before
// the API has migrated and seeded a fresh database; these tests need the API's content.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(`http://localhost:${API_PORT}/api/health`).catch(() => null))?.status(), {
      timeout: 60_000,
    })
    .toBe(200);
});
const FISICA = 'Física (o física con actividad empresarial)';

test('each plan page shows its own content, the quote link and the closing sections', async ({ page }) => {
  const errors = watchPageErrors(page);
  for (const [path, heading, ownText] of PLAN_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { name: 'Qué es' })).toBeVisible();
      await expect(page.getByText(ownText)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Por qué con nosotros' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'COTIZAR' }).first()).toHaveAttribute('href', '/calculadora/paso-1');
      // The calculator has no seasonal calendar: Flexibilidad is quoted by an adviser, and says so.
      if (path.endsWith('/flexibility')) await expect(page.getByRole('link', { name: 'PIDE TU COTIZACIÓN' }).first()).toHaveAttribute('href', '/contacto');
      await expect(page.getByRole('heading', { name: 'Conoce todos los detalles' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'CONOCE MÁS' })).toHaveAttribute('href', '/acerca');
    });
  }
  expect(errors).toEqual([]);
});

test('the local navigation marks the current plan and moves between plans', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(CREDIT);
  const nav = page.getByRole('navigation', { name: 'Planes de financiamiento' });
  await expect(nav.getByRole('link', { name: 'Crédito directo' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Arrendamiento puro' }).click();
  await expect(page).toHaveURL(/arrendamiento-puro$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arrendamiento puro');

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(nav).toBeHidden();
});

test('choosing the person type shows and swaps characteristics, documents and downloads', async ({ page, request }) => {
  await page.goto(CREDIT);
  const steps = page.locator('section', { has: page.getByRole('heading', { name: 'Calcular Crédito' }) });
  await expect(steps.getByText('Elige un tipo de persona en el paso 1.')).toHaveCount(2);
  await expect(steps.getByRole('link')).toHaveCount(0);

  await steps.getByRole('radio', { name: FISICA }).check();
  await expect(steps.getByRole('heading', { name: 'Ventajas' })).toBeVisible();
  await expect(steps.getByText(/Acta de nacimiento/)).toBeVisible();
  await expect(steps.getByText(/Eres propietario legal y fiscal de la unidad desde la firma/)).toBeVisible();

  await steps.getByRole('radio', { name: 'Moral' }).check();
  await expect(steps.getByText(/Acta constitutiva y poderes/)).toBeVisible();
  await expect(steps.getByText(/Acta de nacimiento/)).toHaveCount(0);
  await expect(steps.getByText(/La empresa es propietaria legal y fiscal/)).toBeVisible();

  // The loaded content (lists, downloads, the open accordion panel) is accessible too.
  expect(await axeViolations(page)).toEqual([]);

  const download = steps.getByRole('link', { name: /Solicitud de crédito persona moral/ });
  await expect(download).toHaveAttribute('target', '_blank');
  const href = await download.getAttribute('href');
  expect(href).toMatch(/\/api\/financingplans\/documents\/solicitud-credito-persona-moral\.pdf$/);
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Opening it goes to a new tab and leaves the plan page where it was. The tab's own request is
  // what is checked: a browser without a PDF viewer (the headless one here) saves the file and
  // leaves the tab blank.
  const opened = page.context().waitForEvent('request', (sent) => sent.isNavigationRequest() && sent.url() === href);
  const [popup] = await Promise.all([page.waitForEvent('popup'), download.click()]);
  expect((await opened).frame().page()).toBe(popup);
  await popup.close();
  await expect(page).toHaveURL(new RegExp(`${CREDIT}$`));
});

test('the details accordion keeps one panel open and closes the open one on click', async ({ page }) => {
  await page.goto(CREDIT);
  const conditions = page.getByRole('button', { name: 'Condiciones generales' });
  const legends = page.getByRole('button', { name: 'Leyendas de riesgo' });
  await expect(conditions).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Todo financiamiento está sujeto a aprobación previa de crédito.')).toBeVisible();

  await legends.click();
  await expect(legends).toHaveAttribute('aria-expanded', 'true');
  await expect(conditions).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByText('Contratar créditos por arriba de tu capacidad de pago puede afectar tu historial crediticio.'),
  ).toBeVisible();

  await legends.click();
  await expect(page.locator('.fvc-accordion__button[aria-expanded="true"]')).toHaveCount(0);
});

test('a signed-in customer sees the client FAQs; a visitor does not', async ({ page }) => {
  await page.goto(CREDIT);
  await expect(page.getByRole('heading', { name: 'Qué es' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preguntas de nuestros clientes' })).toHaveCount(0);

  await signIn(page, 'cliente@demo.mx');
  await expect(page.getByRole('banner').getByText('Hola, Mariana López')).toBeVisible();

  await page.goto(CREDIT);
  await expect(page.getByRole('heading', { name: 'Preguntas de nuestros clientes' })).toBeVisible();
  await expect(page.getByText('¿Cómo hago una aportación a capital?')).toBeVisible();
  // Flexibility has no client FAQs, so even a customer sees no block there (docs/product.md §4).
  await page.goto('/planes-financiamiento/flexibility');
  await expect(page.getByRole('heading', { name: 'Qué es' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preguntas de nuestros clientes' })).toHaveCount(0);
});

// Here, not in chrome.spec.ts with the visitor's half: a customer's sign-in belongs to the files that
// run one at a time (a sign-in beside another for the same customer reads the other's code).
test('signed in, the section links sit right under the header grown by the customer menu', async ({ page }) => {
  await signIn(page, 'cliente@demo.mx');
  const sections = page.getByRole('navigation', { name: 'Secciones de la página' });
  for (const width of [390, 900, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/planes-financiamiento');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Mi cuenta' })).toBeVisible();
    await page.locator('#detalles').scrollIntoViewIfNeeded();
    await expect.poll(() => belowHeader(page, sections)).toBe(0);
  }
});

test('the plans screen lists the plans, drops the Flexibility option and stores the contact form', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/planes-financiamiento');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planes de financiamiento');
  await expect(page.getByRole('link', { name: 'Ver más de Seguros' })).toHaveAttribute('href', '/planes-financiamiento/insurance');
  const slider = page.locator('section', { has: page.getByRole('heading', { name: 'Modalidades de Crédito directo' }) });
  await expect(slider.getByRole('button', { name: 'Ver Crédito tradicional' })).toBeVisible();
  await expect(slider.getByRole('button', { name: /Ver Flexibili/ })).toHaveCount(0);

  const contact = page.locator('#contacto');
  await contact.getByLabel('Nombre').fill('Ana Ruiz');
  await contact.getByLabel('Correo electrónico').fill('ana.ruiz@example.com');
  await contact.getByLabel('¿En qué te podemos ayudar?').fill('Me interesa un crédito para dos unidades.');
  await contact.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
  await contact.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(contact.getByText('Gracias. Un asesor te contactará pronto.')).toBeVisible();
  expect(errors).toEqual([]);
  // After the error check: axe re-fetches stylesheets itself, and a cached cross-origin
  // stylesheet without CORS headers makes that fetch (not the page) log an error.
  await expect(page.getByRole('heading', { name: 'Características y requisitos' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('when the plans cannot be loaded the page says so in Spanish and retries', async ({ page }) => {
  await page.route('**/api/financingplans**', (route) => route.abort());
  // A prerendered plan page carries its plans; the API is asked on the way from another page.
  await page.goto('/contacto');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Crédito directo' }).click();
  await expect(page).toHaveURL(CREDIT);
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar los detalles del plan' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crédito directo');
  await expect(page.getByRole('heading', { name: 'En movimiento para ti' })).toBeVisible();

  await page.unroute('**/api/financingplans**');
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { name: 'Qué es' })).toBeVisible();
});
