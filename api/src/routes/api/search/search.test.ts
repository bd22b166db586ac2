import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../../../testing/build-test-app';
import { toPrefixQuery } from './index';

const search = (phrase: string) => ({ url: `/api/search?phrase=${encodeURIComponent(phrase)}` });
type Results = Record<string, Array<{ title: string; summary: string; url: string }>>;

test('toPrefixQuery', () => {
  assert.equal(toPrefixQuery('Crédito  DIRECTO'), 'credito:* & directo:*');
  assert.equal(toPrefixQuery(`"a" & b | !c <-> d:* ' ; drop table news`), 'a:* & b:* & c:* & d:* & drop:* & table:* & news:*');
  assert.equal(toPrefixQuery('¡¿…!?'), null);
  assert.equal(toPrefixQuery('uno dos tres cuatro cinco seis siete ocho nueve diez')?.split(' & ').length, 8);
  // A word people type for what the site says otherwise also finds its synonyms.
  assert.equal(toPrefixQuery('CAT'), '(cat:* | (costo:* & anual:* & total:*))');
  assert.equal(toPrefixQuery('Domiciliación'), '(domiciliacion:* | domiciliar:* | (cargo:* & automatico:*))');
});

test('GET /api/search', async (t) => {
  const { app } = await buildTestApp(t);

  await t.test('agrupa por sección y no distingue acentos ni mayúsculas', async () => {
    const withAccent = (await app.inject(search('Crédito'))).json<Results>();
    const without = (await app.inject(search('CREDITO'))).json<Results>();
    assert.deepEqual(without, withAccent);
    assert.ok(withAccent['Preguntas frecuentes']?.length, 'preguntas frecuentes');
    for (const items of Object.values(withAccent)) {
      for (const item of items) assert.match(item.url, /^\//);
    }
  });

  await t.test('a question’s summary is its answer as plain text, with no space left where a link ended', async () => {
    const faqs = (await app.inject(search('portal de clientes'))).json<Results>()['Preguntas frecuentes'] ?? [];
    const answer = faqs.find((item) => item.title === '¿Cómo entro al portal de clientes?');
    assert.equal(answer?.summary, 'Regístrate en Registro con tu número de contrato y tu RFC; después entra en Acceso clientes.');
  });

  await t.test('busca en noticias, promociones, preguntas y páginas, con prefijos', async () => {
    const news = (await app.inject(search('eléctricos'))).json<Results>();
    assert.equal(news.Noticias?.[0]?.title, 'Autobuses eléctricos: cómo financiarlos');
    assert.match(news.Noticias?.[0]?.url ?? '', /^\/noticias\/\d+$/);

    const promo = (await app.inject(search('enganche'))).json<Results>();
    assert.deepEqual(promo.Promociones?.[0], {
      title: 'Enganche desde 10 %',
      summary: 'En tractocamiones Cumbre modelo 2026.',
      url: '/?section=promociones',
    });

    const pages = (await app.inject(search('privacidad arco'))).json<Results>();
    assert.ok(pages['Páginas']?.some((item) => item.url === '/legales/aviso-de-privacidad'));

    const prefix = (await app.inject(search('revoca'))).json<Results>();
    assert.ok(prefix['Páginas']?.some((item) => item.url === '/legales/revocacion'));
  });

  await t.test('los planes salen con el nombre de sección de SPEC §7', async () => {
    const [plan] = await app.db.query<{ slug: string; title: string }>(`select slug, title from financing_plans where slug = 'arrendamiento-puro'`);
    if (!plan) return; // the plans seed (migration 0003) is another team's; nothing to check without it
    const results = (await app.inject(search(plan.title))).json<Results>();
    assert.ok(results['Arrendamiento Puro']?.some((item) => item.url === '/planes-financiamiento/arrendamiento-puro'));
  });

  await t.test('"cre" lists the credit plan first, before news, pages and FAQs', async () => {
    const results = (await app.inject({ url: '/api/search?phrase=cre' })).json();
    const [firstSection] = Object.keys(results);
    assert.equal(firstSection, 'Crédito');
    assert.equal(results['Crédito'][0].title, 'Crédito directo');
  });

  await t.test('expired promotions and ended campaigns are not found', async () => {
    await app.db.query(`update promotions set ends_at = now() - interval '1 day' where title = 'Tres meses sin pago de capital'`);
    await app.db.query(`update content_pages set valid_until = current_date - 1 where slug = 'campaign'`);
    const results = (await app.inject({ url: '/api/search?phrase=meses sin pago' })).json();
    assert.ok(!(results.Promociones ?? []).some((item: { title: string }) => item.title === 'Tres meses sin pago de capital'));
    const campaign = (await app.inject({ url: '/api/search?phrase=campaña' })).json();
    assert.ok(!(campaign['Páginas'] ?? []).some((item: { url: string }) => item.url === '/campaign'));
    // The seed's already-ended promotion is never found either.
    assert.deepEqual((await app.inject({ url: '/api/search?phrase=buen fin' })).json().Promociones ?? [], []);
  });

  await t.test('a customer\'s intents find the portal\'s tasks first: liquidar, domiciliación, CAT, pagar (issue #69)', async () => {
    const firstOf = async (phrase: string) => {
      const results = (await app.inject(search(phrase))).json<Results>();
      const [section] = Object.keys(results);
      return { section, first: results[section!]?.[0] };
    };
    assert.deepEqual(await firstOf('liquidar'), {
      section: 'Mi cuenta',
      first: {
        title: 'Liquidar mi contrato o adelantar pagos',
        summary: 'Simula una aportación a capital o el monto para liquidar hoy, y descarga tu carta de liquidación.',
        url: '/my-account/home#aportacion-capital',
      },
    });
    assert.equal((await firstOf('domiciliación')).first?.url, '/my-account/direct-debit');
    assert.equal((await firstOf('pagar')).first?.title, 'Pagar con tarjeta');
    const cat = (await app.inject(search('CAT'))).json<Results>();
    assert.ok(cat['Mi cuenta']?.some((item) => item.url === '/calculadora'), 'el CAT lleva a la calculadora');
  });

  await t.test('sin coincidencias responde un objeto vacío', async () => {
    const response = await app.inject(search('zzzxqw'));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {});
  });

  await t.test('frases hostiles no rompen la búsqueda', async () => {
    const hostile = [
      `"crédito`,
      `crédito & | ! ( ) :* <->`,
      `'; drop table news; --`,
      `\\\\\\ %%% ___`,
      `!!!`,
      `de la el`,
      `crédito ${'a'.repeat(150)}`,
      '😀😀😀 camión',
    ];
    for (const phrase of hostile) {
      const response = await app.inject(search(phrase));
      assert.equal(response.statusCode, 200, phrase);
      assert.equal(typeof response.json(), 'object');
    }
    const [row] = await app.db.query<{ count: number }>('select count(*)::int as count from news');
    assert.ok((row?.count ?? 0) > 0, 'news sigue ahí');
  });

  await t.test('menos de 3 caracteres o demasiado texto: 400 en español', async () => {
    const cases: Array<[string, string]> = [
      ['/api/search?phrase=ab', 'El campo “Búsqueda” debe tener al menos 3 caracteres.'],
      [`/api/search?phrase=${encodeURIComponent('   ')}`, 'Escribe al menos 3 caracteres para buscar.'],
      ['/api/search', 'El campo “Búsqueda” es obligatorio.'],
      [`/api/search?phrase=${'a'.repeat(201)}`, 'El campo “Búsqueda” admite como máximo 200 caracteres.'],
      [`/api/search?phrase=${'a'.repeat(20_000)}`, 'El campo “Búsqueda” admite como máximo 200 caracteres.'],
    ];
    for (const [url, message] of cases) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 400, url.slice(0, 40));
      assert.equal(response.json().message, message);
    }
  });
});
