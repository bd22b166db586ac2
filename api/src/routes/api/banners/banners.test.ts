import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

test('GET /api/banners', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('devuelve el contenido de la portada con los nombres de campo de SPEC §3', async () => {
    const response = await app.inject({ url: '/api/banners' });
    assert.equal(response.statusCode, 200);
    const home = response.json();
    assert.deepEqual(Object.keys(home).sort(), ['mainbanners', 'marcasbanners', 'noticiasbanners', 'plansbanners', 'promocionesbanners']);

    const [slide] = home.mainbanners;
    assert.deepEqual(Object.keys(slide).sort(), ['id', 'imgcontent', 'imgmobilecontent', 'textfooter', 'title', 'urlfooter', 'videourl']);
    assert.match(slide.imgcontent, /^\/media\/.+\.webp$/);
    assert.ok(home.mainbanners.some((s: { videourl: string | null }) => s.videourl), 'una diapositiva con video');

    const cards = home.plansbanners.plansarray;
    assert.deepEqual(Object.keys(cards[0]).sort(), ['icnsummary', 'id', 'summary', 'summaryhover', 'title', 'urlsummary']);
    // The server sends the whole catalogue; docs/product.md §7's filtering is the client's.
    assert.ok(cards.some((c: { title: string }) => c.title.includes('Flexi')));
    assert.ok(home.marcasbanners.some((b: { title: string }) => b.title === 'Financial'));

    assert.deepEqual(Object.keys(home.promocionesbanners[0]).sort(), ['id', 'imgback', 'subtitle', 'textbutton', 'title', 'urlbutton', 'vehiculo']);
    assert.deepEqual(Object.keys(home.marcasbanners[0]).sort(), ['id', 'imgmobileback', 'subtitle', 'title', 'urlbutton']);
    const [news] = home.noticiasbanners;
    assert.equal(news.urlbutton, `/noticias/${news.id}`);
    assert.equal(news.textbutton, 'CONOCE MÁS');
    assert.match(news.publishedAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    assert.match(String(response.headers['cache-control']), /max-age=60$/);
  });

  await t.test('solo las promociones vigentes', async () => {
    await app.db.query(`update promotions set ends_at = now() - interval '1 day', starts_at = now() - interval '30 days' where sort_order = 0`);
    const home = (await app.inject({ url: '/api/banners' })).json();
    assert.equal(home.promocionesbanners.length, 3);
    await app.db.query('delete from promotions');
    assert.deepEqual((await app.inject({ url: '/api/banners' })).json().promocionesbanners, []);
  });

  await t.test('las imágenes se sirven con caché larga, como WebP del tamaño que la página reserva', async () => {
    const home = (await app.inject({ url: '/api/banners' })).json();
    const image = await app.inject({ url: home.mainbanners[0].imgmobilecontent });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
    assert.match(String(image.headers['cache-control']), /max-age=31536000, immutable/);
    assert.equal(image.headers['cross-origin-resource-policy'], 'cross-origin');
    // The banner's phone <source> says 750×900 (no layout shift): the picture is that size. An extended
    // WebP ('VP8X') keeps its canvas size, minus one, in 24-bit fields at bytes 24 and 27.
    const bytes = image.rawPayload;
    assert.equal(bytes.toString('latin1', 0, 4) + bytes.toString('latin1', 8, 16), 'RIFFWEBPVP8X');
    assert.deepEqual([bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1], [750, 900]);
  });

  await t.test('una imagen que no existe, o un intento de salir de la carpeta, es 404 en español', async () => {
    for (const url of ['/media/nada.webp', '/media/nada.svg', '/media/..%2Fpackage.json', '/media/%2e%2e%2fsrc%2fapp.ts']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().message, 'No encontramos esa imagen.');
    }
  });

  await t.test('el nombre SVG de antes lleva a la misma imagen en WebP (una página dibujada antes de la decisión 0021)', async () => {
    const old = await app.inject({ url: '/media/banner-1-mobile.svg' });
    assert.equal(old.statusCode, 301);
    assert.equal(old.headers.location, 'banner-1-mobile.webp');
    const followed = await app.inject({ url: new URL(String(old.headers.location), 'http://api/media/banner-1-mobile.svg').pathname });
    assert.equal(followed.statusCode, 200);
    assert.equal(followed.headers['content-type'], 'image/webp');
  });

  await t.test('promotions show only within their dates, measured on the test’s own clock', async () => {
    const titles = async () => (await app.inject({ url: '/api/banners' })).json().promocionesbanners.map((p: { title: string }) => p.title);
    assert.ok(!(await titles()).includes('Buen Fin: comisión por apertura de 0 %'), 'la promoción vencida de la semilla no aparece');
    await app.db.query(
      `insert into promotions (title, subtitle, img_back, url_button, vehiculo, text_button, starts_at, ends_at)
       values ('Vence ayer', 'x', '/media/promo-1.webp', '/', 'x', 'VER', now() - interval '10 days', now() - interval '1 day'),
              ('Vence mañana', 'x', '/media/promo-1.webp', '/', 'x', 'VER', now() - interval '10 days', now() + interval '1 day'),
              ('Empieza mañana', 'x', '/media/promo-1.webp', '/', 'x', 'VER', now() + interval '1 day', null)`,
    );
    const shown = await titles();
    assert.ok(shown.includes('Vence mañana'));
    assert.ok(!shown.includes('Vence ayer'));
    assert.ok(!shown.includes('Empieza mañana'));
  });
});
