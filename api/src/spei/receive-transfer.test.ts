import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clabeCheckDigit } from '@fvc/shared/contracts/rules';
import { gatewaySignature } from '../payments/gateway-signature';
import { buildTestApp, countRows, lastMailTo, loginAs } from '../testing/build-test-app';
import { resolveParkedTransfer } from './receive-transfer';
import { referenceClabe, serialOfReference } from './spei-reference';

const SECRET = 'llave-de-pruebas-de-la-pasarela-32+';

test('reference CLABEs: valid, one per serial, read back, and nothing else is ours', () => {
  const clabe = referenceClabe(123);
  assert.match(clabe, /^6461804204000012\d{2}$/);
  assert.equal(clabeCheckDigit(clabe.slice(0, 17)), Number(clabe[17]));
  assert.equal(serialOfReference(clabe), 123);
  assert.equal(serialOfReference(`${clabe.slice(0, 17)}${(Number(clabe[17]) + 1) % 10}`), null);
  assert.equal(serialOfReference('012180001234567815'), null);
  assert.throws(() => referenceClabe(0));
});

test('SPEI: a transfer to a contract reference is applied and receipted once; an unknown one is parked for a person', async (t) => {
  const { app } = await buildTestApp(t, { gateway: { secret: SECRET } });
  const session = await loginAs(app, 'flotilla@demo.mx');
  const as = { authorization: `Bearer ${session.jwt.token}` };
  const [contract] = (await app.inject({ url: '/api/customers/contracts', headers: as })).json().contracts;
  const notify = (fields: { tracking: string; clabe: string; amount: string; payer?: string }, key = SECRET) => {
    const payer = fields.payer ?? 'Jorge Ramirez Soto';
    return app.inject({
      method: 'POST',
      url: '/api/payments/bank/spei',
      payload: {
        ...fields,
        payer,
        payerBank: 'BANCO SIMULADO',
        concept: 'Pago',
        date: '2026-12-06T10:00:00',
        signature: gatewaySignature(key, { type: 'spei', tracking: fields.tracking, clabe: fields.clabe, amount: fields.amount, payer }),
      },
    });
  };
  const payments = async () => (await app.inject({ url: '/api/customers/payments', headers: as })).json().payments as Array<{ method: string; status: string; amount: number; authorization: string }>;

  await t.test('the contract card carries its reference CLABE, valid and its own', () => {
    assert.match(contract.speiReference, /^6461804204\d{8}$/);
    assert.notEqual(serialOfReference(contract.speiReference), null);
  });

  await t.test('unsigned, mis-signed or malformed notices are refused and change nothing', async () => {
    const forged = await notify({ tracking: 'SIM2026120600000001', clabe: contract.speiReference, amount: '1000.00' }, 'otra-llave-que-no-es-la-del-banco-32');
    assert.equal(forged.statusCode, 401);
    const unsignable = { payer: 'Jorge', payerBank: 'BANCO', concept: 'Pago', date: '2026-12-06T10:00:00', signature: '0'.repeat(64) };
    const malformed = await app.inject({ method: 'POST', url: '/api/payments/bank/spei', payload: { ...unsignable, tracking: 'sim|x', clabe: contract.speiReference, amount: '1000.00' } });
    assert.equal(malformed.statusCode, 400);
    const zero = await app.inject({ method: 'POST', url: '/api/payments/bank/spei', payload: { ...unsignable, tracking: 'SIM2026120600000002', clabe: contract.speiReference, amount: '0.00' } });
    assert.equal(zero.statusCode, 400);
    assert.equal((await app.inject({ method: 'POST', url: '/api/payments/bank/spei', payload: { tracking: 'SIM2026120600000003' } })).statusCode, 400);
    assert.equal(await countRows(app, 'spei_transfers'), 0);
  });

  await t.test('a transfer to the contract is applied as a payment, with its receipt; the same tracking key again is one payment', async () => {
    const before = contract.balance as number;
    const received = await notify({ tracking: 'SIM2026120600000010', clabe: contract.speiReference, amount: '1500.00' });
    assert.equal(received.statusCode, 200);
    assert.deepEqual(received.json(), { status: 'applied' });
    assert.deepEqual((await notify({ tracking: 'SIM2026120600000010', clabe: contract.speiReference, amount: '1500.00' })).json(), { status: 'applied' });
    const spei = (await payments()).filter((payment) => payment.method === 'spei');
    assert.equal(spei.length, 1);
    assert.equal(spei[0]!.amount, 1500_00);
    assert.equal(spei[0]!.status, 'approved');
    assert.equal(spei[0]!.authorization, 'SIM2026120600000010');
    const after = (await app.inject({ url: `/api/customers/contracts/${contract.id}`, headers: as })).json().contract.balance;
    assert.equal(after, before - 1500_00);
    const receipt = await lastMailTo(app, 'flotilla@demo.mx', 'payment-receipt');
    assert.match(receipt!.body_text, /Recibimos tu transferencia SPEI/);
    assert.match(receipt!.body_text, /Clave de rastreo: SIM2026120600000010/);
  });

  await t.test('a transfer to a reference that names no contract is parked, and staff are told', async () => {
    const stranger = referenceClabe(9_999_999);
    const received = await notify({ tracking: 'SIM2026120600000020', clabe: stranger, amount: '800.00' });
    assert.deepEqual(received.json(), { status: 'parked' });
    const [parked] = await app.db.query<{ status: string; parked_reason: string; payment_id: string | null }>(`select status, parked_reason, payment_id from spei_transfers where tracking_key = 'SIM2026120600000020'`);
    assert.equal(parked!.status, 'parked');
    assert.equal(parked!.parked_reason, 'unknown-reference');
    assert.equal(parked!.payment_id, null);
    const alert = await app.db.query<{ subject: string }>(`select subject from mail_outbox where kind = 'spei-parked'`);
    assert.match(alert[0]!.subject, /SIM2026120600000020/);
    // A CLABE that is not ours at all: parked too (the money is in our account all the same).
    assert.deepEqual((await notify({ tracking: 'SIM2026120600000021', clabe: '012180001234567815', amount: '800.00' })).json(), { status: 'parked' });
  });

  await t.test('a person applies a parked transfer to a contract, or marks it returned; each once', async () => {
    assert.match(await resolveParkedTransfer(app.db, 'SIM2026120600000020', { contractNumber: contract.number }), /se aplicó al contrato/);
    assert.match(await resolveParkedTransfer(app.db, 'SIM2026120600000020', { contractNumber: contract.number }), /No hay una transferencia apartada/);
    assert.equal((await payments()).filter((payment) => payment.authorization === 'SIM2026120600000020').length, 1);
    assert.match(await resolveParkedTransfer(app.db, 'SIM2026120600000021', { returned: true }), /devuelta/);
    const [returned] = await app.db.query<{ status: string }>(`select status from spei_transfers where tracking_key = 'SIM2026120600000021'`);
    assert.equal(returned!.status, 'resolved');
  });
});
