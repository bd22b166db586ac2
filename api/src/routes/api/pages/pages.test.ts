import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

const SLUGS = [
  'about',
  'terms',
  'privacy',
  'revocation',
  'risk-legends',
  'brand-financial',
  'brand-insurance',
  'brand-daimler',
  'forms',
  'campaign',
  'syntage',
];

test('GET /api/pages/:slug', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('sirve cada página sembrada', async () => {
    for (const slug of SLUGS) {
      const response = await app.inject({ url: `/api/pages/${slug}` });
      assert.equal(response.statusCode, 200, slug);
      const page = response.json();
      assert.deepEqual(Object.keys(page).sort(), ['bodyHtml', 'intro', 'revisedOn', 'slug', 'title', 'updatedAt', 'validUntil']);
      assert.equal(page.slug, slug);
      assert.ok(page.title && page.intro && page.bodyHtml.length > 100, slug);
    }
  });

  await t.test('el aviso de privacidad cubre la ley de 2025, los derechos ARCO y la revocación', async () => {
    const page = (await app.inject({ url: '/api/pages/privacy' })).json();
    assert.match(page.intro, /2025/);
    for (const text of ['Derechos ARCO', 'acceder', 'rectificar', 'cancelar', 'oponerte', 'Revocación del consentimiento', '20 días hábiles']) {
      assert.ok(page.bodyHtml.includes(text), text);
    }
  });

  await t.test('legal pages carry their real revision date; the campaign its last day', async () => {
    const terms = (await app.inject({ url: '/api/pages/terms' })).json();
    assert.equal(terms.revisedOn, '2026-03-02');
    assert.notEqual(terms.revisedOn, new Date().toISOString().slice(0, 10));
    const campaign = (await app.inject({ url: '/api/pages/campaign' })).json();
    assert.ok(campaign.validUntil > new Date().toISOString().slice(0, 10));
    assert.doesNotMatch(campaign.bodyHtml, /30 de junio de 2026/);
  });

  await t.test('una página que no existe es 404 en español', async () => {
    for (const slug of ['nada', '..%2Fetc', 'x'.repeat(61)]) {
      const response = await app.inject({ url: `/api/pages/${slug}` });
      assert.ok([400, 404].includes(response.statusCode), slug);
      assert.match(response.json().message, /[áéíóúñ]|No encontramos/);
    }
    assert.equal((await app.inject({ url: '/api/pages/nada' })).json().message, 'No encontramos esa página.');
  });
});
