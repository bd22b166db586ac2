import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';

test('GET /api/faqs', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('agrupa las preguntas generales en orden', async () => {
    const response = await app.inject({ url: '/api/faqs' });
    assert.equal(response.statusCode, 200);
    const { groups } = response.json();
    assert.deepEqual(
      groups.map((group: { title: string }) => group.title),
      ['Solicitud de crédito', 'Pagos y contrato', 'Seguros y portal de clientes'],
    );
    assert.equal(groups[0].items[0].question, '¿Quién puede solicitar un financiamiento?');
    assert.match(groups[1].items[0].answerHtml, /al menos 3 mensualidades/);
  });

  await t.test('sin preguntas responde una lista vacía', async () => {
    await app.db.query('delete from faqs');
    assert.deepEqual((await app.inject({ url: '/api/faqs' })).json(), { groups: [] });
  });
});
