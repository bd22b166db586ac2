import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { formatMxn } from '@fvc/shared/finance';
import { pdfPageTexts } from '../../../customer-documents/testing/pdf-text';
import type { FastifyInstance } from 'fastify';
import { buildSimulator } from '../../../../../gateway-simulator/src/simulator';

/** The bank's card page stays open this long here (15 minutes in the simulator as it runs). */
const PAGE_SESSION_MS = 1500;
import { gatewayAmount, gatewayMessageText, gatewaySignature, gatewaySignatureMatches } from '../../../payments/gateway-signature';
import { buildTestApp, countRows, loginAs } from '../../../testing/build-test-app';

const SECRET = 'llave-de-pruebas-de-la-pasarela-32+';

test('gateway messages: typed and delimited, strict fields, known answers computed independently (openssl dgst -sha256 -hmac)', () => {
  const order = '9d3c1f0e-5a7b-4c2d-8e9f-0a1b2c3d4e5f';
  const request = { type: 'request', order, reference: 'FVC-2024-000123', amount: '1234.56' } as const;
  const answer = { type: 'answer', order, reference: 'FVC-2024-000123', amount: '1234.56', authorization: '482913', response: '00' } as const;
  // printf '%s' 'request|9d3c1f0e-5a7b-4c2d-8e9f-0a1b2c3d4e5f|FVC-2024-000123|1234.56' | openssl dgst -sha256 -hmac "$SECRET"
  assert.equal(gatewayMessageText(request), 'request|9d3c1f0e-5a7b-4c2d-8e9f-0a1b2c3d4e5f|FVC-2024-000123|1234.56');
  assert.equal(gatewaySignature(SECRET, request), '90e5af6257290a328beaf91f2d087a21653487e0a8ca4799989c937841598d9c');
  // printf '%s' 'answer|9d3c1f0e-5a7b-4c2d-8e9f-0a1b2c3d4e5f|FVC-2024-000123|1234.56|482913|00' | openssl dgst -sha256 -hmac "$SECRET"
  assert.equal(gatewaySignature(SECRET, answer), '5b4064775cf9792f6062038c85cec27c5d401b2a4695d80aab02f1d7b9d5f1ee');
  assert.equal(gatewaySignatureMatches(SECRET, '5b4064775cf9792f6062038c85cec27c5d401b2a4695d80aab02f1d7b9d5f1ee'.toUpperCase(), answer), true);
  // The request's signature never verifies an answer, whatever its fields (issue #66: a "declined"
  // answer with an empty authorization carried it before), and no field may be empty or carry "|".
  const requestSignature = gatewaySignature(SECRET, request);
  assert.equal(gatewaySignatureMatches(SECRET, requestSignature, { ...answer, authorization: '', response: '' }), false);
  assert.equal(gatewayMessageText({ ...answer, authorization: '' }), null);
  assert.equal(gatewayMessageText({ ...answer, reference: 'FVC-2024-000123|1234.56' }), null);
  assert.equal(gatewaySignatureMatches(SECRET, 'no-hex', answer), false);
  assert.equal(gatewayAmount(123456), '1234.56');
  assert.equal(gatewayAmount(100), '1.00');
});

