import assert from 'node:assert/strict';
import { createServer, type AddressInfo } from 'node:net';
import { test } from 'node:test';
import type { RejectedDebit, RejectedDebitPage, SpeiTransferPage, StaffSpeiTransfer } from '@fvc/shared/contracts';
import { clabeCheckDigit } from '@fvc/shared/contracts/rules';
import { buildSimulator } from '../../../../../gateway-simulator/src/simulator';
import { moveBusinessDate } from '../../../customer-data/business-date';
import { createDueDebits } from '../../../direct-debit/create-due-charges';
import { gatewaySignature } from '../../../payments/gateway-signature';
import { referenceClabe } from '../../../spei/spei-reference';
import { buildTestApp, DEMO_STAFF, lastMailTo, loginAs, staffLoginAs } from '../../../testing/build-test-app';

const SECRET = 'llave-de-pruebas-de-la-pasarela-32+';
const SPEI = '/api/backoffice/payments/spei-transfers';
const DEBITS = '/api/backoffice/payments/rejected-debits';
const UNKNOWN_TRACKING = 'SIM2026120600000031';
const SETTLED_TRACKING = 'SIM2026120600000032';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Test CLABEs of the simulator (README): the digit before the control digit decides the bank's answer. */
const accountAnswering = (outcome: 2 | 3) => {
  const first17 = `0121800012345678${outcome}`;
  return `${first17}${clabeCheckDigit(first17)}`;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('Pagos: parked SPEI transfers applied or returned by a person, rejected debits followed up', async (t) => {
  // The bank at its network edge: the simulator answers the debits the API sends, as in direct-debit.test.ts.
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const simulator = await buildSimulator({ secret: SECRET, notifyUrl: `${apiUrl}/api/payments/gateway/notification`, notifyRetryMs: 100, chargeAnswerDelayMs: 100 });
  const simulatorUrl = await simulator.listen({ port: 0, host: '127.0.0.1' });
  t.after(() => simulator.close());
  const { app } = await buildTestApp(t, { gateway: { secret: SECRET, serverUrl: simulatorUrl, paymentPageUrl: `${simulatorUrl}/pagar`, apiPublicUrl: apiUrl } });
  await app.listen({ port: apiPort, host: '127.0.0.1' });
  t.after(() => moveBusinessDate(null));

  const agent = await staffLoginAs(app, DEMO_STAFF.agent);
  const editor = await staffLoginAs(app, DEMO_STAFF.editor);
  const asAgent = { authorization: `Bearer ${agent.jwt.token}` };
  const asEditor = { authorization: `Bearer ${editor.jwt.token}` };
  const jorge = await loginAs(app, 'flotilla@demo.mx');
  const asJorge = { authorization: `Bearer ${jorge.jwt.token}` };

  /** A transfer arriving as the bank notifies it (spei/receive-transfer.ts parks what it cannot apply). */
  const receive = async (tracking: string, clabe: string, amount: string, payer: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payments/bank/spei',
      payload: {
        tracking,
        clabe,
        amount,
        payer,
        payerBank: 'BANCO SIMULADO',
        concept: 'Pago flotilla',
        date: '2026-12-06T10:00:00',
        signature: gatewaySignature(SECRET, { type: 'spei', tracking, clabe, amount, payer }),
      },
    });
    assert.deepEqual(answer.json(), { status: 'parked' });
  };
  const transfers = async (query = '') => (await app.inject({ url: `${SPEI}${query}`, headers: asAgent })).json<SpeiTransferPage>();
  const resolve = (id: string, body: object, headers = asAgent) => app.inject({ method: 'POST', url: `${SPEI}/${id}/resolution`, headers, payload: body });
  const [settled] = await app.db.query<{ serial: string }>(`select spei_serial::text as serial from contracts where number = 'FVC-2019-004567'`);
  let unknownId = '';
  let settledId = '';

  await t.test('transfers that found no contract to take them are listed, oldest first, with what a person needs to decide', async () => {
    await receive(UNKNOWN_TRACKING, referenceClabe(9_999_999), '2500.00', 'Transportes del Bajío SA');
    await receive(SETTLED_TRACKING, referenceClabe(Number(settled!.serial)), '800.00', 'Mariana López');
    const page = await transfers();
    assert.equal(page.total, 2);
    const [unknown, toSettled] = page.items;
    assert.deepEqual(
      page.items.map((item) => item.trackingKey),
      [UNKNOWN_TRACKING, SETTLED_TRACKING],
    );
    unknownId = unknown!.id;
    settledId = toSettled!.id;
    assert.deepEqual(
      { ...unknown, id: undefined, receivedAt: undefined },
      {
        id: undefined,
        trackingKey: UNKNOWN_TRACKING,
        amount: 2500_00,
        senderName: 'Transportes del Bajío SA',
        senderBank: 'BANCO SIMULADO',
        referenceClabe: referenceClabe(9_999_999),
        concept: 'Pago flotilla',
        parkedReason: 'unknown-reference',
        receivedAt: undefined,
        referenceContract: null,
        status: 'parked',
        appliedTo: null,
        resolvedAt: null,
        resolvedBy: null,
      },
    );
    assert.ok(Date.now() - Date.parse(unknown!.receivedAt) < 60_000);
    assert.equal(toSettled!.parkedReason, 'contract-settled');
    assert.deepEqual(toSettled!.referenceContract, { number: 'FVC-2019-004567', customerName: 'Mariana López' });
    assert.deepEqual(await transfers('?status=resolved'), { items: [], total: 0 });
    assert.equal((await app.inject({ url: `${SPEI}?status=perdida`, headers: asAgent })).statusCode, 400);
  });

  await t.test('an editor may not read or resolve them', async () => {
    for (const [method, url] of [
      ['GET', SPEI],
      ['POST', `${SPEI}/${unknownId}/resolution`],
      ['GET', DEBITS],
      ['POST', `${DEBITS}/${NO_SUCH_ID}/follow-up`],
    ] as const) {
      const answer = await app.inject({ method, url, headers: asEditor, payload: method === 'POST' ? { decision: 'return', note: 'x' } : undefined });
      assert.equal(answer.statusCode, 403, `${method} ${url}`);
      assert.equal(answer.json().code, 'FORBIDDEN');
    }
    assert.equal((await transfers()).total, 2, 'nothing changed');
  });

  await t.test('applying money asks for a recent second factor: refused after 10 minutes, allowed after the e-mailed code', async () => {
    await app.db.query(`update staff_sessions set verified_at = now() - interval '11 minutes' where staff_id = $1`, [agent.staff.id]);
    const refused = await resolve(unknownId, { decision: 'apply', contractNumber: 'FVC-2025-000789' });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'STEP_UP_REQUIRED');
    assert.equal((await transfers()).items[0]!.status, 'parked', 'nothing was applied');
    const challenge = await app.inject({ method: 'POST', url: '/api/backoffice/auth/step-up', headers: asAgent });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(app, DEMO_STAFF.agent, 'staff-code'))!.body_text)![1]!;
    const confirmed = await app.inject({ method: 'POST', url: '/api/backoffice/auth/step-up/code', headers: asAgent, payload: { challengeId: challenge.json().challengeId, code } });
    assert.equal(confirmed.statusCode, 204);
  });

  await t.test('a contract that cannot take it is refused at the field, in Spanish, and nothing changes', async () => {
    const fieldOf = async (body: object) => {
      const answer = await resolve(unknownId, body);
      assert.equal(answer.statusCode, 400, answer.body);
      return answer.json<{ fields: { contractNumber: string } }>().fields.contractNumber;
    };
    assert.match(await fieldOf({ decision: 'apply', contractNumber: 'FVC-2099-999999' }), /^No existe el contrato FVC-2099-999999/);
    assert.match(await fieldOf({ decision: 'apply', contractNumber: 'FVC-2019-004567' }), /no tiene saldo por pagar/);
    assert.match(await fieldOf({ decision: 'apply', contractNumber: '2024-123' }), /número de contrato completo/);
    assert.match(await fieldOf({ decision: 'apply' }), /Escribe el número del contrato/);
    assert.deepEqual(
      (await transfers()).items.map((item) => item.status),
      ['parked', 'parked'],
    );
  });

  await t.test('applied to a contract: the customer sees the payment and the balance moves', async () => {
    const contractOf = async () =>
      (await app.inject({ url: '/api/customers/contracts', headers: asJorge })).json<{ contracts: Array<{ id: string; number: string; balance: number }> }>().contracts.find((c) => c.number === 'FVC-2025-000789')!;
    const before = await contractOf();
    const applied = await resolve(unknownId, { decision: 'apply', contractNumber: ' fvc-2025-000789 ' });
    assert.equal(applied.statusCode, 200, applied.body);
    const transfer = applied.json<StaffSpeiTransfer>();
    assert.equal(transfer.status, 'applied');
    assert.equal(transfer.appliedTo?.contractNumber, 'FVC-2025-000789');
    assert.match(transfer.appliedTo!.paymentFolio, /^PAG-/);
    assert.equal(transfer.resolvedBy, agent.staff.name);
    assert.equal(transfer.parkedReason, 'unknown-reference', 'why it was parked stays known');

    const payments = (await app.inject({ url: '/api/customers/payments', headers: asJorge })).json<{ payments: Array<{ folio: string; method: string; status: string; amount: number; authorization: string }> }>().payments;
    const payment = payments.find((item) => item.authorization === UNKNOWN_TRACKING);
    assert.deepEqual(payment && [payment.folio, payment.method, payment.status, payment.amount], [transfer.appliedTo!.paymentFolio, 'spei', 'approved', 2500_00]);
    const detail = (await app.inject({ url: `/api/customers/contracts/${before.id}`, headers: asJorge })).json<{ contract: { balance: number } }>();
    assert.equal(detail.contract.balance, before.balance - 2500_00);
    assert.match((await lastMailTo(app, 'flotilla@demo.mx', 'payment-receipt'))!.body_text, new RegExp(`Clave de rastreo: ${UNKNOWN_TRACKING}`));
    assert.deepEqual(
      (await transfers()).items.map((item) => item.trackingKey),
      [SETTLED_TRACKING],
    );
  });

  await t.test('a transfer already resolved is a 409, and is not applied twice', async () => {
    const again = await resolve(unknownId, { decision: 'apply', contractNumber: 'FVC-2025-000789' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'ALREADY_RESOLVED');
    assert.match(again.json().message, /ya se aplicó al contrato FVC-2025-000789/);
    assert.equal((await resolve(unknownId, { decision: 'return' })).statusCode, 409);
    const [count] = await app.db.query<{ n: number }>(`select count(*)::int as n from payments where spei_tracking_key = $1`, [UNKNOWN_TRACKING]);
    assert.equal(count!.n, 1);
    assert.equal((await resolve(NO_SUCH_ID, { decision: 'return' })).statusCode, 404);
  });

  await t.test('returned to the sender: it leaves the parked list and the resolved one says so', async () => {
    const returned = await resolve(settledId, { decision: 'return', contractNumber: '' });
    assert.equal(returned.statusCode, 200, returned.body);
    assert.deepEqual([returned.json<StaffSpeiTransfer>().status, returned.json<StaffSpeiTransfer>().appliedTo], ['returned', null]);
    assert.deepEqual(await transfers(), { items: [], total: 0 });
    const resolved = await transfers('?status=resolved');
    assert.deepEqual(
      resolved.items.map((item) => [item.trackingKey, item.status, item.parkedReason, item.resolvedBy]),
      [
        [UNKNOWN_TRACKING, 'applied', 'unknown-reference', agent.staff.name],
        [SETTLED_TRACKING, 'returned', 'contract-settled', agent.staff.name],
      ],
    );
    assert.ok(resolved.items.every((item) => item.resolvedAt !== null));
    assert.equal((await resolve(settledId, { decision: 'return' })).json().message, 'Esta transferencia ya se marcó como devuelta.');
  });

  // Logística Peninsular has two contracts with installments ahead: one debit for each rejection.
  const empresa = await loginAs(app, 'empresa@demo.mx');
  const asEmpresa = { authorization: `Bearer ${empresa.jwt.token}` };
  const debits = async (query = '') => (await app.inject({ url: `${DEBITS}${query}`, headers: asAgent })).json<RejectedDebitPage>();
  const contracts = (await app.inject({ url: '/api/customers/contracts', headers: asEmpresa })).json<{ contracts: Array<{ id: string; number: string; nextPayment: { dueDate: string } | null }> }>().contracts;
  const [closedAccount, noFunds] = contracts.filter((contract) => contract.nextPayment);
  assert.ok(closedAccount && noFunds);

  /** A mandate accepted with the e-mailed code, its debit sent on the due date, and the bank's rejection recorded. */
  const rejectedDebit = async (contract: typeof closedAccount, account: string) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/customers/direct-debit/mandates',
      headers: asEmpresa,
      payload: { contractId: contract.id, clabe: account, holderName: 'Logística Peninsular SA de CV', accept: true },
    });
    assert.equal(created.statusCode, 201, created.body);
    const code = /\b(\d{6})\b/.exec((await lastMailTo(app, 'empresa@demo.mx', 'mandate-code'))!.subject)![1]!;
    const accepted = await app.inject({ method: 'POST', url: `/api/customers/direct-debit/mandates/${created.json().mandate.id}/accept`, headers: asEmpresa, payload: { code } });
    assert.equal(accepted.statusCode, 200);
    const dueDate = contract.nextPayment!.dueDate;
    moveBusinessDate(dueDate);
    await createDueDebits(app.db, dueDate);
    await app.payments.sendCharges();
    const [debit] = await until(
      () => app.db.query<{ id: string; status: string }>(`select id, status from payments where method = 'debit' and contract_id = $1`, [contract.id]),
      ([row]) => row?.status !== 'pending',
    );
    assert.equal(debit!.status, 'declined');
    return { id: debit!.id, dueDate };
  };

  let first = { id: '', dueDate: '' };
  let second = { id: '', dueDate: '' };
  await t.test('rejected debits are listed newest first: the customer, the bank’s reason, the notice and the mandate', async () => {
    first = await rejectedDebit(closedAccount, accountAnswering(3));
    second = await rejectedDebit(noFunds, accountAnswering(2));
    const page = await debits();
    assert.deepEqual(
      page.items.map((item) => item.id),
      [second.id, first.id],
    );
    const [noFundsDebit, closedDebit] = page.items as [RejectedDebit, RejectedDebit];
    assert.deepEqual(noFundsDebit.customer, { id: empresa.customer.id, name: empresa.customer.name, email: 'empresa@demo.mx' });
    assert.deepEqual(
      [noFundsDebit.contractNumber, noFundsDebit.dueDate, noFundsDebit.bankReason, noFundsDebit.mandateActive, noFundsDebit.notified, noFundsDebit.followUp],
      [noFunds.number, second.dueDate, 'Fondos insuficientes', true, false, null],
    );
    assert.ok(noFundsDebit.amount > 0);
    assert.equal(closedDebit.mandateActive, false, 'the bank ended the mandate of a closed account');

    await app.notices.sendDue(second.dueDate);
    assert.ok((await debits()).items.every((item) => item.notified), 'the customer was told of both');
  });

  await t.test('a follow-up note marks it followed up, with who and when, once', async () => {
    const followUp = (id: string, note: unknown) => app.inject({ method: 'POST', url: `${DEBITS}/${id}/follow-up`, headers: asAgent, payload: { note } });
    const blank = await followUp(second.id, '   ');
    assert.equal(blank.statusCode, 400);
    assert.match(blank.json().fields.note, /Nota de seguimiento/);
    assert.match((await followUp(second.id, 'x'.repeat(501))).json().fields.note, /como máximo 500/);

    const recorded = await followUp(second.id, ' Le llamé: paga el viernes por SPEI. ');
    assert.equal(recorded.statusCode, 200, recorded.body);
    const debit = recorded.json<RejectedDebit>();
    assert.equal(debit.followUp?.note, 'Le llamé: paga el viernes por SPEI.');
    assert.equal(debit.followUp?.by, agent.staff.name);
    assert.ok(Date.now() - Date.parse(debit.followUp!.at) < 60_000);

    assert.deepEqual(
      (await debits('?followUp=pending')).items.map((item) => item.id),
      [first.id],
    );
    assert.deepEqual(
      (await debits('?followUp=done')).items.map((item) => item.id),
      [second.id],
    );
    const again = await followUp(second.id, 'Otra nota');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'ALREADY_FOLLOWED_UP');
    assert.equal((await debits('?followUp=done')).items[0]!.followUp?.note, 'Le llamé: paga el viernes por SPEI.', 'the first note stays');
    assert.equal((await followUp(NO_SUCH_ID, 'Nota')).statusCode, 404);
  });

  await t.test('each decision is audited with its before and after; reads and refusals too', async () => {
    const rows = await app.db.query<{ action: string; outcome: string; target: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; staff_id: string }>(
      `select action, outcome, target, before, after, staff_id from staff_audit where action like 'payment.%' order by seq`,
    );
    const resolutions = rows.filter((row) => row.action === 'payment.spei-resolve' && row.outcome === 'ok');
    assert.deepEqual(
      resolutions.map((row) => [row.target, row.before?.status, row.after?.status]),
      [
        [`spei-transfer:${unknownId}`, 'parked', 'applied'],
        [`spei-transfer:${settledId}`, 'parked', 'returned'],
      ],
    );
    assert.deepEqual(resolutions[0]!.before, { status: 'parked', trackingKey: UNKNOWN_TRACKING, amount: 2500_00, parkedReason: 'unknown-reference' });
    assert.equal((resolutions[0]!.after?.appliedTo as { contractNumber: string }).contractNumber, 'FVC-2025-000789');
    assert.ok(rows.some((row) => row.action === 'payment.spei-resolve' && row.outcome === 'denied' && row.target === 'step-up' && row.staff_id === agent.staff.id));
    const followUps = rows.filter((row) => row.action === 'payment.debit-follow-up' && row.outcome === 'ok');
    assert.deepEqual(
      followUps.map((row) => [row.target, row.before, row.after]),
      [[`payment:${second.id}`, { followUp: null }, { followUp: { note: 'Le llamé: paga el viernes por SPEI.' } }]],
    );
    assert.equal(rows.filter((row) => row.outcome === 'denied' && row.staff_id === editor.staff.id).length, 4, 'each of the editor’s refusals');
    assert.ok(rows.some((row) => row.action === 'payment.spei-list' && row.outcome === 'ok' && row.target === 'resolved'));
    assert.ok(rows.some((row) => row.action === 'payment.debit-list' && row.outcome === 'ok' && row.target === 'pending'));
  });
});
