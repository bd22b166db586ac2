import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FinancingPlanDetail, FinancingPlanSummary } from '@fvc/shared/contracts';
import { buildTestApp, loginAs } from '../../../testing/build-test-app';

test('GET /api/financingplans', async (t) => {
  const { app } = await buildTestApp(t);

  const list = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/financingplans' });
    return response.json<{ financingplans: FinancingPlanSummary[] }>().financingplans;
  };
  const detailOf = async (title: string) => {
    const plan = (await list()).find((item) => item.title === title);
    assert.ok(plan, `falta el plan ${title}`);
    const response = await app.inject({ method: 'GET', url: `/api/financingplans?id=${plan.ID}` });
    assert.equal(response.statusCode, 200);
    return response.json<{ financingplans: FinancingPlanDetail }>().financingplans;
  };

  await t.test('lista los cinco planes con ID y título, pública y con caché', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/financingplans' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['cache-control']), /^public, max-age=300/);
    const plans = response.json<{ financingplans: FinancingPlanSummary[] }>().financingplans;
    assert.deepEqual(
      plans.map((plan) => plan.title),
      ['Crédito directo', 'Arrendamiento puro', 'Arrendamiento financiero', 'Flexibilidad', 'Seguros'],
    );
    for (const plan of plans) assert.ok(Number.isInteger(plan.ID) && plan.summary.length > 0);
  });

  await t.test('no exige sesión aunque se envíe un token inválido', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/financingplans',
      headers: { authorization: 'Bearer no-es-un-token' },
    });
    assert.equal(response.statusCode, 200);
  });

  await t.test('el detalle trae optionplans y lists por tipo de persona', async () => {
    const credit = await detailOf('Crédito directo');
    assert.ok(credit.optionplans.options.some((option) => option.opttitle === 'Flexibilidad'));
    const { lists } = credit;
    assert.ok(lists.caracteristicas.fisica.length > 0 && lists.caracteristicas.moral.length > 0);
    assert.notDeepEqual(lists.caracteristicas.fisica, lists.caracteristicas.moral);
    assert.ok(lists.ventajas.fisica.length > 0 && lists.ventajas.moral.length > 0);
    // docs/product.md §9 documents: individuals bring a birth or marriage certificate, companies the deed.
    assert.ok(lists.documentos.fisica.some((doc) => /acta de nacimiento/i.test(doc.name)));
    assert.ok(lists.documentos.moral.some((doc) => /acta constitutiva/i.test(doc.name)));
    assert.ok(lists.documentos.fisica.some((doc) => doc.optional));
    assert.deepEqual(
      lists.descargas.fisica.map((download) => download.title),
      ['Solicitud de crédito persona física', 'Checklist de documentos persona física', 'Anexo persona física'],
    );
    assert.deepEqual(
      lists.faqs.map((panel) => panel.title),
      ['Condiciones generales', 'Leyendas de riesgo', 'Preguntas frecuentes'],
    );
    assert.ok(lists.faqsclient.length > 0);
  });

  await t.test('los textos llevan las reglas de negocio de SPEC §1 y §9', async () => {
    const credit = await detailOf('Crédito directo');
    const text = JSON.stringify(credit);
    for (const rule of [
      /propietario legal y fiscal/,
      /IVA se acredita/,
      /aprobación previa/,
      /pagos fijos/,
      /coincida con las fechas de inicio y fin/,
      /a nombre del titular/,
      /al menos 3 mensualidades/,
      /plazo se reduce y el monto de la mensualidad se mantiene/,
      /cambiar o cancelarse sin previo aviso/,
    ]) {
      assert.match(text, rule);
    }
    const legends = credit.lists.faqs.find((panel) => panel.title === 'Leyendas de riesgo');
    assert.deepEqual(legends?.entries.map((entry) => entry.answer), [
      'Si el financiamiento es de tasa variable, los intereses pueden aumentar.',
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      'Contratar créditos por arriba de tu capacidad de pago puede afectar tu historial crediticio.',
      'El avalista, obligado solidario o coacreditado responderá como obligado principal frente a la entidad financiera.',
    ]);
  });

  await t.test('Flexibility no tiene preguntas de clientes', async () => {
    const flexibility = await detailOf('Flexibilidad');
    assert.deepEqual(flexibility.lists.faqsclient, []);
  });

  await t.test('el detalle también se sirve con caché y sin sesión', async () => {
    const [plan] = await list();
    const { token } = (await loginAs(app, 'cliente@demo.mx')).jwt;
    const response = await app.inject({
      method: 'GET',
      url: `/api/financingplans?id=${plan?.ID}`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['cache-control']), /^public, max-age=300/);
  });

  await t.test('un id desconocido responde 404 en español', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/financingplans?id=9999' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(
      { code: response.json().code, message: response.json().message },
      { code: 'PLAN_NOT_FOUND', message: 'No encontramos ese plan de financiamiento.' },
    );
    assert.equal(response.headers['cache-control'], undefined);
  });

  await t.test('un id que no es número responde 400 en español', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/financingplans?id=abc' });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /“Plan”/);
  });

  await t.test('cada descarga es un PDF real, en línea y con caché', async () => {
    const credit = await detailOf('Crédito directo');
    const downloads = [...credit.lists.descargas.fisica, ...credit.lists.descargas.moral];
    assert.equal(downloads.length, 6);
    for (const download of downloads) {
      const response = await app.inject({ method: 'GET', url: download.url });
      assert.equal(response.statusCode, 200, download.url);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.match(String(response.headers['content-disposition']), /^inline; filename="[a-z0-9-]+\.pdf"$/);
      assert.equal(response.headers['cache-control'], 'public, max-age=86400');
      assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.ok(response.rawPayload.length > 1000);
    }
  });

  await t.test('un documento desconocido responde 404 y un nombre inválido 400', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/financingplans/documents/otro.pdf' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'No encontramos ese documento.');
    const invalid = await app.inject({ method: 'GET', url: '/api/financingplans/documents/..%2Fsecreto.pdf' });
    assert.equal(invalid.statusCode, 400);
  });

  await t.test('la semilla no duplica los planes al correr de nuevo', async () => {
    const { seed } = await import('../../../db/seed/index');
    assert.deepEqual(await seed(app.db), []);
    assert.equal((await list()).length, 5);
  });

  await t.test('each plan page states the terms the calculator quotes, and leases describe leasing', async () => {
    const plans = (await app.inject({ url: '/api/financingplans' })).json().financingplans as Array<{ ID: number; slug: string }>;
    const detail = async (slug: string) => JSON.stringify((await app.inject({ url: `/api/financingplans?id=${plans.find((p) => p.slug === slug)!.ID}` })).json());
    const termsOf = async (plan: string) => {
      const [row] = await app.db.query<{ min: number; max: number }>('select min(t)::int as min, max(t)::int as max from quote_plan_params, unnest(terms) t where plan = $1', [plan]);
      return `de ${row!.min} a ${row!.max} meses`;
    };
    const pure = await detail('arrendamiento-puro');
    assert.ok(pure.includes(await termsOf('pure-lease')), await termsOf('pure-lease'));
    assert.ok(!pure.includes('{plazo}'));
    assert.ok((await detail('credito-directo')).includes(await termsOf('credit')));
    assert.ok((await detail('arrendamiento-financiero')).includes(await termsOf('financial-lease')));
    // The lessor owns the unit; no capital contributions in a lease; the invoice is the lessor's.
    assert.match(pure, /propiedad de la arrendadora/);
    assert.match(pure, /no admite aportaciones a capital/);
    assert.doesNotMatch(pure, /a nombre del titular del financiamiento/);
    assert.match(await detail('arrendamiento-financiero'), /opción de compra/);
  });
});
