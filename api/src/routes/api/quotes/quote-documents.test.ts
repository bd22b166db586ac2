import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catExplanation, catLegend, rateText } from '@fvc/shared/finance';
import { joinFragments, pdfPageTexts } from '../../../customer-documents/testing/pdf-text';
import { buildTestApp } from '../../../testing/build-test-app';

// What a visitor receives for a quote (issue #13): a folio to quote on the phone, and a PDF and an
// e-mail that state the rate, the CAT and what it counts, how long the quote holds, whom to see
// next, and the company's regulatory contacts.

const COLUMN_HEADER = ['Mes', 'Pago', 'Interés', 'Capital', 'IVA', 'Pago con IVA', 'Saldo'];

/** Where the schedule's column header starts on a page, or -1. */
const columnHeaderAt = (fragments: readonly string[]) =>
  fragments.findIndex((_, start) => COLUMN_HEADER.every((title, offset) => fragments[start + offset] === title));

const mexicoDate = (date: Date) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Mexico_City' }).format(date);

test('el folio, el PDF y el correo de una cotización', async (t) => {
  const { app } = await buildTestApp(t);
  const [version] = await app.db.query<{ id: number; annual_rate: string }>(
    `select v.id, p.annual_rate from vehicle_versions v join vehicle_models m on m.id = v.model_id
       join quote_plan_params p on p.vehicle_type_id = m.type_id and p.plan = 'credit'
      where m.slug = 'cumbre-t800' order by v.sort_order limit 1`,
  );
  const [company] = await app.db.query<{ name: string; phone: string; une_phone: string; regulator_legend: string }>(
    'select name, phone, une_phone, regulator_legend from company where id = 1',
  );
  assert.ok(version && company);
  const quoteFor = (overrides: object = {}) => ({
    versionId: version.id,
    plan: 'credit',
    personType: 'moral',
    downPayment: 0.2,
    termMonths: 72,
    insurance: 'financed',
    name: 'Transportes del Bajío',
    email: 'flota@example.com',
    phone: '477 123 4567',
    // As a visitor may type it: the state's name without its accent, in lower case.
    state: 'nuevo leon',
    acceptsPrivacy: true,
    ...overrides,
  });
  const send = async (overrides: object = {}) => {
    const response = await app.inject({ method: 'POST', url: '/api/quotes', payload: quoteFor(overrides) });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: string; folio: string; cat: number; createdAt: string; pdfUrl: string }>();
  };
  const pdfOf = async (pdfUrl: string) => {
    const response = await app.inject({ method: 'GET', url: pdfUrl });
    assert.equal(response.statusCode, 200);
    return { response, pages: pdfPageTexts(response.rawPayload) };
  };
  const mailOf = async (folio: string) => {
    const [mail] = await app.db.query<{ subject: string; body_text: string; body_html: string; attachments: Array<{ filename: string }> }>(
      `select subject, body_text, body_html, attachments from mail_outbox where kind = 'quote' and subject like '%' || $1 || '%'`,
      [folio],
    );
    assert.ok(mail, `sin correo con el folio ${folio}`);
    return mail;
  };
  /** The dealers a visitor of the state may be sent to: active and selling. */
  const salesDealers = (state: string) =>
    app.db.query<{ id: string; name: string; phone_encrypted: string }>(
      `select d.id, d.name, d.phone_encrypted from distributors d join cities c on c.id = d.city_id join states s on s.id = c.state_id
        where s.name = $1 and d.active and d.offers_sales`,
      [state],
    );

  const first = await send();
  // The figures the documents print beside the CAT, as the API stored the quote.
  const [{ result: stored }] = (await app.db.query<{ result: { catWithoutInsurance: number; totalCost: number } }>('select result from quotes where id = $1', [first.id])) as [
    { result: { catWithoutInsurance: number; totalCost: number } },
  ];

  await t.test('cada cotización lleva un folio COT-AAAA-NNNNNN propio, guardado con ella', async () => {
    const second = await send();
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/Mexico_City' }).format(new Date(first.createdAt));
    for (const quote of [first, second]) {
      assert.match(quote.folio, new RegExp(`^COT-${year}-\\d{6}$`));
      const [row] = await app.db.query<{ folio: string }>('select folio from quotes where id = $1', [quote.id]);
      assert.equal(row?.folio, quote.folio);
    }
    assert.notEqual(first.folio, second.folio);
    // The id stays the address of the PDF.
    assert.match(first.id, /^[0-9a-f-]{36}$/);
  });

  await t.test('el PDF dice la tasa, el CAT y lo que incluye, el folio, la vigencia, la UNE, la leyenda de SOFOM y el siguiente paso', async () => {
    const { response, pages } = await pdfOf(first.pdfUrl);
    assert.match(String(response.headers['content-disposition']), new RegExp(`filename="cotizacion-${first.folio}\\.pdf"`));
    const text = pages.map(joinFragments).join('\n');
    const createdAt = new Date(first.createdAt);
    const validUntil = new Date(createdAt.getTime() + 15 * 24 * 60 * 60 * 1000);
    const [dealer] = await salesDealers('Nuevo León');
    assert.ok(dealer);
    for (const expected of [
      rateText(Number(version.annual_rate)),
      catLegend(first.cat, createdAt),
      catExplanation({ cat: first.cat, catIncludes: { interest: true, commission: true, insurance: true } }),
      'Calculado con el método del Banco de México',
      `CAT sin seguro: ${(stored.catWithoutInsurance * 100).toFixed(1)} % sin IVA.`,
      first.folio,
      `Vigente 15 días, hasta el ${mexicoDate(validUntil)}`,
      company.une_phone,
      company.regulator_legend,
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      'Siguiente paso',
      'Visita a tu distribuidor en Nuevo León',
    ]) {
      assert.ok(text.includes(expected), `falta “${expected}” en el PDF`);
    }
    // A dealer of the visitor's state that sells, with its phone in clear.
    const named = (await salesDealers('Nuevo León')).filter((candidate) => text.includes(candidate.name));
    assert.equal(named.length, 1, 'un distribuidor de Nuevo León');
    assert.ok(text.includes(`Tel. ${app.dealerCipher.decrypt(named[0]!.phone_encrypted)}`));
  });

  await t.test('la tabla de 72 meses ocupa varias páginas, con su encabezado y el número de página en cada una', async () => {
    const { response, pages } = await pdfOf(first.pdfUrl);
    assert.ok(response.rawPayload.length < 200_000, `tamaño ${response.rawPayload.length}`);
    assert.ok(pages.length >= 3, `${pages.length} página(s)`);
    const periods: number[] = [];
    pages.forEach((fragments, index) => {
      assert.ok(fragments.includes(company.name), `marca y nombre en la página ${index + 1}`);
      assert.ok(fragments.includes(`Folio ${first.folio}`), `folio en la página ${index + 1}`);
      assert.ok(fragments.includes(`Página ${index + 1} de ${pages.length}`));
      const header = columnHeaderAt(fragments);
      if (header < 0) return;
      // The table's rows follow its header: the month is the first cell of each.
      const rows = fragments.slice(header + COLUMN_HEADER.length).filter((fragment, at, all) => /^\d{1,2}$/.test(fragment) && all[at + 1]?.startsWith('$'));
      assert.ok(rows.length > 0, `filas tras el encabezado en la página ${index + 1}`);
      periods.push(...rows.map(Number));
    });
    assert.ok(pages.filter((fragments) => columnHeaderAt(fragments) >= 0).length >= 2, 'la tabla sigue en otra página');
    assert.deepEqual(periods, Array.from({ length: 72 }, (_, index) => index + 1));
  });

  await t.test('el correo trae el folio, la tasa, el CAT y lo que incluye, y el siguiente paso', async () => {
    const mail = await mailOf(first.folio);
    const createdAt = new Date(first.createdAt);
    // The version repeats the model's designation ("T800 Day Cab 450 HP"): said once, in the
    // e-mail's subject and in the lead the CRM receives.
    assert.equal(mail.subject, `Tu cotización ${first.folio}: Tractocamión Cumbre T800 Day Cab 450 HP 2026`);
    const [lead] = await app.db.query<{ vehicle: string }>(`select details->>'vehicle' as vehicle from leads where quote_id = $1`, [first.id]);
    assert.equal(lead?.vehicle, 'Tractocamión Cumbre T800 Day Cab 450 HP 2026');
    assert.equal(mail.attachments[0]?.filename, `cotizacion-${first.folio}.pdf`);
    for (const body of [mail.body_text, mail.body_html]) {
      for (const expected of [
        first.folio,
        rateText(Number(version.annual_rate)),
        catLegend(first.cat, createdAt),
        catExplanation({ cat: first.cat, catIncludes: { interest: true, commission: true, insurance: true } }),
        `CAT sin seguro: ${(stored.catWithoutInsurance * 100).toFixed(1)} % sin IVA.`,
          'Siguiente paso',
        'Visita a tu distribuidor en Nuevo León',
        company.une_phone,
      ]) {
        assert.ok(body.includes(expected), `falta “${expected}” en ${body}`);
      }
    }
  });

  await t.test('solo un distribuidor que vende; sin ninguno en el estado, un asesor llama', async () => {
    // The dealer named first stops selling (service only): the next quote names another one.
    const dealers = await salesDealers('Nuevo León');
    assert.ok(dealers.length > 1, 'Nuevo León tiene más de un distribuidor en los datos de demostración');
    const firstText = (await pdfOf(first.pdfUrl)).pages.map(joinFragments).join('\n');
    const chosen = dealers.find((dealer) => firstText.includes(dealer.name));
    assert.ok(chosen);
    await app.db.query('update distributors set offers_sales = false, offers_service = true where id = $1', [chosen.id]);
    const again = await send();
    const againText = (await pdfOf(again.pdfUrl)).pages.map(joinFragments).join('\n');
    assert.ok(!againText.includes(chosen.name), 'no manda a quien ya no vende');
    assert.ok(againText.includes('Visita a tu distribuidor en Nuevo León'));

    await app.db.query(
      `update distributors set active = false
        where city_id in (select c.id from cities c join states s on s.id = c.state_id where s.name = 'Colima')`,
    );
    const none = await send({ state: 'Colima', termMonths: 24 });
    const noneText = (await pdfOf(none.pdfUrl)).pages.map(joinFragments).join('\n');
    assert.ok(noneText.includes('Un asesor te contactará en menos de un día hábil'));
    assert.ok(noneText.includes(company.phone));
    const mail = await mailOf(none.folio);
    assert.ok(mail.body_text.includes('Un asesor te contactará en menos de un día hábil'));
    assert.ok(!mail.body_text.includes('Visita a tu distribuidor'));
  });

  await t.test('una cotización guardada antes de que el motor diera la tasa sigue dando su PDF, sin inventarla', async () => {
    const old = await send({ termMonths: 12 });
    await app.db.query(`update quotes set result = result - 'annualRate' - 'catIncludes' where id = $1`, [old.id]);
    const text = (await pdfOf(old.pdfUrl)).pages.map(joinFragments).join('\n');
    assert.ok(text.includes(catLegend(old.cat, new Date(old.createdAt))));
    assert.ok(!text.includes('Tasa de interés') && !text.includes('NaN') && !text.includes('undefined'));
  });
});
