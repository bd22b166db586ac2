import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { remotePath, REMOTES, SHELL } from '../../platform';

const dealers = REMOTES.find((remote) => remote.federationName === 'dealers')!;
/** Where visitors reach the dealers remote: its path on the site's one origin (issue #15). */
const dealersOnSite = `http://localhost:${SHELL.port}${remotePath(dealers)}`;
const dealersOrigin = new RegExp(`^${dealersOnSite}/`);

test('a remote that is down shows the Spanish fallback, the rest keeps working, and "Reintentar" recovers', async ({
  page,
}) => {
  await page.route(dealersOrigin, (route) => route.abort('connectionrefused'));
  await page.goto('/distribuidores');

  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('No pudimos cargar el localizador de distribuidores');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes keep working in the same page.
  const openMenu = () => page.getByRole('banner').getByRole('button', { name: 'Menú' }).click();
  await openMenu();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Contacto' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
  await openMenu();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Calcula tu financiamiento' }).click();
  await expect(page.locator('[data-remote="calculator"]')).toBeVisible();

  // The remote comes back; the visitor retries without reloading the page.
  await openMenu();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Encuentra un distribuidor' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.unroute(dealersOrigin);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu distribuidor');
});

test('a remote whose entry is broken is contained the same way', async ({ page }) => {
  // The registry names the released version's folder (http://localhost:3000/mf/dealers/<version>/remoteEntry.js).
  await page.route(new RegExp(`^${dealersOnSite}/([^/]+/)?remoteEntry\\.js$`), (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("roto");' }),
  );
  await page.goto('/distribuidores');
  await expect(page.getByRole('alert')).toContainText('No pudimos cargar el localizador de distribuidores');

  await page.goto('/planes-financiamiento/credito-directo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crédito directo');
});

test('with the registry unreachable the site says so in Spanish, and "Reintentar" recovers once it is back', async ({ page }) => {
  // A page that does not carry the registry (a server that does not write it in, as the dev
  // server): the shell asks for /runtime-config.json, and that is what is unreachable here. The
  // copy in the page is emptied before the deferred scripts run. A client-rendered page: a
  // prerendered one stays readable as it arrived (prerender.spec.ts).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.getElementById('fvc-runtime-config')?.replaceChildren();
    });
  });
  const registry = /\/runtime-config\.json$/;
  let asked = 0;
  await page.route(registry, (route) => {
    asked += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/acceso');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No pudimos iniciar el sitio. Intenta de nuevo en unos momentos.');
  expect(asked, 'tried three times before saying so').toBe(3);

  await page.unroute(registry);
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso clientes');
  expect(page.url()).toMatch(/\/acceso$/);
});

test('a remote also runs standalone, on its own origin, without the shell', async ({ page }) => {
  await page.goto(`http://localhost:${dealers.port}/distribuidores`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu distribuidor');
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a remote whose manifest and entry each fail once still loads: the federation runtime retries them', async ({ page }) => {
  const asked = { manifest: 0, entry: 0 };
  const failFirst = (kind: keyof typeof asked) => (route: Route) => {
    asked[kind] += 1;
    return asked[kind] === 1 ? route.abort('connectionreset') : route.continue();
  };
  await page.route(new RegExp(`^${dealersOnSite}/([^/]+/)?mf-manifest\\.json$`), failFirst('manifest'));
  await page.route(new RegExp(`^${dealersOnSite}/([^/]+/)?remoteEntry\\.js$`), failFirst('entry'));
  // Reached from another page, so the dealer locator's remote loads in the browser.
  await page.goto('/contacto');
  await page.getByRole('banner').getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Encuentra un distribuidor' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encuentra tu distribuidor');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual({ manifest: 2, entry: 2 });

  // Opened at its address (a prerendered page): the same, as it hydrates.
  asked.manifest = 0;
  asked.entry = 0;
  await page.goto('/distribuidores');
  await expect(page.locator('html')).toHaveAttribute('data-remote-state', 'dealers ready');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked).toEqual({ manifest: 2, entry: 2 });
});
