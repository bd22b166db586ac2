import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp } from '../testing/build-test-app';

// Public content is served from memory (issue #14): what a browser, a CDN and the site see.

test('contenido público desde memoria: ETag, 304, compresión e invalidación', async (t) => {
  // As in production: a process asks the database whether content changed at most every N ms.
  // Here N is long, so only a write this process cannot see explains a change in an answer.
  const { app } = await buildTestApp(t, { contentCheckMs: 60_000 });
  const { app: eager } = await buildTestApp(t);

  await t.test('una ETag fuerte, y 304 sin cuerpo a quien ya tiene esa versión', async () => {
    const first = await eager.inject({ method: 'GET', url: '/api/banners' });
    assert.equal(first.statusCode, 200);
    assert.match(String(first.headers['content-type']), /^application\/json/);
    assert.equal(first.headers['cache-control'], 'public, max-age=60');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/);
    assert.ok(first.json<{ mainbanners: unknown[] }>().mainbanners.length > 0);

    const again = await eager.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    assert.equal(again.headers['cache-control'], 'public, max-age=60');

    // Weak comparison, lists and `*`, as RFC 9110 asks of If-None-Match.
    for (const header of [`W/${etag}`, `"otra", ${etag}`, '*']) {
      const response = await eager.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': header } });
      assert.equal(response.statusCode, 304, header);
    }
    const stale = await eager.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': '"de-otra-version"' } });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.body, first.body);
  });

  await t.test('comprimido una sola vez en brotli o gzip, según lo que acepta el cliente', async () => {
    const plain = await eager.inject({ method: 'GET', url: '/api/banners' });
    const br = await eager.inject({ method: 'GET', url: '/api/banners', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 2);
    assert.match(String(br.headers.vary), /Accept-Encoding/i);
    // Another representation, another strong ETag; either revalidates the content.
    assert.equal(br.headers.etag, `${String(plain.headers.etag).slice(0, -1)}-br"`);
    const revalidated = await eager.inject({ method: 'GET', url: '/api/banners', headers: { 'if-none-match': String(br.headers.etag) } });
    assert.equal(revalidated.statusCode, 304);

    const gz = await eager.inject({ method: 'GET', url: '/api/banners', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);

    const identity = await eager.inject({ method: 'GET', url: '/api/banners', headers: { 'accept-encoding': 'identity' } });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body, plain.body);
  });

  await t.test('un cambio de contenido cambia la respuesta y la ETag en la siguiente consulta', async () => {
    const before = await eager.inject({ method: 'GET', url: '/api/company' });
    await eager.db.query(`update company set phone = '800 111 2233'`);
    const after = await eager.inject({ method: 'GET', url: '/api/company', headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(after.statusCode, 200);
    assert.equal(after.json<{ phone: string }>().phone, '800 111 2233');
    assert.notEqual(after.headers.etag, before.headers.etag);
  });

  await t.test('entre consultas de versión, las respuestas salen de memoria sin leer la base de datos', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/faqs' });
    assert.equal(before.statusCode, 200);
    // A write that does not go through the content tables' triggers is invisible to the cache,
    // which proves the answer is not read again: disable them for this one statement.
    await app.db.transaction(async (tx) => {
      await tx.query('alter table faqs disable trigger faqs_content_version');
      await tx.query(`update faqs set question = 'Pregunta cambiada a escondidas'`);
      await tx.query('alter table faqs enable trigger faqs_content_version');
    });
    const cached = await app.inject({ method: 'GET', url: '/api/faqs' });
    assert.equal(cached.body, before.body);
  });

  await t.test('una respuesta 404 no se guarda: la página que aparece después se sirve', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/pages/pagina-nueva' });
    assert.equal(missing.statusCode, 404);
    await app.db.query(
      `insert into content_pages (slug, path, title, intro, body_html) values ('pagina-nueva', '/pagina-nueva', 'Página nueva', 'Intro', '<p>Hola</p>')`,
    );
    const found = await app.inject({ method: 'GET', url: '/api/pages/pagina-nueva' });
    assert.equal(found.statusCode, 200);
    assert.equal(found.json<{ title: string }>().title, 'Página nueva');
  });

  await t.test('la búsqueda guarda una entrada por frase normalizada, no por lo que se tecleó', async () => {
    const typed = await eager.inject({ method: 'GET', url: '/api/search?phrase=Crédito' });
    assert.equal(typed.statusCode, 200);
    await eager.db.transaction(async (tx) => {
      await tx.query('alter table financing_plans disable trigger financing_plans_content_version');
      await tx.query(`update financing_plans set title = 'Crédito renombrado' where slug = 'credito-directo'`);
      await tx.query('alter table financing_plans enable trigger financing_plans_content_version');
    });
    // "credito " is the same search as "Crédito": same entry, so the hidden rename does not show.
    const same = await eager.inject({ method: 'GET', url: '/api/search?phrase=credito%20' });
    assert.equal(same.body, typed.body);
    // A real edit (through the triggers) is seen at once.
    await eager.db.query(`update financing_plans set title = 'Crédito directo' where slug = 'credito-directo'`);
    const fresh = await eager.inject({ method: 'GET', url: '/api/search?phrase=credito' });
    assert.match(fresh.body, /Crédito directo/);
    assert.doesNotMatch(fresh.body, /renombrado/);
  });
});

test('cada tabla de contenido avisa de sus cambios (content_version)', async (t) => {
  const { app } = await buildTestApp(t);
  const tables = [
    'company', 'alerts', 'banner_slides', 'plan_cards', 'promotions', 'brands', 'news', 'faqs', 'content_pages',
    'financing_plans', 'financing_plan_options', 'financing_plan_list_items', 'financing_plan_downloads', 'financing_plan_faqs',
    'vehicle_types', 'vehicle_models', 'vehicle_versions', 'quote_plan_params', 'states', 'cities', 'distributors',
  ];
  const version = async () => (await app.db.query<{ version: string }>('select version::text as version from content_version'))[0]?.version;
  for (const table of tables) {
    const before = await version();
    // A statement that touches no row still says "this table may have changed": cheap and safe.
    await app.db.query(`delete from ${table} where false`);
    assert.notEqual(await version(), before, table);
  }
  const before = await version();
  await app.db.query(`update quotes set name = name where false`);
  assert.equal(await version(), before, 'una cotización no es contenido');
});
