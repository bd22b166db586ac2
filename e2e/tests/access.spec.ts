import type { Page } from '@playwright/test';
import { dismissNotices, expect, test } from './fixtures';
import { DEMO_PASSWORD, signIn, signInCodeFor } from './access-steps';
import { expectMailTo } from './mailbox';
import { watchPageErrors } from './page-errors';

const banner = (page: Page) => page.getByRole('banner');

test.describe('customer access', () => {
  test('sign in with the e-mailed code: the header greets without a reload; a reload keeps the session; signing out ends it on the server', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/acceso');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await signIn(page, 'cliente@demo.mx');

    await expect(banner(page).getByText('Hola, Mariana López')).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/home$/);
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    // The token is in memory only: nothing in web storage carries it.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

    await page.reload();
    await expect(banner(page).getByText('Hola, Mariana López')).toBeVisible();
    await expect(page.getByText(/Contrato FVC-2024-000123/)).toBeVisible();

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await banner(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(banner(page).getByRole('link', { name: 'ACCESO CLIENTES' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Home says what happened (issue #69).
    await expect(page.getByRole('status').filter({ hasText: 'Cerraste tu sesión.' })).toBeVisible();
    // The session's cookies went with it: the customer area asks to sign in without asking the API
    // for a session first, so no refused call shows in the console.
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });
    await page.goto('/my-account/home');
    await expect(page).toHaveURL(/\/acceso$/);
    expect(refreshes).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every page, the customer area and the public pages alike, is cut off from windows that open it', async ({ page }) => {
    const errors = watchPageErrors(page);
    const home = await page.goto('/');
    expect(home?.headers()['cross-origin-opener-policy']).toBe('same-origin');
    // Into the customer area client-side, in the same document: no reload on the way.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await banner(page).getByRole('link', { name: 'ACCESO CLIENTES' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso clientes');
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);

    // Another site that opens a page of ours loses its handle on it.
    await page.route('http://localhost:4000/otra-pagina', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Otra página</p>' }));
    await page.goto('http://localhost:4000/otra-pagina');
    for (const path of ['/acceso', '/']) {
      // A context's page, not a popup: the isolated one no longer has an opener.
      const opened = page.context().waitForEvent('page');
      await page.evaluate((url) => Object.assign(window, { opened: window.open(url) }), `http://localhost:3000${path}`);
      await (await opened).waitForLoadState();
      await expect.poll(() => page.evaluate(() => (window as unknown as { opened: Window }).opened.closed)).toBe(true);
    }
  });

  test('a customer signs in with the password and the code sent by e-mail', async ({ page }) => {
    await page.goto('/acceso');
    const since = Date.now();
    await page.getByLabel('Correo electrónico').pressSequentially('cliente@demo.mx');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText(/Te enviamos un código/)).toBeVisible();

    await page.getByLabel('Código de acceso').fill(await signInCodeFor('cliente@demo.mx', since));
    await page.getByRole('button', { name: 'Verificar y entrar' }).click();
    await expect(page.getByText(/Contrato FVC-2024-000123/)).toBeVisible();
  });

  test('wrong credentials get a Spanish message and keep what was typed', async ({ page }) => {
    await page.goto('/acceso');
    await page.getByLabel('Correo electrónico').fill('cliente@demo.mx');
    await page.getByLabel('Contraseña').fill('incorrecta');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText(/^Correo o contraseña incorrectos\. Te quedan \d+ intentos antes de que te pidamos esperar\.$/);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('cliente@demo.mx');
  });

  test('a customer who opens a customer page while signed out returns to it after signing in', async ({ page }) => {
    await page.goto('/my-account/bills');
    await expect(page).toHaveURL(/\/acceso$/);
    await signIn(page, 'flotilla@demo.mx');
    await expect(page).toHaveURL(/\/my-account\/bills$/);
  });

  test('register with a contract and RFC, confirm from the e-mail on file, sign in with the code', async ({ page }) => {
    // The e-mail the company holds for Transportes del Bajío: the link goes there, and the account uses it.
    const email = 'bajio@demo.mx';
    const since = Date.now();
    await page.goto('/acceso');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await page.getByLabel('Número de contrato').fill('FVC-2023-000456');
    await page.getByLabel('RFC del titular').fill('tba050315qh2');
    await page.getByLabel('Contraseña').fill('camion rojo en la carretera');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

    const mail = await expectMailTo(email, since, ({ subject }) => subject.includes('Confirma tu correo'));
    const link = /(http:\/\/localhost:3000\/welcome#token=[\w-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: '¡Bienvenido!' })).toBeVisible();
    await expect(page.getByText('Tu cuenta está lista')).toContainText(email);
    // The token left the address bar.
    expect(page.url()).not.toContain('token');

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await signIn(page, email, 'camion rojo en la carretera');
    await expect(banner(page).getByText('Hola, Transportes del Bajío')).toBeVisible();
  });

  test('/welcome without a link does not claim an account is ready', async ({ page }) => {
    await page.goto('/welcome');
    await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible();
    await expect(page.getByText('Tu cuenta está lista')).toHaveCount(0);
  });

  test('reset a forgotten password from the e-mailed link, then change it back from Mi perfil', async ({ page, context }) => {
    const since = Date.now();
    await page.goto('/acceso');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo electrónico').fill('flotilla@demo.mx');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toContainText('flotilla@demo.mx');

    const mail = await expectMailTo('flotilla@demo.mx', since, ({ subject }) => subject === 'Crea una nueva contraseña');
    const link = /(http:\/\/localhost:3000\/new-password#token=[\w-]+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await page.getByLabel('Nueva contraseña').fill('autobus azul de medianoche');
    await page.getByLabel('Confírmala').fill('autobus azul de medianoche');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('status')).toContainText('tu contraseña cambió');

    // The same link opened again says so before asking for a password.
    const again = await context.newPage();
    await again.addInitScript(dismissNotices);
    await again.goto(link);
    await expect(again.getByRole('alert')).toContainText('ya se usó o venció');
    await expect(again.getByLabel('Nueva contraseña')).toHaveCount(0);
    await expect(again.getByRole('link', { name: 'Pedir otro enlace' })).toBeVisible();
    await again.close();

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await signIn(page, 'flotilla@demo.mx', 'autobus azul de medianoche');

    // docs/product.md §2: the header's "Mi perfil" opens the customer's home, which links on to the profile.
    await banner(page).getByRole('link', { name: 'Mi perfil' }).click();
    await expect(page).toHaveURL(/\/my-account\/home$/);
    await page.getByRole('main').getByRole('link', { name: 'Mi perfil' }).click();
    await page.getByLabel('Contraseña actual').fill('autobus azul de medianoche');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirma la nueva contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Listo: tu contraseña cambió')).toBeVisible();
  });

  test('add a passkey in Mi perfil and sign in with it, without password or code', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });

    await signIn(page, 'cliente@demo.mx');
    await page.goto('/my-account/profile');
    await page.getByLabel('Nombre de la nueva llave').fill('Laptop de pruebas');
    const addKey = page.getByRole('button', { name: 'Agregar llave de acceso' });
    await addKey.click();
    // A key is added with the password confirmed, not with the session's token alone (issue #66).
    await expect(page.getByRole('heading', { name: 'Confirma tu contraseña' })).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo.2026!');
    await page.getByRole('button', { name: 'Confirmar y continuar' }).click();
    await expect(page.getByText('Agregamos la llave “Laptop de pruebas”')).toBeVisible();
    // Focus stayed on the button through the device's questions: the keyboard goes on from there.
    await expect(addKey).toBeFocused();
    await expect(page.getByRole('listitem').filter({ hasText: 'Laptop de pruebas' })).toBeVisible();
    // The field is ready for the next key, not holding this one's name.
    await expect(page.getByLabel('Nombre de la nueva llave')).toHaveValue(/^Llave de /);

    await banner(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.goto('/acceso');
    await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
    await expect(banner(page).getByText('Hola, Mariana López')).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/home$/);

    // Sessions are listed, and one click ends all of them.
    await page.goto('/my-account/profile');
    await expect(page.getByText(/\(esta sesión\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
  });

  test('on a 390 px phone the signed-in header shows the company name and stays within 120 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'cliente@demo.mx');
    const header = banner(page);
    await expect(header.getByText('Financiera Vial del Centro')).toBeVisible();
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(120);
    await header.getByRole('button', { name: 'Mi cuenta' }).click();
    await expect(header.getByText('Hola, Mariana López')).toBeVisible();
    await header.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(header.getByRole('link', { name: 'ACCESO CLIENTES' })).toBeVisible();
  });

  test('a session ended elsewhere says so in Spanish, and signing in again returns to the page', async ({ page, browser }) => {
    await signIn(page, 'cliente@demo.mx');
    await page.goto('/my-account/profile');
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();

    // On another device the customer signs out everywhere.
    const other = await browser.newContext({ baseURL: 'http://localhost:3000', locale: 'es-MX' });
    const phone = await other.newPage();
    await phone.addInitScript(dismissNotices);
    await signIn(phone, 'cliente@demo.mx');
    await phone.goto('/my-account/profile');
    await phone.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await expect(phone).toHaveURL(/\/acceso$/);
    await other.close();

    // The first browser's next call is refused and cannot be renewed.
    await banner(page).getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/acceso$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Tu sesión expiró' })).toBeVisible();
    await signIn(page, 'cliente@demo.mx');
    await expect(page).toHaveURL(/\/my-account\/home$/);
  });

  test('a customer page reloaded after the session idled out says it expired, and signing in again returns to it', async ({ page }) => {
    await signIn(page, 'cliente@demo.mx');
    await page.goto('/my-account/profile');
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();

    // Thirty idle minutes: the browser drops the refresh and XSRF cookies, which expire together.
    await page.context().clearCookies({ name: /^(fvc_refresh|XSRF-TOKEN)$/ });
    await page.reload();
    await expect(page).toHaveURL(/\/acceso$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Tu sesión expiró' })).toBeVisible();
    await expect(banner(page).getByText(/Hola, /)).toHaveCount(0);
    await signIn(page, 'cliente@demo.mx');
    await expect(page).toHaveURL(/\/my-account\/profile$/);
  });

  test('signing out in one tab ends the session in the others at once; a message being written there waits for the next sign-in', async ({ page, context }) => {
    await signIn(page, 'cliente@demo.mx');
    await page.goto('/my-account/support');
    await page.getByLabel('Asunto').fill('Pago duplicado');
    await page.getByLabel('Mensaje').fill('Se cobró dos veces la mensualidad de octubre.');

    // Another tab of the same browser signs out.
    const tab = await context.newPage();
    // A new tab is a fresh session of the alert popup: closed there before, as in the test above.
    await tab.addInitScript(dismissNotices);
    await tab.goto('/my-account/home');
    await banner(tab).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(tab).not.toHaveURL(/my-account/);
    await tab.close();

    // This tab hears of it without waiting for its next call to the API.
    await expect(page).toHaveURL(/\/acceso$/);
    await expect(page.getByText('Cerraste tu sesión en otra pestaña.')).toBeVisible();
    await expect(banner(page).getByText('Hola, Mariana López')).toHaveCount(0);
    await signIn(page, 'cliente@demo.mx');
    await expect(page).toHaveURL(/\/my-account\/support$/);
    await expect(page.getByLabel('Asunto')).toHaveValue('Pago duplicado');
    await expect(page.getByLabel('Mensaje')).toHaveValue('Se cobró dos veces la mensualidad de octubre.');
  });
});
