import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { formatMxn } from '@fvc/shared/finance';
import { businessToday } from '../../../customer-data/business-date';
import { applyPayment } from '../../../payments/apply-payment';
import { pdfPageTexts } from '../../../customer-documents/testing/pdf-text';
import { buildTestApp, countRows, lastMailTo, loginAs } from '../../../testing/build-test-app';
import { MINIMAL_PDF, multipartBody } from '../../../testing/multipart';

interface Card {
  id: string;
  number: string;
  plan: string;
  standing: string;
  balance: number;
  principalOutstanding: number;
  overdueAmount: number;
  daysOverdue: number;
  nextPayment: { dueDate: string; amount: number; number: number } | null;
  installmentsPaid: number;
  installmentsTotal: number;
  startDate: string;
  endDate: string;
  capitalContributionAllowed: boolean;
}

const today = () => businessToday();

test('the customer area', async (t) => {
  const { app, uploadDir } = await buildTestApp(t);
  const mariana = await loginAs(app, 'cliente@demo.mx');
  const jorge = await loginAs(app, 'flotilla@demo.mx');
  const as = (session: typeof mariana) => ({ authorization: `Bearer ${session.jwt.token}` });
  const cards = async (session: typeof mariana) => (await app.inject({ url: '/api/customers/contracts', headers: as(session) })).json<{ contracts: Card[] }>().contracts;
  const payoffQuote = (session: typeof mariana, contractId: string, asOf: string) =>
    app.inject({ method: 'POST', url: `/api/customers/contracts/${contractId}/payoff-quote`, headers: as(session), payload: { asOf } });
  const marianaCards = await cards(mariana);
  const credit = marianaCards.find((card) => card.number === 'FVC-2024-000123')!;
  const settled = marianaCards.find((card) => card.number === 'FVC-2019-004567')!;
  const [lease] = await cards(jorge);

  await t.test('contract cards say current, overdue or settled, with the next payment and the progress', () => {
    assert.equal(credit.standing, 'current');
    assert.equal(credit.plan, 'credit');
    assert.ok(credit.nextPayment && credit.nextPayment.dueDate >= today(), 'próximo pago en el futuro');
    assert.ok(credit.nextPayment.amount > 0);
    assert.ok(credit.installmentsPaid >= 18 && credit.installmentsPaid < credit.installmentsTotal);
    // The contribution after installment 10 shortened the 48-month schedule.
    assert.ok(credit.installmentsTotal < 48, `plazo vigente ${credit.installmentsTotal}`);
    assert.equal(credit.overdueAmount, 0);
    assert.equal(credit.capitalContributionAllowed, true);

    assert.equal(settled.standing, 'settled');
    assert.equal(settled.nextPayment, null);
    assert.equal(settled.balance, 0);
    assert.equal(settled.installmentsPaid, settled.installmentsTotal);

    assert.equal(lease!.standing, 'overdue');
    assert.ok(lease!.daysOverdue > 20, `días de atraso ${lease!.daysOverdue}`);
    assert.ok(lease!.overdueAmount > 0);
    assert.equal(lease!.capitalContributionAllowed, false);
    // What is owed: the principal outstanding plus the interest, IVA and fees of what is overdue
    // (the overdue installments' principal is already in the principal outstanding).
    assert.ok(lease!.balance > lease!.principalOutstanding && lease!.balance < lease!.principalOutstanding + lease!.overdueAmount);
  });

  await t.test('the contract detail lists the schedule with paid, due and overdue rows and the balance over time', async () => {
    const detail = (await app.inject({ url: `/api/customers/contracts/${lease!.id}`, headers: as(jorge) })).json();
    const statuses = new Set(detail.schedule.map((row: { status: string }) => row.status));
    assert.deepEqual([...statuses].sort(), ['due', 'overdue', 'paid']);
    assert.ok(detail.balanceHistory.length >= 18, 'al menos 18 meses de historia');
    assert.equal(detail.terms.termMonths, 48);
    assert.ok(detail.terms.residualValue > 0);
  });

  await t.test('movements come newest first, paged; the page is corrected into range', async () => {
    const page1 = (await app.inject({ url: `/api/customers/contracts/${credit.id}/movements?pageSize=10`, headers: as(mariana) })).json();
    assert.equal(page1.items.length, 10);
    assert.ok(page1.total > 40, `movimientos ${page1.total}`);
    assert.ok(page1.items[0].postedOn >= page1.items[9].postedOn);
    const kinds = new Set((await app.inject({ url: `/api/customers/contracts/${credit.id}/movements?pageSize=100`, headers: as(mariana) })).json().items.map((m: { kind: string }) => m.kind));
    for (const kind of ['disbursement', 'interest', 'payment', 'capital_contribution']) assert.ok(kinds.has(kind), `movimiento ${kind}`);
    const beyond = (await app.inject({ url: `/api/customers/contracts/${credit.id}/movements?page=9999&pageSize=10`, headers: as(mariana) })).json();
    assert.equal(beyond.page, Math.ceil(page1.total / 10));
    assert.ok(beyond.items.length > 0);
  });

  await t.test('movements filter by dates, both ends included; a reversed range is a 400', async () => {
    const from = credit.startDate;
    const to = `${credit.startDate.slice(0, 4)}-12-31`;
    const filtered = (await app.inject({ url: `/api/customers/contracts/${credit.id}/movements?from=${from}&to=${to}&pageSize=100`, headers: as(mariana) })).json();
    assert.ok(filtered.total > 0);
    assert.ok(filtered.items.every((m: { postedOn: string }) => m.postedOn >= from && m.postedOn <= to));
    assert.ok(filtered.items.some((m: { postedOn: string }) => m.postedOn === from), 'incluye el día inicial');
    const reversed = await app.inject({ url: `/api/customers/contracts/${credit.id}/movements?from=${to}&to=${from}`, headers: as(mariana) });
    assert.equal(reversed.statusCode, 400);
    assert.ok(reversed.json().fields.to);
    const badDate = await app.inject({ url: `/api/customers/contracts/${credit.id}/movements?from=2026-02-30`, headers: as(mariana) });
    assert.equal(badDate.statusCode, 400);
  });

  await t.test('the CSV opens in Excel: BOM, CRLF, dd/mm/aaaa, es-MX amounts, a file name', async () => {
    const response = await app.inject({ url: `/api/customers/contracts/${credit.id}/movements.csv`, headers: as(mariana) });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(response.headers['content-disposition']), /^attachment; filename="movimientos-FVC-2024-000123-/);
    const body = response.rawPayload;
    assert.deepEqual([...body.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    assert.equal(lines[0], 'Fecha,Concepto,Referencia,Cargo,Abono,Saldo');
    assert.match(lines[1]!, /^\d{2}\/\d{2}\/\d{4},Disposición del crédito,DIS-000123,"1,850,000.00",,"1,850,000.00"$/);
    const count = (await app.inject({ url: `/api/customers/contracts/${credit.id}/movements`, headers: as(mariana) })).json().total;
    assert.equal(lines.length - 1, count);
  });

  await t.test('statements and invoices download as attachments with sensible names; the CFDI is SAT XML', async () => {
    const statements = (await app.inject({ url: `/api/customers/statements?contractId=${credit.id}`, headers: as(mariana) })).json().statements;
    assert.ok(statements.length >= 18);
    const pdf = await app.inject({ url: `/api/customers/statements/${statements[0].id}/pdf`, headers: as(mariana) });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /^attachment; filename="estado-de-cuenta-FVC-2024-000123-\d{4}-\d{2}\.pdf"$/);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');

    const invoices = (await app.inject({ url: `/api/customers/invoices?contractId=${credit.id}`, headers: as(mariana) })).json().invoices;
    assert.ok(invoices.length >= 18);
    const xml = await app.inject({ url: `/api/customers/invoices/${invoices[0].id}/xml`, headers: as(mariana) });
    assert.match(String(xml.headers['content-disposition']), /^attachment; filename="CFDI-A\d+-[0-9A-F-]{36}\.xml"$/);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml.body);
    const cfdi = parsed['cfdi:Comprobante'];
    assert.equal(cfdi.Version, '4.0');
    assert.equal(cfdi['cfdi:Receptor'].Rfc, 'LOMM850101AB1');
    assert.equal(cfdi['cfdi:Complemento']['tfd:TimbreFiscalDigital'].UUID, invoices[0].fiscalUuid);
    assert.equal(Number(cfdi.Total), invoices[0].total / 100);
    const invoicePdf = await app.inject({ url: `/api/customers/invoices/${invoices[0].id}/pdf`, headers: as(mariana) });
    assert.equal(invoicePdf.rawPayload.subarray(0, 5).toString(), '%PDF-');

    const range = (await app.inject({ url: `/api/customers/invoices?from=${invoices[0].issuedAt.slice(0, 7)}&to=${invoices[0].issuedAt.slice(0, 7)}`, headers: as(mariana) })).json().invoices;
    assert.ok(range.length >= 1 && range.every((invoice: { issuedAt: string }) => invoice.issuedAt.slice(0, 7) === invoices[0].issuedAt.slice(0, 7)));
  });

  await t.test('a statement names the payment due next as its month closed, even once that payment is made', async () => {
    const { schedule } = (await app.inject({ url: `/api/customers/contracts/${credit.id}`, headers: as(mariana) })).json<{
      schedule: Array<{ dueDate: string; total: number; lateFee: number; paidOn: string | null }>;
    }>();
    const lastPaid = schedule.filter((installment) => installment.paidOn !== null).at(-1)!;
    // The month before the one it was due in: the statement cut before it was paid.
    const [year, month] = lastPaid.dueDate.split('-').map(Number) as [number, number];
    const period = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
    const statements = (await app.inject({ url: `/api/customers/statements?contractId=${credit.id}`, headers: as(mariana) })).json<{
      statements: Array<{ id: string; period: string }>;
    }>().statements;
    const statement = statements.find((item) => item.period === period)!;
    const pdf = await app.inject({ url: `/api/customers/statements/${statement.id}/pdf`, headers: as(mariana) });
    const text = pdfPageTexts(pdf.rawPayload)[0]!.join(' ');
    const [dueYear, dueMonth, dueDay] = lastPaid.dueDate.split('-');
    assert.match(text, new RegExp(`Fecha límite: ${dueDay}/${dueMonth}/${dueYear}`));
    assert.match(text, new RegExp(`Próximo pago \\$${(lastPaid.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace('.', '\\.')}`));
  });

  await t.test('insurance policies run exactly as long as their contracts', async () => {
    const { policies } = (await app.inject({ url: '/api/customers/insurance', headers: as(mariana) })).json();
    const policy = policies.find((p: { contractNumber: string }) => p.contractNumber === 'FVC-2024-000123');
    assert.equal(policy.startsOn, credit.startDate);
    const [contract] = await app.db.query<{ ends: string }>("select (start_date + make_interval(months => term_months))::date::text as ends from contracts where number = 'FVC-2024-000123'");
    assert.equal(policy.endsOn, contract!.ends);
    const pdf = await app.inject({ url: `/api/customers/insurance/${policy.id}/pdf`, headers: as(mariana) });
    assert.equal(pdf.statusCode, 200);
  });

  await t.test('a capital contribution shortens the term and keeps the installment; under 3 installments is refused', async () => {
    const detail = (await app.inject({ url: `/api/customers/contracts/${credit.id}`, headers: as(mariana) })).json();
    const installment = detail.terms.installment;
    const simulate = (amount: number) => app.inject({ method: 'POST', url: `/api/customers/contracts/${credit.id}/capital-contribution/simulation`, headers: as(mariana), payload: { amount } });
    const ok = await simulate(installment * 4);
    assert.equal(ok.statusCode, 200, ok.body);
    const result = ok.json();
    assert.equal(result.installment, installment);
    assert.ok(result.termAfter < result.termBefore);
    assert.ok(result.interestSaved > 0);
    assert.equal(result.minimumAmount, installment * 3);
    const small = await simulate(installment * 2);
    assert.equal(small.statusCode, 400);
    assert.ok(small.json().fields.amount);
    const lease = await app.inject({ method: 'POST', url: `/api/customers/contracts/${(await cards(jorge))[0]!.id}/capital-contribution/simulation`, headers: as(jorge), payload: { amount: 100_000_00 } });
    assert.equal(lease.statusCode, 422);
  });

  await t.test('the payoff quote adds interest to the chosen date; dates in the past or after the next due date are refused', async () => {
    const quote = (asOf: string) => payoffQuote(mariana, credit.id, asOf);
    const now = await quote(today());
    assert.equal(now.statusCode, 200, now.body);
    const later = await quote(credit.nextPayment!.dueDate);
    assert.ok(later.json().total >= now.json().total);
    assert.equal(now.json().principal, credit.principalOutstanding);
    assert.equal((await quote('2020-01-01')).statusCode, 400);
    const tooLate = new Date(Date.parse(`${credit.nextPayment!.dueDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    assert.equal((await quote(tooLate)).statusCode, 400);
  });

  await t.test('a contribution request is stored with a folio and e-mailed to customer service and to the customer', async () => {
    const installment = (await app.inject({ url: `/api/customers/contracts/${credit.id}`, headers: as(mariana) })).json().terms.installment;
    const response = await app.inject({
      method: 'POST',
      url: `/api/customers/contracts/${credit.id}/early-payment-requests`,
      headers: as(mariana),
      payload: { kind: 'capital_contribution', amount: installment * 5, message: 'Pago el lunes.\r\nCorreo: falso@atacante.example' },
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.match(response.json().folio, /^SOL-\d{4}-\d{6}$/);
    const staff = await lastMailTo(app, 'atencion@financieravial.example', 'customer-request');
    assert.ok(staff?.body_text.includes(response.json().folio));
    // What the customer typed is in its own block, after the fields staff rely on, and quoted:
    // none of its lines can pass for a field.
    assert.ok(staff!.body_text.indexOf('> Correo: falso@') > staff!.body_text.indexOf('--- Mensaje del cliente ---'));
    assert.doesNotMatch(staff!.body_text, /^Correo: falso@/m);
    assert.ok(await lastMailTo(app, 'cliente@demo.mx', 'customer-request-copy'));
  });

  await t.test('support messages get a folio', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/customers/contact', headers: as(mariana), payload: { subject: 'Factura', message: 'No encuentro la de marzo.' } });
    assert.equal(response.statusCode, 201);
    assert.match(response.json().folio, /^SOL-/);
    const empty = await app.inject({ method: 'POST', url: '/api/customers/contact', headers: as(mariana), payload: { subject: ' ', message: '' } });
    assert.equal(empty.statusCode, 400);
  });

  await t.test('an invoice request with a PDF and the SAT XML is stored with a folio and its status can be followed', async () => {
    const xml = (await app.inject({ url: `/api/customers/invoices/${(await app.inject({ url: '/api/customers/invoices', headers: as(mariana) })).json().invoices[0].id}/xml`, headers: as(mariana) })).body;
    const upload = multipartBody(
      { date: today(), name: 'Mariana López', contract_id: credit.id, customer_id: mariana.customer.id, rfc: 'lomm850101ab1', tax_regime: '612', cfdi_use: 'I03', street: 'Av. 5 de Mayo 10', neighborhood: 'Centro', city: 'Querétaro', zipcode: '76000', state: '22' },
      [
        { field: 'docs', filename: 'compra.pdf', contentType: 'application/pdf', content: MINIMAL_PDF },
        { field: 'sat', filename: 'cfdi.xml', contentType: 'application/xml', content: xml },
      ],
    );
    const response = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...as(mariana), ...upload.headers }, payload: upload.payload });
    assert.equal(response.statusCode, 201, response.body);
    assert.match(response.json().folio, /^FAC-/);
    const status = (await app.inject({ method: 'POST', url: '/api/customers/bills/status', headers: as(mariana) })).json();
    assert.equal(status.requests[0].folio, response.json().folio);
    assert.equal(status.requests[0].status, 'received');
    const [stored] = await app.db.query<{ tax_regime: string; cfdi_use: string }>('select tax_regime, cfdi_use from invoice_requests where folio = $1', [response.json().folio]);
    assert.deepEqual({ ...stored }, { tax_regime: '612', cfdi_use: 'I03' });
    assert.equal(readdirSync(uploadDir).length, 2);
    assert.ok(readdirSync(uploadDir).every((name) => /^[0-9a-f-]{36}\.(pdf|xml)$/.test(name)), 'nombres generados');
  });

  await t.test('bad uploads get a clear 4xx and store nothing', async () => {
    const before = { files: readdirSync(uploadDir).length, rows: await countRows(app, 'uploaded_files'), requests: await countRows(app, 'invoice_requests') };
    const fields = { date: today(), name: 'Mariana López', contract_id: credit.id, rfc: 'LOMM850101AB1', tax_regime: '612', cfdi_use: 'I03', street: 'Calle 1', neighborhood: 'Centro', city: 'Querétaro', zipcode: '76000', state: '22' };
    const xxe = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4">&xxe;</cfdi:Comprobante>';
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
    const cases: Array<{ name: string; files: Parameters<typeof multipartBody>[1]; status: number; field: string }> = [
      { name: 'PDF de más de 5 MB', files: [{ field: 'docs', filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.concat([MINIMAL_PDF, Buffer.alloc(5 * 1024 * 1024)]) }, { field: 'sat', filename: 'a.xml', contentType: 'application/xml', content: '<a/>' }], status: 413, field: 'docs' },
      { name: 'una imagen en lugar del PDF', files: [{ field: 'docs', filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]) }, { field: 'sat', filename: 'a.xml', contentType: 'application/xml', content: '<a/>' }], status: 400, field: 'docs' },
      { name: 'un PDF con nombre .xml', files: [{ field: 'docs', filename: 'a.pdf', contentType: 'application/pdf', content: MINIMAL_PDF }, { field: 'sat', filename: 'a.xml', contentType: 'application/xml', content: MINIMAL_PDF }], status: 400, field: 'sat' },
      { name: 'un XML con entidad externa', files: [{ field: 'docs', filename: 'a.pdf', contentType: 'application/pdf', content: MINIMAL_PDF }, { field: 'sat', filename: 'a.xml', contentType: 'application/xml', content: xxe }], status: 400, field: 'sat' },
      { name: 'un XML billion laughs', files: [{ field: 'docs', filename: 'a.pdf', contentType: 'application/pdf', content: MINIMAL_PDF }, { field: 'sat', filename: 'a.xml', contentType: 'application/xml', content: laughs }], status: 400, field: 'sat' },
      { name: 'sin archivos', files: [], status: 400, field: 'docs' },
    ];
    for (const item of cases) {
      const upload = multipartBody(fields, item.files);
      const response = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...as(mariana), ...upload.headers }, payload: upload.payload });
      assert.equal(response.statusCode, item.status, `${item.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (response.json().fields) assert.ok(response.json().fields[item.field], `${item.name}: campo ${item.field}`);
    }
    const badFields = multipartBody({ ...fields, rfc: 'XXX', zipcode: '1', date: '2999-01-01', tax_regime: '999', cfdi_use: 'P01' }, [
      { field: 'docs', filename: 'a.pdf', contentType: 'application/pdf', content: MINIMAL_PDF },
      { field: 'sat', filename: 'a.xml', contentType: 'application/xml', content: '<a/>' },
    ]);
    const bad = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...as(mariana), ...badFields.headers }, payload: badFields.payload });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().fields).sort(), ['cfdi_use', 'date', 'rfc', 'sat', 'tax_regime', 'zipcode']);
    const json = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: as(mariana), payload: { date: today() } });
    assert.equal(json.statusCode, 415);
    // A body cut on its way (a dropped connection, a proxy's limit): a Spanish 400, not a 500 (issue #66).
    const whole = multipartBody(fields, [
      { field: 'docs', filename: 'a.pdf', contentType: 'application/pdf', content: MINIMAL_PDF },
      { field: 'sat', filename: 'a.xml', contentType: 'application/xml', content: '<a/>' },
    ]);
    // Cut before its last boundary: the parser finds the body ended early.
    const cut = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...as(mariana), ...whole.headers }, payload: whole.payload.subarray(0, whole.payload.length - 10) });
    assert.equal(cut.statusCode, 400, cut.body);
    assert.equal(cut.json().code, 'INCOMPLETE_FORM');
    assert.match(cut.json().message, /llegó incompleto/);
    // Cut in the middle of a field: what arrived is a form missing its files, said field by field.
    const half = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...as(mariana), ...whole.headers }, payload: whole.payload.subarray(0, whole.payload.length / 2) });
    assert.equal(half.statusCode, 400, half.body);
    assert.equal(half.json().fields.docs, 'Adjunta el documento de la compra en PDF.');
    assert.deepEqual(
      { files: readdirSync(uploadDir).length, rows: await countRows(app, 'uploaded_files'), requests: await countRows(app, 'invoice_requests') },
      before,
    );
  });

  await t.test('an invoice in another person’s name, or an XML without the SAT’s stamp, is refused and stores nothing (SPEC §9)', async () => {
    const before = { files: readdirSync(uploadDir).length, rows: await countRows(app, 'uploaded_files'), requests: await countRows(app, 'invoice_requests') };
    const xml = (await app.inject({ url: `/api/customers/invoices/${(await app.inject({ url: '/api/customers/invoices', headers: as(mariana) })).json().invoices[0].id}/xml`, headers: as(mariana) })).body;
    const fields = { date: today(), name: 'Mariana López', contract_id: credit.id, rfc: 'LOMM850101AB1', tax_regime: '612', cfdi_use: 'I03', street: 'Calle 1', neighborhood: 'Centro', city: 'Querétaro', zipcode: '76000', state: '22' };
    const cases = [
      { name: 'otro RFC en el formulario', fields: { ...fields, rfc: 'LPE100315AB1' }, xml, field: 'rfc', message: /titular del crédito: usa el RFC LOMM850101AB1/ },
      { name: 'un CFDI a nombre de otro RFC', fields, xml: xml.replace(/(<cfdi:Receptor\b[^>]*\bRfc=")[^"]+/, '$1XAXX010101000'), field: 'sat', message: /otro RFC \(XAXX010101000\)/ },
      { name: 'un CFDI sin timbrar', fields, xml: xml.replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, ''), field: 'sat', message: /no está timbrado/ },
    ];
    for (const item of cases) {
      if (item.field === 'sat') assert.notEqual(item.xml, xml, `${item.name}: el XML cambió`);
      const upload = multipartBody(item.fields, [
        { field: 'docs', filename: 'compra.pdf', contentType: 'application/pdf', content: MINIMAL_PDF },
        { field: 'sat', filename: 'cfdi.xml', contentType: 'application/xml', content: item.xml },
      ]);
      const response = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...as(mariana), ...upload.headers }, payload: upload.payload });
      assert.equal(response.statusCode, 400, `${item.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      assert.deepEqual(Object.keys(response.json().fields), [item.field], item.name);
      assert.match(response.json().fields[item.field], item.message, item.name);
    }
    assert.deepEqual(
      { files: readdirSync(uploadDir).length, rows: await countRows(app, 'uploaded_files'), requests: await countRows(app, 'invoice_requests') },
      before,
    );
  });

  await t.test('a bill is sent to a dealer of the chosen state with the CFDI attached, and its delivery can be followed', async () => {
    const [dealerState] = await app.db.query<{ state_id: number }>('select ci.state_id from distributors d join cities ci on ci.id = d.city_id where d.active limit 1');
    const dealers = (await app.inject({ method: 'POST', url: '/api/customers/bills/distributors', headers: as(mariana), payload: { stateId: dealerState!.state_id } })).json().distributors;
    assert.ok(dealers.length > 0);
    const invoice = (await app.inject({ url: '/api/customers/invoices', headers: as(mariana) })).json().invoices[0];
    const sent = await app.inject({ method: 'POST', url: '/api/customers/send-bill', headers: as(mariana), payload: { invoiceId: invoice.id, distributorId: dealers[0].id } });
    assert.equal(sent.statusCode, 201, sent.body);
    const deliveries = (await app.inject({ method: 'POST', url: '/api/customers/bills/delivery', headers: as(mariana) })).json().deliveries;
    assert.equal(deliveries[0].folio, sent.json().folio);
    assert.equal(deliveries[0].status, 'pending');
    await app.mail.deliverPending();
    const after = (await app.inject({ method: 'POST', url: '/api/customers/bills/delivery', headers: as(mariana) })).json().deliveries;
    assert.equal(after[0].status, 'sent');
    const [mail] = await app.db.query<{ attachments: Array<{ filename: string }> }>("select attachments from mail_outbox where kind = 'bill-to-dealer'");
    assert.deepEqual(mail!.attachments.map((a) => a.filename.slice(-4)).sort(), ['.pdf', '.xml']);
  });

  // After the tests that read the credit's figures: they pay into the contracts.
  const pay = (contractId: string, amount: number, folio: string) =>
    app.db.transaction((tx) => applyPayment(tx, { contractId, amount, folio, description: 'Pago de prueba', purpose: 'installments' }, today()));
  const detailOf = async (session: typeof mariana, contractId: string) => (await app.inject({ url: `/api/customers/contracts/${contractId}`, headers: as(session) })).json();

  await t.test('the next installment paid early: the balance keeps the principal, and the payoff accrues from its due date', async () => {
    const before = (await cards(mariana)).find((contract) => contract.id === credit.id)!;
    const paying = (await detailOf(mariana, credit.id)).schedule.find((row: { number: number }) => row.number === before.nextPayment!.number);
    await pay(credit.id, before.nextPayment!.amount, 'PAG-TEST-1');
    const after = (await cards(mariana)).find((contract) => contract.id === credit.id)! as Card & { paidThrough: string };
    // The installment's interest and IVA were charged with it: only its principal leaves the balance.
    assert.equal(after.principalOutstanding, before.principalOutstanding - paying.principal);
    assert.equal(after.balance, after.principalOutstanding, 'saldo igual al capital: nada vencido');
    assert.equal(after.paidThrough, paying.dueDate);
    assert.equal(after.installmentsPaid, before.installmentsPaid + 1);
    // Five days after the paid installment's due date: five days of interest on what is left, no more.
    const asOf = new Date(Date.parse(`${paying.dueDate}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    const quote = (await payoffQuote(mariana, credit.id, asOf)).json();
    const interest = Math.round((after.principalOutstanding * 0.1499 * 5) / 360);
    assert.deepEqual(
      { days: quote.days, accruedFrom: quote.accruedFrom, accruedInterest: quote.accruedInterest, accruedIva: quote.accruedIva, total: quote.total },
      { days: 5, accruedFrom: paying.dueDate, accruedInterest: interest, accruedIva: Math.round(interest * 0.16), total: after.principalOutstanding + interest + Math.round(interest * 0.16) },
    );
    assert.deepEqual(quote.paidAhead.map((row: { number: number }) => row.number), [paying.number]);
  });

  await t.test('the payoff letter carries the same figures as the quote, a folio, its validity, how to pay and the UNE', async () => {
    const card = (await cards(mariana)).find((contract) => contract.id === credit.id)!;
    const asOf = card.nextPayment!.dueDate;
    const quote = (await payoffQuote(mariana, credit.id, asOf)).json();
    const issued = await app.inject({ method: 'POST', url: `/api/customers/contracts/${credit.id}/payoff-letters`, headers: as(mariana), payload: { asOf } });
    assert.equal(issued.statusCode, 201, issued.body);
    const letter = issued.json();
    assert.match(letter.folio, /^LIQ-\d{4}-\d{6}$/);
    assert.deepEqual([letter.asOf, letter.validUntil, letter.total], [asOf, asOf, quote.total]);
    const pdf = await app.inject({ url: `/api/customers/payoff-letters/${letter.id}/pdf`, headers: as(mariana) });
    assert.equal(pdf.statusCode, 200);
    const text = pdfPageTexts(pdf.rawPayload).flat().join(' ');
    const money = (cents: number) => formatMxn(cents);
    const dayFirst = (iso: string) => iso.split('-').reverse().join('/');
    for (const expected of [
      letter.folio,
      'FVC-2024-000123',
      `Total para liquidar: ${money(quote.total)}`,
      money(quote.principal),
      `Intereses pagados hasta el`,
      `válida para un pago recibido a más tardar el ${dayFirst(asOf)}`,
      '48 meses contratados; 42 pagos desde la aportación a capital del',
      'Liquidar el contrato',
      'Unidad Especializada de Atención a Usuarios (UNE)',
      'CONDUSEF',
    ]) {
      assert.ok(text.includes(expected), `la carta dice “${expected}”: ${text}`);
    }
    // Another customer's letter is not found; neither is a date outside the quote's range.
    assert.equal((await app.inject({ url: `/api/customers/payoff-letters/${letter.id}/pdf`, headers: as(jorge) })).statusCode, 404);
    const late = await app.inject({ method: 'POST', url: `/api/customers/contracts/${credit.id}/payoff-letters`, headers: as(mariana), payload: { asOf: '2099-01-01' } });
    assert.equal(late.statusCode, 400);
  });

  await t.test('a payment short of an overdue installment goes to its fees first, then IVA, and comes off the payoff once', async () => {
    const quote = async () => (await payoffQuote(jorge, lease!.id, today())).json();
    const before = await quote();
    assert.ok(before.fees > 0 && before.overdueIva > 100_00, JSON.stringify(before));
    const amount = before.fees + 100_00;
    await pay(lease!.id, amount, 'PAG-TEST-2');
    const after = await quote();
    assert.equal(after.total, before.total - amount);
    assert.deepEqual(
      [after.principal, after.overdueInterest, after.overdueIva, after.fees],
      [before.principal, before.overdueInterest, before.overdueIva - 100_00, 0],
    );
  });

  await t.test('the billing form starts from the customer’s data', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/bills/customers/purchaseRequest', headers: as(mariana), payload: { contractId: credit.id } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual({ ...response.json<Record<string, unknown>>(), contractId: undefined, customerId: undefined }, {
      contractId: undefined,
      customerId: undefined,
      contractNumber: 'FVC-2024-000123',
      name: 'Mariana López',
      rfc: 'LOMM850101AB1',
      zipcode: '76090',
      // CFDI 4.0: the régimen the statement already shows, the use a vehicle's purchase takes, and
      // the fiscal address: the customer only confirms (issue #69).
      taxRegime: '612',
      cfdiUse: 'I03',
      street: 'Av. Pie de la Cuesta 2301',
      neighborhood: 'Desarrollo San Pablo',
      city: 'Querétaro',
      state: '22',
    });
  });
});