/** Where the bank's notifications go: to the API, or nowhere (503) while `down`. */
function notificationRelay(apiUrl: () => string) {
  let down = false;
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (down) {
      response.writeHead(503).end();
      return;
    }
    const forwarded = await fetch(`${apiUrl()}/api/payments/gateway/notification`, {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type']) },
      body: Buffer.concat(chunks),
    });
    response.writeHead(forwarded.status).end(await forwarded.text());
  });
  return {
    server,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

const listen = async (server: Server | FastifyInstance, port = 0): Promise<string> => {
  if ('inject' in server) {
    return server.listen({ port, host: '127.0.0.1' });
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

function fieldsOf(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1]!, match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"')]));
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no ocurrió a tiempo');
}

test('card payments through the bank gateway', async (t) => {
  let apiUrl = '';
  const relay = notificationRelay(() => apiUrl);
  const relayUrl = await listen(relay.server);
  let simulator = await buildSimulator({ secret: SECRET, notifyUrl: `${relayUrl}/`, notifyRetryMs: 200, pageSessionMs: PAGE_SESSION_MS });
  const simulatorUrl = await listen(simulator);
  const simulatorPort = new URL(simulatorUrl).port;
  t.after(async () => {
    await simulator.close();
    relay.server.close();
  });
  const { app } = await buildTestApp(t, { gateway: { secret: SECRET, serverUrl: simulatorUrl, paymentPageUrl: `${simulatorUrl}/pagar` } });
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const jorge = await loginAs(app, 'flotilla@demo.mx');
  const as = { authorization: `Bearer ${jorge.jwt.token}` };
  const [contract] = (await app.inject({ url: '/api/customers/contracts', headers: as })).json().contracts;
  let keyCounter = 0;
  const createPayment = (body: object, key = `clave-de-pago-${++keyCounter}-abcdef`) =>
    app.inject({ method: 'POST', url: '/api/customers/payments', headers: { ...as, 'idempotency-key': key }, payload: body });
  // The account's payment lines: a payment may also charge the interest of an installment it pays
  // ahead (decision 0042), but it is credited once.
  const movements = async () =>
    (await app.inject({ url: `/api/customers/contracts/${contract.id}/movements?pageSize=100`, headers: as })).json().items.filter((item: { kind: string }) => item.kind === 'payment').length as number;
  const receipts = async () => (await app.db.query<{ count: number }>("select count(*)::int as count from mail_outbox where kind = 'payment-receipt'"))[0]!.count;
  const signedAnswer = (order: string, reference: string, amount: string, authorization = '482913') => ({
    mp_order: order,
    mp_reference: reference,
    mp_amount: amount,
    mp_authorization: authorization,
    mp_response: authorization === '000000' ? '05' : '00',
    mp_responsemsg: authorization === '000000' ? 'Fondos insuficientes' : 'Transacción aprobada',
    mp_date: '2026-11-22T10:00:00',
    mp_signature: gatewaySignature(SECRET, { type: 'answer', order, reference, amount, authorization, response: authorization === '000000' ? '05' : '00' }),
  });
  const postReturn = (fields: object) => app.inject({ method: 'POST', url: '/api/payments/gateway/return', payload: new URLSearchParams(fields as Record<string, string>).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const postNotification = (fields: object) => app.inject({ method: 'POST', url: '/api/payments/gateway/notification', payload: new URLSearchParams(fields as Record<string, string>).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  await t.test('the amount options follow the contract: due, overdue, custom within bounds', async () => {
    const due = (await createPayment({ contractId: contract.id, option: 'due' })).json();
    assert.equal(due.payment.amount, contract.overdueAmount + contract.nextPayment.amount);
    const overdue = (await createPayment({ contractId: contract.id, option: 'overdue' })).json();
    assert.equal(overdue.payment.amount, contract.overdueAmount);
    const tooSmall = await createPayment({ contractId: contract.id, option: 'custom', amount: 9_999 });
    assert.equal(tooSmall.statusCode, 400);
    assert.match(tooSmall.json().fields.amount, /mínimo/);
    // The whole balance is a payoff: as "another amount" it would pay the rents ahead, interest and all.
    const whole = await createPayment({ contractId: contract.id, option: 'custom', amount: contract.balance });
    assert.equal(whole.statusCode, 400);
    assert.match(whole.json().fields.amount, /Liquidar el contrato/);
    const payoff = (await createPayment({ contractId: contract.id, option: 'payoff' })).json();
    assert.equal(payoff.payment.amount, contract.payoffToday);
    // The form carries the exact signed bytes; the key never leaves the server.
    const { fields, url } = due.gateway;
    assert.equal(url, `${simulatorUrl}/pagar`);
    assert.equal(fields.mp_amount, gatewayAmount(due.payment.amount));
    assert.equal(fields.mp_signature, gatewaySignature(SECRET, { type: 'request', order: fields.mp_order, reference: fields.mp_reference, amount: fields.mp_amount }));
    assert.doesNotMatch(JSON.stringify(due), new RegExp(SECRET.replace('+', '\\+')));
  });

  await t.test('ten parallel requests with one key make one payment; the same key with another body is refused', async () => {
    const before = await countRows(app, 'payments');
    const responses = await Promise.all(Array.from({ length: 10 }, () => createPayment({ contractId: contract.id, option: 'due' }, 'doble-clic-en-pagar-0001')));
    assert.equal(new Set(responses.map((response) => response.json().payment.id)).size, 1);
    assert.deepEqual([...new Set(responses.map((response) => response.statusCode))].sort(), [200, 201]);
    assert.equal(await countRows(app, 'payments'), before + 1);
    const other = await createPayment({ contractId: contract.id, option: 'overdue' }, 'doble-clic-en-pagar-0001');
    assert.equal(other.statusCode, 422);
  });

  await t.test('approved card: the return shows the verified result, the balance drops once, one receipt', async () => {
    const balanceBefore = contract.balance;
    const movementsBefore = await movements();
    const receiptsBefore = await receipts();
    const intent = (await createPayment({ contractId: contract.id, option: 'due' })).json();
    const form = await fetch(intent.gateway.url, { method: 'POST', body: new URLSearchParams(intent.gateway.fields) });
    assert.equal(form.status, 200);
    assert.match(await form.text(), /Pago con tarjeta/);
    const card = await fetch(`${simulatorUrl}/pagar/confirmar`, {
      method: 'POST',
      body: new URLSearchParams({ mp_order: intent.payment.id, name: 'Jorge Ramírez', card: '4111 1111 1111 1111', expiry: '12/29', cvv: '123' }),
    });
    const answer = fieldsOf(await card.text());
    assert.match(answer.mp_authorization!, /^\d{6}$/);
    const started = performance.now();
    const back = await postReturn(answer);
    const returnMs = performance.now() - started;
    assert.equal(back.statusCode, 303);
    const location = new URL(String(back.headers.location));
    assert.equal(location.pathname, '/paymentok.html');
    const result = (await app.inject({ url: `/api/payments/result?pago=${location.searchParams.get('pago')}&t=${location.searchParams.get('t')}` })).json();
    assert.equal(result.status, 'approved');
    assert.equal(result.authorization, answer.mp_authorization);
    assert.match(result.folio, /^PAG-/);
    // The link shows its payment for a day, and an expiry nobody signed shows nothing.
    const paymentId = location.searchParams.get('pago')!;
    const dayOld = app.payments.viewToken(paymentId, Date.now() - 24 * 60 * 60 * 1000 - 1000);
    const expired = await app.inject({ url: `/api/payments/result?pago=${paymentId}&t=${dayOld}` });
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().code, 'LINK_EXPIRED');
    const stretched = `9999999999.${String(location.searchParams.get('t')).split('.')[1]}`;
    assert.equal((await app.inject({ url: `/api/payments/result?pago=${paymentId}&t=${stretched}` })).statusCode, 404);
    // The bank holds the gateway's key: a view token made with it shows nothing (its own key, issue #66).
    const expires = String(Math.floor(Date.now() / 1000) + 3600);
    const withBankKey = `${expires}.${createHmac('sha256', SECRET).update(`vista:${paymentId}:${expires}`).digest('base64url')}`;
    assert.equal((await app.inject({ url: `/api/payments/result?pago=${paymentId}&t=${withBankKey}` })).statusCode, 404);
    const detail = (await app.inject({ url: `/api/customers/contracts/${contract.id}`, headers: as })).json();
    const card2 = detail.contract;
    // Paid through the next rent: its interest and IVA were charged with the payment, so the balance
    // drops by the payment less that charge, and never below the principal outstanding.
    const next = detail.schedule.find((row: { number: number }) => row.number === contract.nextPayment!.number);
    assert.equal(card2.balance, balanceBefore - intent.payment.amount + next.interest + next.iva);
    assert.equal(card2.balance, card2.principalOutstanding);
    assert.equal(card2.overdueAmount, 0, 'al corriente');
    t.diagnostic(`del regreso del banco al saldo actualizado: ${returnMs.toFixed(1)} ms`);
    // The notification arrives too, later: nothing changes.
    await until(async () => (await app.db.query<{ n: number }>("select count(*)::int as n from payment_events where payment_id = $1 and source = 'notification'", [intent.payment.id]))[0]!.n > 0);
    assert.equal(await movements(), movementsBefore + 1);
    assert.equal(await receipts(), receiptsBefore + 1);
    const receipt = await app.inject({ url: `/api/customers/payments/${intent.payment.id}/receipt`, headers: as });
    assert.equal(receipt.statusCode, 200);
    assert.equal(receipt.rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.match(String(receipt.headers['content-disposition']), /recibo-PAG-/);
    // It says how the money went, and leaves the balance the contract page shows.
    const text = pdfPageTexts(receipt.rawPayload).flat().join(' ');
    assert.ok(text.includes('Cómo se aplicó tu pago'), text);
    assert.ok(text.includes(`Por adelantado: renta ${next.number}`), text);
    assert.ok(text.includes(`Saldo después del pago ${formatMxn(card2.balance)}`), text);
  });

  await t.test('tampered signature, changed amount, unknown order and a mismatched reference are refused and change nothing', async () => {
    const intent = (await createPayment({ contractId: contract.id, option: 'custom', amount: 100_000 })).json();
    const good = signedAnswer(intent.payment.id, contract.number, intent.gateway.fields.mp_amount);
    const before = { movements: await movements(), receipts: await receipts() };
    const cases = [
      { ...good, mp_signature: gatewaySignature('otra-llave-que-no-es-la-del-banco', { type: 'status', order: good.mp_order }) },
      { ...good, mp_amount: '1.00' },
      signedAnswer('00000000-0000-4000-8000-000000000000', contract.number, '1000.00'),
      signedAnswer(intent.payment.id, 'FVC-2024-000123', intent.gateway.fields.mp_amount),
      signedAnswer(intent.payment.id, contract.number, '999.99'),
    ];
    for (const fields of cases) {
      const back = await postReturn(fields);
      assert.equal(back.statusCode, 303);
      assert.equal(new URL(String(back.headers.location)).searchParams.get('error'), 'verificacion');
      assert.equal((await postNotification(fields)).statusCode, 400);
    }
    const [row] = await app.db.query<{ status: string }>('select status from payments where id = $1', [intent.payment.id]);
    assert.equal(row!.status, 'pending');
    assert.deepEqual({ movements: await movements(), receipts: await receipts() }, before);
    const rejected = await app.db.query<{ reason: string }>('select reason from payment_events where not accepted');
    assert.ok(new Set(rejected.map((event) => event.reason)).size >= 3);
  });

  for (const order of ['return first', 'notification first'] as const) {
    await t.test(`return and notification racing (${order}), twice each: one payment, one receipt`, async () => {
      const intent = (await createPayment({ contractId: contract.id, option: 'custom', amount: 150_000 })).json();
      const answer = signedAnswer(intent.payment.id, contract.number, intent.gateway.fields.mp_amount);
      const before = { movements: await movements(), receipts: await receipts() };
      const calls = order === 'return first' ? [postReturn, postNotification, postReturn, postNotification] : [postNotification, postReturn, postNotification, postReturn];
      const responses = await Promise.all(calls.map((call) => call(answer)));
      assert.ok(responses.every((response) => response.statusCode === 303 || response.statusCode === 200));
      assert.deepEqual({ movements: await movements(), receipts: await receipts() }, { movements: before.movements + 1, receipts: before.receipts + 1 });
      // A replay, later, changes nothing either.
      await postReturn(answer);
      assert.equal(await movements(), before.movements + 1);
    });
  }

  await t.test('declined card: the bank’s message, the balance unchanged', async () => {
    const balance = (await app.inject({ url: `/api/customers/contracts/${contract.id}`, headers: as })).json().contract.balance;
    const intent = (await createPayment({ contractId: contract.id, option: 'custom', amount: 200_000 })).json();
    await fetch(intent.gateway.url, { method: 'POST', body: new URLSearchParams(intent.gateway.fields) });
    const page = await fetch(`${simulatorUrl}/pagar/confirmar`, { method: 'POST', body: new URLSearchParams({ mp_order: intent.payment.id, name: 'J', card: '4000000000000002', expiry: '12/29', cvv: '123' }) });
    const html = await page.text();
    assert.match(html, /action="http:\/\/localhost:4000\/api\/payments\/gateway\/return"/);
    const back = await postReturn(fieldsOf(html));
    const location = new URL(String(back.headers.location));
    const result = (await app.inject({ url: `/api/payments/result?pago=${location.searchParams.get('pago')}&t=${location.searchParams.get('t')}` })).json();
    assert.equal(result.status, 'declined');
    assert.equal(result.bankMessage, 'Fondos insuficientes');
    assert.equal(result.authorization, null);
    assert.equal((await app.inject({ url: `/api/customers/contracts/${contract.id}`, headers: as })).json().contract.balance, balance);
    assert.equal((await app.inject({ url: `/api/customers/payments/${intent.payment.id}/receipt`, headers: as })).statusCode, 409);
  });

  await t.test('tab closed at the bank: the notification alone pays, retried until the API answers', async () => {
    relay.setDown(true);
    const receiptsBefore = await receipts();
    const intent = (await createPayment({ contractId: contract.id, option: 'custom', amount: 120_000 })).json();
    await fetch(intent.gateway.url, { method: 'POST', body: new URLSearchParams(intent.gateway.fields) });
    const page = await fetch(`${simulatorUrl}/pagar/confirmar`, { method: 'POST', body: new URLSearchParams({ mp_order: intent.payment.id, name: 'J', card: '4000000000000119', expiry: '12/29', cvv: '123' }) });
    assert.match(await page.text(), /Procesando tu pago/);
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal((await app.db.query<{ status: string }>('select status from payments where id = $1', [intent.payment.id]))[0]!.status, 'pending');
    relay.setDown(false);
    await until(async () => (await app.db.query<{ status: string }>('select status from payments where id = $1', [intent.payment.id]))[0]!.status === 'approved');
    assert.equal(await receipts(), receiptsBefore + 1);
  });

  await t.test('reconciliation asks the bank about pending orders, and expires the ones it never saw', async () => {
    relay.setDown(true);
    const paid = (await createPayment({ contractId: contract.id, option: 'custom', amount: 110_000 })).json();
    await fetch(paid.gateway.url, { method: 'POST', body: new URLSearchParams(paid.gateway.fields) });
    await fetch(`${simulatorUrl}/pagar/confirmar`, { method: 'POST', body: new URLSearchParams({ mp_order: paid.payment.id, name: 'J', card: '4000000000000119', expiry: '12/29', cvv: '123' }) });
    const abandoned = (await createPayment({ contractId: contract.id, option: 'custom', amount: 105_000 })).json();
    await app.payments.reconcile({ afterMinutes: 0 });
    const status = async (id: string) => (await app.db.query<{ status: string; decided_by: string }>('select status, decided_by from payments where id = $1', [id]))[0]!;
    assert.deepEqual(await status(paid.payment.id), { status: 'approved', decided_by: 'reconciliation' });
    assert.equal((await status(abandoned.payment.id)).status, 'expired');
    relay.setDown(false);
  });

  await t.test('a decline forged from the request the browser holds is refused; the bank’s real approval is applied', async () => {
    const intent = (await createPayment({ contractId: contract.id, option: 'custom', amount: 104_000 })).json();
    const { fields } = intent.gateway;
    // What the customer's browser holds: the signed request. Before, an answer with an empty
    // authorization was signed over the same text, so this forged decline verified.
    const forged = {
      mp_order: fields.mp_order,
      mp_reference: fields.mp_reference,
      mp_amount: fields.mp_amount,
      mp_authorization: '',
      mp_response: '05',
      mp_responsemsg: 'Rechazada: llame a su banco al 55 0000 0000',
      mp_date: '2026-11-22T10:00:00',
      mp_signature: fields.mp_signature,
    };
    const back = await postReturn(forged);
    assert.equal(new URL(String(back.headers.location)).searchParams.get('error'), 'verificacion');
    assert.equal((await postNotification(forged)).statusCode, 400);
    const [pending] = await app.db.query<{ status: string }>('select status from payments where id = $1', [intent.payment.id]);
    assert.equal(pending!.status, 'pending');
    const before = await movements();
    assert.equal((await postNotification(signedAnswer(intent.payment.id, contract.number, fields.mp_amount))).statusCode, 200);
    const [approved] = await app.db.query<{ status: string }>('select status from payments where id = $1', [intent.payment.id]);
    assert.equal(approved!.status, 'approved');
    assert.equal(await movements(), before + 1);
  });

  await t.test('the bank’s signed approval wins over a decline recorded before it: applied once, and staff are asked to review', async () => {
    const intent = (await createPayment({ contractId: contract.id, option: 'custom', amount: 106_000 })).json();
    const amount = intent.gateway.fields.mp_amount;
    assert.equal((await postNotification(signedAnswer(intent.payment.id, contract.number, amount, '000000'))).statusCode, 200);
    const before = { movements: await movements(), receipts: await receipts() };
    assert.equal((await postNotification(signedAnswer(intent.payment.id, contract.number, amount))).statusCode, 200);
    const [row] = await app.db.query<{ status: string }>('select status from payments where id = $1', [intent.payment.id]);
    assert.equal(row!.status, 'approved');
    assert.deepEqual({ movements: await movements(), receipts: await receipts() }, { movements: before.movements + 1, receipts: before.receipts + 1 });
    const [recorded] = await app.db.query<{ reason: string }>('select reason from payment_events where payment_id = $1 and accepted order by id desc limit 1', [intent.payment.id]);
    assert.equal(recorded!.reason, 'decided_after_decline');
    const [review] = await app.db.query<{ subject: string }>("select subject from mail_outbox where kind = 'payment-review' order by id desc limit 1");
    assert.match(review!.subject, new RegExp(`^Revisar pago ${intent.payment.folio}: aprobado después de un rechazo$`));
    // A decline after the approval changes nothing.
    await postNotification(signedAnswer(intent.payment.id, contract.number, amount, '000000'));
    const [still] = await app.db.query<{ status: string }>('select status from payments where id = $1', [intent.payment.id]);
    assert.equal(still!.status, 'approved');
  });

  await t.test('an approval signed after its order expired is still a charge: applied once, receipted; a late decline changes nothing', async () => {
    const status = async (id: string) => (await app.db.query<{ status: string; decided_by: string }>('select status, decided_by from payments where id = $1', [id]))[0]!;
    // No answer for a day (the gateway down that long): the order expired as reconciliation does it.
    const expire = (id: string) => app.db.query("update payments set status = 'expired', decided_by = 'expiry', decided_at = now() where id = $1", [id]);
    const charged = (await createPayment({ contractId: contract.id, option: 'custom', amount: 102_000 })).json();
    const declined = (await createPayment({ contractId: contract.id, option: 'custom', amount: 103_000 })).json();
    await expire(charged.payment.id);
    await expire(declined.payment.id);
    const before = { movements: await movements(), receipts: await receipts() };

    const approval = signedAnswer(charged.payment.id, contract.number, charged.gateway.fields.mp_amount);
    assert.equal((await postNotification(approval)).statusCode, 200);
    assert.deepEqual(await status(charged.payment.id), { status: 'approved', decided_by: 'notification' });
    assert.deepEqual({ movements: await movements(), receipts: await receipts() }, { movements: before.movements + 1, receipts: before.receipts + 1 });
    const [recorded] = await app.db.query<{ reason: string }>("select reason from payment_events where payment_id = $1 and accepted order by id desc limit 1", [charged.payment.id]);
    assert.equal(recorded!.reason, 'decided_after_expiry');
    // Its copies, by the return or again by the notification, change nothing more.
    await postReturn(approval);
    await postNotification(approval);
    assert.equal(await movements(), before.movements + 1);

    assert.equal((await postNotification(signedAnswer(declined.payment.id, contract.number, declined.gateway.fields.mp_amount, '000000'))).statusCode, 200);
    assert.deepEqual(await status(declined.payment.id), { status: 'expired', decided_by: 'expiry' });
    const [ignored] = await app.db.query<{ reason: string }>('select reason from payment_events where payment_id = $1 order by id desc limit 1', [declined.payment.id]);
    assert.equal(ignored!.reason, 'ignored_after_expiry');
    assert.equal(await receipts(), before.receipts + 1);
  });

  await t.test('an order left on the bank\'s page stays pending while the page is open, and expires once the bank says it closed', async () => {
    const left = (await createPayment({ contractId: contract.id, option: 'custom', amount: 101_000 })).json();
    await fetch(left.gateway.url, { method: 'POST', body: new URLSearchParams(left.gateway.fields) });
    const status = async () => (await app.db.query<{ status: string; bank_message: string | null }>('select status, bank_message from payments where id = $1', [left.payment.id]))[0]!;
    await app.payments.reconcile({ afterMinutes: 0 });
    // The customer may still be typing their card: nothing is decided for them.
    assert.equal((await status()).status, 'pending');

    await new Promise((resolve) => setTimeout(resolve, PAGE_SESSION_MS + 100));
    await app.payments.reconcile({ afterMinutes: 0 });
    assert.deepEqual(await status(), { status: 'expired', bank_message: 'El pago no se completó en el banco.' });
    // And the bank no longer takes it: no charge can arrive for a payment shown as not completed.
    const late = await fetch(`${simulatorUrl}/pagar/confirmar`, { method: 'POST', body: new URLSearchParams({ mp_order: left.payment.id, name: 'J', card: '4111111111111111', expiry: '12/29', cvv: '123' }) });
    assert.equal(late.status, 410);
    assert.match(await late.text(), /No se hizo ningún cargo/);
    // Nor does its page, opened again (a reload re-sends the form): it keeps the time it was first opened.
    const reopened = await fetch(left.gateway.url, { method: 'POST', body: new URLSearchParams(left.gateway.fields) });
    assert.equal(reopened.status, 410);
  });

  await t.test('with the bank down: a Spanish 503, nothing created; back up, paying works again', async () => {
    await simulator.close();
    const before = await countRows(app, 'payments');
    const down = await createPayment({ contractId: contract.id, option: 'custom', amount: 100_000 });
    assert.equal(down.statusCode, 503);
    assert.equal(down.json().code, 'GATEWAY_UNAVAILABLE');
    assert.match(down.json().message, /No se hizo ningún cargo/);
    assert.equal(await countRows(app, 'payments'), before);
    simulator = await buildSimulator({ secret: SECRET, notifyUrl: `${relayUrl}/`, notifyRetryMs: 200, pageSessionMs: PAGE_SESSION_MS });
    await listen(simulator, Number(simulatorPort));
    assert.equal((await createPayment({ contractId: contract.id, option: 'custom', amount: 100_000 })).statusCode, 201);
  });

  await t.test('payment history lists every payment with its status', async () => {
    const { payments } = (await app.inject({ url: '/api/customers/payments', headers: as })).json();
    const statuses = new Set(payments.map((payment: { status: string }) => payment.status));
    for (const status of ['approved', 'declined', 'pending', 'expired']) assert.ok(statuses.has(status), status);
  });
});
