import assert from 'node:assert/strict';
import { test } from 'node:test';
import { businessToday } from '../../../customer-data/business-date';
import { buildTestApp, loginAs } from '../../../testing/build-test-app';
import { MINIMAL_PDF, multipartBody } from '../../../testing/multipart';

interface Operation {
  security?: Array<Record<string, string[]>>;
}

/**
 * Two customers; Mariana asks for every customer route with Jorge's ids. Each answer must be 404:
 * never 200 (a leak), never 403 (it would confirm the id exists). Routes are taken from the
 * OpenAPI document, so a route added later without a case here fails the test.
 */
test('no customer route serves another customer’s data', async (t) => {
  const { app } = await buildTestApp(t);
  const mariana = await loginAs(app, 'cliente@demo.mx');
  const jorge = await loginAs(app, 'flotilla@demo.mx');
  const as = (session: { jwt: { token: string } }) => ({ authorization: `Bearer ${session.jwt.token}` });

  const get = async <T>(session: typeof jorge, url: string) => (await app.inject({ url, headers: as(session) })).json<T>();
  const [jorgeContract] = (await get<{ contracts: Array<{ id: string }> }>(jorge, '/api/customers/contracts')).contracts;
  const [jorgeStatement] = (await get<{ statements: Array<{ id: string }> }>(jorge, '/api/customers/statements')).statements;
  const [jorgeInvoice] = (await get<{ invoices: Array<{ id: string }> }>(jorge, '/api/customers/invoices')).invoices;
  const [jorgePolicy] = (await get<{ policies: Array<{ id: string }> }>(jorge, '/api/customers/insurance')).policies;
  assert.ok(jorgeContract && jorgeStatement && jorgeInvoice && jorgePolicy, 'Jorge tiene contrato, estado de cuenta, factura y póliza');
  const [dealer] = await app.db.query<{ id: string }>('select id from distributors where active limit 1');
  const [jorgePayment] = await app.db.query<{ id: string }>(
    `insert into payments (customer_id, contract_id, folio, option, amount_cents, idempotency_key, status, authorization_code, decided_by, decided_at)
     values ($1, $2, 'PAG-2026-999999', 'custom', 100000, 'prueba-de-propiedad-0001', 'approved', '123456', 'return', now()) returning id`,
    [jorge.customer.id, jorgeContract.id],
  );
  const [jorgeLetter] = await app.db.query<{ id: string }>(
    `insert into payoff_letters (customer_id, contract_id, folio, as_of, valid_until, total_cents, breakdown)
     values ($1, $2, 'LIQ-2026-999999', current_date, current_date, 100000, '{}') returning id`,
    [jorge.customer.id, jorgeContract.id],
  );
  const [jorgeMandate] = await app.db.query<{ id: string }>(
    `insert into debit_mandates (folio, customer_id, contract_id, clabe, bank_name, holder_name, status, accepted_text, accepted_at)
     values ('DOM-2026-999999', $1, $2, '012180001234567815', 'BBVA México', 'Jorge Ramírez', 'active', 'Texto', now()) returning id`,
    [jorge.customer.id, jorgeContract.id],
  );
  const [jorgeScheduled] = await app.db.query<{ id: string }>(
    `insert into scheduled_payments (customer_id, contract_id, method, amount_cents, pay_on, idempotency_key)
     values ($1, $2, 'debit', 100000, current_date + 10, 'prueba-de-propiedad-0003') returning id`,
    [jorge.customer.id, jorgeContract.id],
  );
  const [marianaContract] = (await get<{ contracts: Array<{ id: string }> }>(mariana, '/api/customers/contracts')).contracts;
  await app.db.query(
    `insert into payments (customer_id, contract_id, folio, option, amount_cents, idempotency_key) values ($1, $2, 'PAG-2026-999998', 'custom', 100000, 'prueba-de-propiedad-0002')`,
    [mariana.customer.id, marianaContract!.id],
  );

  const idFor: Record<string, string> = {
    '/api/customers/contracts/{id}': jorgeContract.id,
    '/api/customers/contracts/{id}/movements': jorgeContract.id,
    '/api/customers/contracts/{id}/movements.csv': jorgeContract.id,
    '/api/customers/contracts/{id}/capital-contribution/simulation': jorgeContract.id,
    '/api/customers/contracts/{id}/payoff-quote': jorgeContract.id,
    '/api/customers/contracts/{id}/early-payment-requests': jorgeContract.id,
    '/api/customers/contracts/{id}/payoff-letters': jorgeContract.id,
    '/api/customers/payoff-letters/{id}/pdf': jorgeLetter!.id,
    '/api/customers/statements/{id}/pdf': jorgeStatement.id,
    '/api/customers/invoices/{id}/xml': jorgeInvoice.id,
    '/api/customers/invoices/{id}/pdf': jorgeInvoice.id,
    '/api/customers/insurance/{id}/pdf': jorgePolicy.id,
    '/api/customers/payments/{id}/receipt': jorgePayment!.id,
    '/api/customers/direct-debit/mandates/{id}/code': jorgeMandate!.id,
    '/api/customers/direct-debit/mandates/{id}/accept': jorgeMandate!.id,
    '/api/customers/direct-debit/mandates/{id}/cancel': jorgeMandate!.id,
    '/api/customers/direct-debit/mandates/{id}/pdf': jorgeMandate!.id,
    '/api/customers/scheduled-payments/{id}': jorgeScheduled!.id,
    '/api/customers/scheduled-payments/{id}/cancel': jorgeScheduled!.id,
  };
  const today = businessToday();
  const bodyFor: Record<string, object> = {
    '/api/customers/contracts/{id}/capital-contribution/simulation': { amount: 50_000_000 },
    '/api/customers/contracts/{id}/payoff-quote': { asOf: today },
    '/api/customers/contracts/{id}/early-payment-requests': { kind: 'payoff', asOf: today },
    '/api/customers/contracts/{id}/payoff-letters': { asOf: today },
    '/api/customers/direct-debit/mandates/{id}/accept': { code: '123456' },
    '/api/customers/scheduled-payments/{id}': { amount: 50_000, payOn: today },
  };
  // Routes whose ids travel in the body.
  const bodyIdCases: Array<{ url: string; payload: object; headers?: Record<string, string> }> = [
    { url: '/api/customers/send-bill', payload: { invoiceId: jorgeInvoice.id, distributorId: dealer!.id } },
    { url: '/api/bills/customers/purchaseRequest', payload: { contractId: jorgeContract.id } },
    { url: '/api/customers/contact', payload: { subject: 'Hola', message: 'Dudas', contractId: jorgeContract.id } },
    { url: '/api/customers/payments', payload: { contractId: jorgeContract.id, option: 'due' }, headers: { 'idempotency-key': 'propiedad-de-pagos-0001' } },
    { url: '/api/customers/direct-debit/mandates', payload: { contractId: jorgeContract.id, clabe: '012180001234567815', holderName: 'Mariana López', accept: true } },
    {
      url: '/api/customers/scheduled-payments',
      payload: { contractId: jorgeContract.id, method: 'card', amount: 50_000, payOn: today },
      headers: { 'idempotency-key': 'propiedad-de-programados-0001' },
    },
  ];

  await t.test('every route with an id in its path answers 404 for someone else’s id', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const withIds = Object.entries(document.paths).filter(([path]) => /^\/api\/(customers|bills)\//.test(path) && path.includes('{'));
    assert.ok(withIds.length >= 10);
    for (const [path, methods] of withIds) {
      assert.ok(path in idFor, `ruta sin caso de prueba de propiedad: ${path}`);
      for (const method of Object.keys(methods)) {
        const response = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace('{id}', idFor[path]!),
          headers: as(mariana),
          payload: method === 'get' ? undefined : (bodyFor[path] ?? {}),
        });
        assert.equal(response.statusCode, 404, `${method.toUpperCase()} ${path} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        assert.equal(response.json().code, 'NOT_FOUND');
      }
    }
  });

  await t.test('every route with an id in its body answers 404 for someone else’s id', async () => {
    for (const { url, payload, headers } of bodyIdCases) {
      const response = await app.inject({ method: 'POST', url, headers: { ...as(mariana), ...headers }, payload });
      assert.equal(response.statusCode, 404, `${url} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    const upload = multipartBody(
      { date: today, name: 'Mariana López', contract_id: jorgeContract.id, rfc: 'LOMM850101AB1', tax_regime: '612', cfdi_use: 'I03', street: 'Av. 5 de Mayo 10', neighborhood: 'Centro', city: 'Querétaro', zipcode: '76000', state: '22' },
      [
        { field: 'docs', filename: 'compra.pdf', contentType: 'application/pdf', content: MINIMAL_PDF },
        { field: 'sat', filename: 'cfdi.xml', contentType: 'application/xml', content: (await app.inject({ url: `/api/customers/invoices/${jorgeInvoice.id}/xml`, headers: as(jorge) })).body },
      ],
    );
    const response = await app.inject({ method: 'POST', url: '/api/customers/bills/purchase', headers: { ...as(mariana), ...upload.headers }, payload: upload.payload });
    assert.equal(response.statusCode, 404, response.body);
    const [files] = await app.db.query<{ count: number }>('select count(*)::int as count from uploaded_files');
    assert.equal(files!.count, 0, 'nada guardado');
  });

  await t.test('lists only ever show the session’s own customer', async () => {
    const ids = async (session: typeof jorge, url: string, key: string) =>
      new Set(((await get<Record<string, Array<{ id: string }>>>(session, url))[key] ?? []).map((item) => item.id));
    for (const [url, key] of [
      ['/api/customers/contracts', 'contracts'],
      ['/api/customers/statements', 'statements'],
      ['/api/customers/invoices', 'invoices'],
      ['/api/customers/insurance', 'policies'],
      ['/api/customers/payments', 'payments'],
    ] as const) {
      const mine = await ids(mariana, url, key);
      const theirs = await ids(jorge, url, key);
      assert.ok(mine.size > 0 && theirs.size > 0, url);
      assert.ok([...theirs].every((id) => !mine.has(id)), `${url} mezcla clientes`);
    }
    // Jorge has a mandate and a scheduled payment; Mariana's lists do not show them.
    assert.deepEqual((await get<{ mandates: unknown[] }>(mariana, '/api/customers/direct-debit/mandates')).mandates, []);
    assert.deepEqual((await get<{ scheduled: unknown[] }>(mariana, '/api/customers/scheduled-payments')).scheduled, []);
    assert.equal((await get<{ mandates: unknown[] }>(jorge, '/api/customers/direct-debit/mandates')).mandates.length, 1);
    const filtered = await app.inject({ url: `/api/customers/statements?contractId=${jorgeContract.id}`, headers: as(mariana) });
    assert.deepEqual(filtered.json().statements, []);
  });
});
