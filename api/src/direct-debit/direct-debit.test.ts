import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { clabeCheckDigit } from '@fvc/shared/contracts/rules';
import { addMonths } from '@fvc/shared/finance';
import { buildSimulator } from '../../../gateway-simulator/src/simulator';
import { moveBusinessDate } from '../customer-data/business-date';
import { pdfPageTexts } from '../customer-documents/testing/pdf-text';
import { buildTestApp, countRows, lastMailTo, loginAs } from '../testing/build-test-app';
import { createDueDebits, createScheduledCharges } from './create-due-charges';

const SECRET = 'llave-de-pruebas-de-la-pasarela-32+';

/** Test CLABEs of the simulator (README): the digit before the control digit decides. */
const clabe = (outcome: 1 | 2 | 3) => {
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

test('domiciliación: enroll with a code, a debit on the due date applied once, rejections, cancellation', async (t) => {
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const simulator = await buildSimulator({
    secret: SECRET,
    notifyUrl: `${apiUrl}/api/payments/gateway/notification`,
    notifyRetryMs: 100,
    chargeAnswerDelayMs: 100,
  });
  const simulatorUrl = await simulator.listen({ port: 0, host: '127.0.0.1' });
  t.after(() => simulator.close());
  const { app } = await buildTestApp(t, { gateway: { secret: SECRET, serverUrl: simulatorUrl, paymentPageUrl: `${simulatorUrl}/pagar`, apiPublicUrl: apiUrl } });
  await app.listen({ port: apiPort, host: '127.0.0.1' });
  t.after(() => moveBusinessDate(null));

  // Logística Peninsular has two contracts: one for each outcome.
  const session = await loginAs(app, 'empresa@demo.mx');
  const as = { authorization: `Bearer ${session.jwt.token}` };
  const contracts = (await app.inject({ url: '/api/customers/contracts', headers: as })).json().contracts as Array<{ id: string; number: string; nextPayment: { dueDate: string; amount: number }; overdueAmount: number; balance: number }>;
  const [first, second] = contracts.filter((contract) => contract.nextPayment);
  assert.ok(first && second);
  const request = (contractId: string, account: string, holderName = 'Logística Peninsular SA de CV') =>
    app.inject({ method: 'POST', url: '/api/customers/direct-debit/mandates', headers: as, payload: { contractId, clabe: account, holderName, accept: true } });
  const accept = (mandateId: string, code: string) => app.inject({ method: 'POST', url: `/api/customers/direct-debit/mandates/${mandateId}/accept`, headers: as, payload: { code } });
  const codeOfLastMail = async () => /\b(\d{6})\b/.exec((await lastMailTo(app, 'empresa@demo.mx', 'mandate-code'))!.subject)![1]!;
  const paymentLines = async (contractId: string) =>
    (await app.inject({ url: `/api/customers/contracts/${contractId}/movements?pageSize=100`, headers: as })).json().items.filter((item: { kind: string }) => item.kind === 'payment');

  await t.test('a CLABE with a wrong check digit, a wrong length or an unknown bank is refused in Spanish, and nothing is stored', async () => {
    const wrongDigit = clabe(1).slice(0, 17) + String((Number(clabe(1)[17]) + 1) % 10);
    const refused = await request(first.id, wrongDigit);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().fields.clabe, /dígito verificador/);
    assert.match((await request(first.id, '01218000123')).json().fields.clabe, /18 dígitos; escribiste 11/);
    const unknownBank = `99918000123456781`;
    assert.match((await request(first.id, `${unknownBank}${clabeCheckDigit(unknownBank)}`)).json().fields.clabe, /código 999/);
    assert.match((await request(first.id, clabe(1), '<script>')).json().fields.holderName, /titular/);
    assert.equal((await app.inject({ method: 'POST', url: '/api/customers/direct-debit/mandates', headers: as, payload: { contractId: first.id, clabe: clabe(1), holderName: 'X Y', accept: false } })).statusCode, 400);
    assert.equal(await countRows(app, 'debit_mandates'), 0);
  });

  let mandateId = '';
  await t.test('the mandate is pending until the e-mailed code is typed; then active, with its PDF', async () => {
    const created = await request(first.id, ` ${clabe(1).slice(0, 3)} ${clabe(1).slice(3)} `);
    assert.equal(created.statusCode, 201);
    const { mandate, codeSentTo } = created.json();
    mandateId = mandate.id;
    assert.equal(mandate.status, 'pending');
    assert.equal(mandate.bankName, 'BBVA México');
    assert.equal(mandate.accountLast4, clabe(1).slice(-4));
    assert.match(codeSentTo, /^e•••a@demo\.mx$/);
    const wrong = await accept(mandateId, '000000');
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().message, /Te quedan 4 intentos/);
    const accepted = await accept(mandateId, await codeOfLastMail());
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.json().status, 'active');
    // The same code twice: the mandate no longer waits for one.
    assert.equal((await accept(mandateId, await codeOfLastMail())).statusCode, 409);
    const activeMail = await app.db.query<{ attachments: Array<{ filename: string }> }>(`select attachments from mail_outbox where kind = 'mandate-active'`);
    assert.match(activeMail[0]!.attachments[0]!.filename, /^domiciliacion-DOM-\d{4}-\d{6}\.pdf$/);
    const pdf = await app.inject({ url: `/api/customers/direct-debit/mandates/${mandateId}/pdf`, headers: as });
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const text = pdfPageTexts(pdf.rawPayload).join(' ');
    assert.match(text, new RegExp(mandate.folio));
    assert.match(text, /autorizo a .* a cargar a esa cuenta/);
    // A second account for the same contract waits for this one to be cancelled.
    const again = await request(first.id, clabe(1));
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /ya se carga a tu cuenta BBVA México/);
  });

  await t.test('someone else cannot see, accept, cancel or download the mandate', async () => {
    const other = await loginAs(app, 'flotilla@demo.mx');
    const them = { authorization: `Bearer ${other.jwt.token}` };
    assert.deepEqual((await app.inject({ url: '/api/customers/direct-debit/mandates', headers: them })).json().mandates, []);
    for (const url of [`/api/customers/direct-debit/mandates/${mandateId}/cancel`, `/api/customers/direct-debit/mandates/${mandateId}/accept`]) {
      assert.equal((await app.inject({ method: 'POST', url, headers: them, payload: url.endsWith('accept') ? { code: '123456' } : undefined })).statusCode, 404);
    }
    assert.equal((await app.inject({ url: `/api/customers/direct-debit/mandates/${mandateId}/pdf`, headers: them })).statusCode, 404);
    assert.equal((await app.inject({ method: 'POST', url: '/api/customers/direct-debit/mandates', headers: them, payload: { contractId: first.id, clabe: clabe(1), holderName: 'Jorge Ramírez', accept: true } })).statusCode, 404);
  });

  await t.test('on the due date the debit is sent once, the bank approves it, and the ledger shows it once', async (step) => {
    const dueDate = first.nextPayment.dueDate;
    moveBusinessDate(dueDate);
    const linesBefore = (await paymentLines(first.id)).length;
    const created = await createDueDebits(app.db, dueDate);
    assert.equal(created.sent, 1);
    // A second run, as a second API process would: nothing more.
    assert.equal((await createDueDebits(app.db, dueDate)).sent, 0);
    const [debit] = await app.db.query<{ id: string; amount_cents: string; status: string }>(`select id, amount_cents, status from payments where method = 'debit' and contract_id = $1`, [first.id]);
    assert.equal(Number(debit!.amount_cents), first.overdueAmount + first.nextPayment.amount);
    const sent = await app.payments.sendCharges();
    assert.equal(sent.sent, 1);
    assert.equal((await app.payments.sendCharges()).sent, 0);
    const answeredAt = Date.now();
    const decided = await until(
      () => app.db.query<{ status: string }>('select status from payments where id = $1', [debit!.id]),
      ([row]) => row?.status !== 'pending',
    );
    assert.equal(decided[0]!.status, 'approved');
    step.diagnostic(`del envío del cargo a su saldo aplicado: ${Date.now() - answeredAt} ms (el banco simulado responde a los 100 ms)`);
    const lines = await paymentLines(first.id);
    assert.equal(lines.length, linesBefore + 1);
    const { contract } = (await app.inject({ url: `/api/customers/contracts/${first.id}`, headers: as })).json();
    assert.equal(contract.overdueAmount, 0);
    assert.equal(contract.nextPayment.dueDate > first.nextPayment.dueDate, true);
    const receipt = await lastMailTo(app, 'empresa@demo.mx', 'payment-receipt');
    assert.match(receipt!.body_text, /Recibimos tu pago domiciliado/);
    const listed = (await app.inject({ url: '/api/customers/payments', headers: as })).json().payments.find((payment: { id: string }) => payment.id === debit!.id);
    assert.equal(listed.method, 'debit');
    assert.equal(listed.status, 'approved');
    // The bank repeating its answer (reconciliation, a retry) changes nothing.
    await app.payments.reconcile({ afterMinutes: 0 });
    assert.equal((await paymentLines(first.id)).length, linesBefore + 1);
  });

  await t.test('a debit rejected for insufficient funds leaves the installment owed and the customer is told', async () => {
    const created = await request(second.id, clabe(2));
    await accept(created.json().mandate.id, await codeOfLastMail());
    const dueDate = second.nextPayment.dueDate;
    moveBusinessDate(dueDate);
    await createDueDebits(app.db, dueDate);
    await app.payments.sendCharges();
    const [debit] = await until(
      () => app.db.query<{ status: string; bank_message: string }>(`select status, bank_message from payments where method = 'debit' and contract_id = $1`, [second.id]),
      ([row]) => row?.status !== 'pending',
    );
    assert.equal(debit!.status, 'declined');
    assert.equal(debit!.bank_message, 'Fondos insuficientes');
    const lines = (await paymentLines(second.id)).filter((line: { postedOn: string }) => line.postedOn === dueDate);
    assert.equal(lines.length, 0);
    const report = await app.notices.sendDue(dueDate);
    assert.equal(report.sent, 1);
    const notice = await lastMailTo(app, 'empresa@demo.mx', 'notice');
    assert.match(notice!.subject, /Tu banco rechazó el cargo/);
    assert.match(notice!.body_text, /Fondos insuficientes/);
    assert.match(notice!.body_text, /transferencia SPEI/);
    // Told once, however often the job runs.
    assert.equal((await app.notices.sendDue(dueDate)).sent, 0);
  });

  await t.test('a closed account ends the mandate; a cancelled mandate sends nothing not yet sent', async () => {
    const [secondMandate] = (await app.inject({ url: '/api/customers/direct-debit/mandates', headers: as })).json().mandates.filter((item: { contractId: string; status: string }) => item.contractId === second.id && item.status === 'active');
    // A debit created for the next due date and not yet sent when the customer cancels: never sent.
    const following = addMonths(second.nextPayment.dueDate, 1);
    moveBusinessDate(following);
    await createDueDebits(app.db, following);
    const [unsent] = await app.db.query<{ id: string }>(`select id from payments where contract_id = $1 and debit_due_date = $2 and sent_at is null`, [second.id, following]);
    assert.ok(unsent);
    const cancelled = await app.inject({ method: 'POST', url: `/api/customers/direct-debit/mandates/${secondMandate.id}/cancel`, headers: as });
    assert.equal(cancelled.json().status, 'cancelled');
    assert.equal((await app.inject({ method: 'POST', url: `/api/customers/direct-debit/mandates/${secondMandate.id}/cancel`, headers: as })).statusCode, 409);
    assert.match((await lastMailTo(app, 'empresa@demo.mx', 'mandate-cancelled'))!.body_text, /ya no enviaremos cargos/);
    const [afterCancel] = await app.db.query<{ status: string; sent_at: Date | null }>('select status, sent_at from payments where id = $1', [unsent!.id]);
    assert.equal(afterCancel!.status, 'expired');
    await app.payments.sendCharges();
    assert.equal((await app.db.query<{ sent_at: Date | null }>('select sent_at from payments where id = $1', [unsent!.id]))[0]!.sent_at, null);

    // A closed account: the bank says so on the first debit, and the mandate ends.
    const created = await request(second.id, clabe(3));
    const closedMandate = created.json().mandate.id;
    await accept(closedMandate, await codeOfLastMail());
    // The rejected installment stays owed (past the catch-up days it is not debited again); a later one is.
    const nextDue = addMonths(second.nextPayment.dueDate, 2);
    moveBusinessDate(nextDue);
    await createDueDebits(app.db, nextDue);
    const [debit] = await app.db.query<{ amount_cents: string }>(`select amount_cents from payments where contract_id = $1 and debit_due_date = $2`, [second.id, nextDue]);
    assert.ok(debit, 'se creó el cargo del siguiente vencimiento');
    await app.payments.sendCharges();
    await until(
      () => app.db.query<{ status: string }>('select status from debit_mandates where id = $1', [closedMandate]),
      ([row]) => row?.status === 'cancelled',
    );
    const [ended] = (await app.inject({ url: '/api/customers/direct-debit/mandates', headers: as })).json().mandates.filter((item: { id: string }) => item.id === closedMandate);
    assert.equal(ended.cancelledBy, 'bank');
  });

  await t.test('a scheduled debit on its date becomes one charge; editing and cancelling end the day before', async () => {
    const today = '2026-12-06';
    moveBusinessDate(today);
    const schedule = (body: object, key: string) => app.inject({ method: 'POST', url: '/api/customers/scheduled-payments', headers: { ...as, 'idempotency-key': key }, payload: body });
    const past = await schedule({ contractId: first.id, method: 'debit', amount: 500_00, payOn: '2026-12-01' }, 'programado-pasado-0001');
    assert.equal(past.statusCode, 400);
    assert.match(past.json().fields.payOn, /ya pasó/);
    const sameDay = await schedule({ contractId: first.id, method: 'debit', amount: 500_00, payOn: today }, 'programado-hoy-00001');
    assert.match(sameDay.json().fields.payOn, /Para pagar hoy/);
    const noMandate = await schedule({ contractId: second.id, method: 'debit', amount: 500_00, payOn: '2026-12-20' }, 'programado-sin-dom-01');
    assert.equal(noMandate.statusCode, 409);
    const created = await schedule({ contractId: first.id, method: 'debit', amount: 500_00, payOn: '2026-12-20' }, 'programado-bueno-0001');
    assert.equal(created.statusCode, 201);
    const { scheduled } = created.json();
    assert.equal(scheduled.editable, true);
    assert.match(scheduled.accountLabel, /BBVA México •••• \d{4}/);
    // The same key again is the same payment.
    assert.equal((await schedule({ contractId: first.id, method: 'debit', amount: 500_00, payOn: '2026-12-20' }, 'programado-bueno-0001')).json().scheduled.id, scheduled.id);
    const changed = await app.inject({ method: 'PUT', url: `/api/customers/scheduled-payments/${scheduled.id}`, headers: as, payload: { amount: 600_00, payOn: '2026-12-21' } });
    assert.equal(changed.json().amount, 600_00);
    moveBusinessDate('2026-12-21');
    const late = await app.inject({ method: 'PUT', url: `/api/customers/scheduled-payments/${scheduled.id}`, headers: as, payload: { amount: 700_00, payOn: '2026-12-22' } });
    assert.equal(late.statusCode, 409);
    assert.equal((await app.inject({ method: 'POST', url: `/api/customers/scheduled-payments/${scheduled.id}/cancel`, headers: as })).statusCode, 409);
    assert.equal((await createScheduledCharges(app.db, '2026-12-21')).sent, 1);
    assert.equal((await createScheduledCharges(app.db, '2026-12-21')).sent, 0);
    const [charge] = await app.db.query<{ amount_cents: string; method: string }>('select amount_cents, method from payments where scheduled_payment_id = $1', [scheduled.id]);
    assert.equal(Number(charge!.amount_cents), 600_00);
    assert.equal(charge!.method, 'debit');
  });
});
