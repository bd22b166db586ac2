import { axeViolations } from './accessibility';
import { expect, test } from './fixtures';
import { stubMapTiles } from './map-tiles';
import { watchPageErrors } from './page-errors';

/** Every route of docs/product.md §2, the remote that must render it, and the heading a visitor sees. */
const ROUTES: Array<[path: string, remote: string, heading: RegExp]> = [
  ['/', 'home', /Financiamiento para camiones y autobuses/],
  ['/acerca', 'home', /Sobre nosotros/],
  ['/about', 'home', /Sobre nosotros/],
  ['/noticias', 'home', /Noticias/],
  ['/noticias/1', 'home', /Nueva sucursal de atención en Monterrey/],
  ['/news-details', 'home', /Noticias/],
  ['/contacto', 'home', /Contáctanos/],
  ['/brand-financial', 'home', /Servicios financieros/],
  ['/brand-insurance', 'home', /Seguros/],
  ['/brand-daimler', 'home', /Nuestras marcas/],
  ['/faqs', 'home', /Preguntas frecuentes/],
  ['/faqs/general-questions', 'home', /Preguntas frecuentes/],
  ['/legales', 'home', /Términos y condiciones/],
  ['/legal', 'home', /Términos y condiciones/],
  ['/legales/terminosycondiciones', 'home', /Términos y condiciones/],
  ['/legales/aviso-de-privacidad', 'home', /Aviso de privacidad/],
  ['/legales/revocacion', 'home', /Revocación/],
  ['/formularios', 'home', /Formularios/],
  ['/atencion-a-usuarios', 'home', /Atención a usuarios/],
  ['/campaign', 'home', /Campaña/],
  ['/syntage', 'home', /datos fiscales/],
  ['/planes-financiamiento', 'plans', /Planes de financiamiento/],
  ['/planes-financiamiento/credito-directo', 'plans', /Crédito directo/],
  ['/planes-financiamiento/arrendamiento-puro', 'plans', /Arrendamiento puro/],
  ['/planes-financiamiento/arrendamiento-financiero', 'plans', /Arrendamiento financiero/],
  ['/planes-financiamiento/flexibility', 'plans', /Flexibilidad/],
  ['/planes-financiamiento/insurance', 'plans', /Seguros/],
  ['/calculadora', 'calculator', /Calcula tu financiamiento/],
  ['/calculadora/paso-1', 'calculator', /Calcula tu financiamiento/],
  ['/calculadora/paso-2', 'calculator', /Calcula tu financiamiento/],
  ['/calculadora/paso-3', 'calculator', /Calcula tu financiamiento/],
  ['/calculadora/independiente/tractocamion/t-880', 'calculator', /Calcula tu financiamiento/],
  ['/calculator/vehicles', 'calculator', /Calcula tu financiamiento/],
  ['/distribuidores', 'dealers', /Encuentra tu distribuidor/],
  ['/registro', 'account', /Registro/],
  ['/acceso', 'account', /Acceso clientes/],
  // Without the e-mailed link it asks for it, rather than claim an account is ready.
  ['/welcome', 'account', /Confirma tu correo/],
  ['/reset-password', 'account', /Recupera tu contraseña/],
  ['/new-password', 'account', /nueva contraseña/],
  // Without the bank's signed answer it shows nothing it cannot verify.
  ['/paymentok.html', 'account', /No pudimos confirmar tu pago/],
];

// Each test reads one page as a new visitor and changes nothing: they are spread over both
// browsers rather than run in file order in one. This file is the suite's longest, and run whole
// it kept one browser busy long after every other visitors' and customers' file had ended
// (var/e2e-report.json).
test.describe.configure({ mode: 'parallel' });

// /distribuidores draws a map whose tiles are external: served locally so no load error is logged.
test.beforeEach(async ({ page }) => stubMapTiles(page));

for (const [path, remote, heading] of ROUTES) {
  test(`${path} renders through the ${remote} remote with no errors and no axe violations`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(path);

    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('page titles follow the route (SPEC §2)', async ({ page }) => {
  await page.goto('/planes-financiamiento/credito-directo');
  await expect(page).toHaveTitle(/^Crédito \| /);
  await page.goto('/distribuidores');
  await expect(page).toHaveTitle(/^Distribuidores \| /);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /distribuidores/);
  // A news item is titled by its headline, and the list by its section again once the visitor goes back to it.
  await page.goto('/noticias/1');
  await expect(page).toHaveTitle(/^Nueva sucursal de atención en Monterrey \| /);
  await page.getByRole('link', { name: 'VER TODAS LAS NOTICIAS' }).click();
  await expect(page).toHaveTitle(/^Noticias \| /);
});

test('/login redirects to /acceso', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/acceso$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso clientes');
});

for (const unknown of ['/esta-ruta-no-existe', '/legales/otro', '/planes-financiamiento/otro', '/faqs/otro', '/calculadora/otro']) {
  test(`an unknown path (${unknown}) redirects home`, async ({ page }) => {
    await page.goto(unknown);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-remote="home"]')).toBeVisible();
  });
}

test('the customer area asks visitors to sign in', async ({ page }) => {
  await page.goto('/my-account/balances');
  await expect(page).toHaveURL(/\/acceso$/);
});

test('robots.txt is a real robots file that keeps the customer area out of search engines', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const body = await response.text();
  expect(body).toContain('Disallow: /my-account/');
  expect(body).not.toContain('<html');
});
