import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

const pick = (item: unknown) => {
  const { publishedAt, publishedOn } = item as { publishedAt: string; publishedOn: string };
  return { publishedAt, publishedOn };
};

test('GET /api/news', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('lista las noticias publicadas, la más reciente primero, con su cuerpo HTML', async () => {
    const response = await app.inject({ url: '/api/news' });
    assert.equal(response.statusCode, 200);
    const { items } = response.json();
    assert.equal(items.length, 4);
    const dates = items.map((item: { publishedAt: string }) => item.publishedAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.match(items[0].body, /<p>/);
  });

  await t.test('no muestra noticias programadas para el futuro', async () => {
    await app.db.query(
      `insert into news (title, subtitle, img_back, body_html, published_at)
       values ('Programada', 'x', '/media/news-1.webp', '<p>x</p>', now() + interval '1 day')`,
    );
    const { items } = (await app.inject({ url: '/api/news' })).json();
    assert.ok(!items.some((item: { title: string }) => item.title === 'Programada'));
    const [row] = await app.db.query<{ id: number }>(`select id from news where title = 'Programada'`);
    assert.equal((await app.inject({ url: `/api/news/${row?.id}` })).statusCode, 404);
  });

  await t.test('da el día de publicación en la Ciudad de México, con su horario de verano de entonces', async () => {
    await app.db.query(
      `insert into news (title, subtitle, img_back, body_html, published_at)
       values ('Noche de invierno', 'x', '/media/news-1.webp', '<p>x</p>', '2026-01-01T05:30:00Z'),
              ('Noche de verano 2022', 'x', '/media/news-1.webp', '<p>x</p>', '2022-07-02T05:30:00Z')`,
    );
    try {
      const { items } = (await app.inject({ url: '/api/news' })).json();
      const byTitle = new Map(items.map((item: { title: string }) => [item.title, item]));
      // 23:30 of the day before in Mexico City (UTC-6)...
      assert.deepEqual(pick(byTitle.get('Noche de invierno')), { publishedAt: '2026-01-01T05:30:00Z', publishedOn: '2025-12-31' });
      // ...but 00:30 of the same day in the summer of 2022 (UTC-5, before Mexico dropped it).
      assert.deepEqual(pick(byTitle.get('Noche de verano 2022')), { publishedAt: '2022-07-02T05:30:00Z', publishedOn: '2022-07-02' });
    } finally {
      await app.db.query(`delete from news where title in ('Noche de invierno', 'Noche de verano 2022')`);
    }
  });

  await t.test('devuelve el detalle de una noticia', async () => {
    const { items } = (await app.inject({ url: '/api/news' })).json();
    const response = await app.inject({ url: `/api/news/${items[1].id}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), items[1]);
  });

  await t.test('un id inexistente o inválido es 404 en español', async () => {
    for (const id of ['9999', 'abc', '0', '1e3', '99999999999999999999', "1'--"]) {
      const response = await app.inject({ url: `/api/news/${encodeURIComponent(id)}` });
      assert.equal(response.statusCode, 404, id);
      assert.equal(response.json().message, 'No encontramos esa noticia. Puede que ya no esté publicada.');
    }
  });

  await t.test('un id enorme se rechaza sin error del servidor', async () => {
    const response = await app.inject({ url: `/api/news/${'9'.repeat(5000)}` });
    assert.ok(response.statusCode === 400 || response.statusCode === 404 || response.statusCode === 414, String(response.statusCode));
  });
});
