import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addMonths } from '@fvc/shared/finance';
import { businessToday } from '../customer-data/business-date';
import { applyPayment } from '../payments/apply-payment';
import { buildTestApp } from '../testing/build-test-app';
import { positionOn } from './contract-ledger';
import { customerLedger, customerLedgerAt } from './ledger-store';
import { postDueCharges } from './post-due-charges';

const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the ledger in the database', async (t) => {
  const { app } = await buildTestApp(t);
  const today = businessToday();
  const contractOf = async (email: string, number: string) => {
    const [row] = await app.db.query<{ id: string; customer_id: string }>(
      'select c.id, c.customer_id from contracts c join customer_accounts a on a.customer_id = c.customer_id where a.email = $1 and c.number = $2',
      [email, number],
    );
    return row!;
  };
  const credit = await contractOf('cliente@demo.mx', 'FVC-2024-000123');
  const lease = await contractOf('flotilla@demo.mx', 'FVC-2025-000789');

  await t.test('the seeded account agrees with its allocations: the balance is the principal plus what is charged and unpaid', async () => {
    for (const { id, customer_id: customerId } of [credit, lease]) {
      const contract = (await customerLedger(app.db, customerId, id))!;
      const position = positionOn(contract.state, today);
      assert.equal(position.unapplied, 0, 'nada recibido sin aplicar');
      assert.equal(position.balance, position.principalOutstanding + position.charged.interest + position.charged.iva + position.charged.fees);
    }
  });

  await t.test('a statement reads the position at its cut: a late fee from the day it was charged, a payment made after it changes nothing', async () => {
    const contract = (await customerLedger(app.db, lease.customer_id, lease.id))!;
    const overdue = contract.state.rows.find((row) => row.lateFee > 0 && row.paidOn === null)!;
    const feeDay = plusDays(overdue.dueDate, 3);
    const before = (await customerLedgerAt(app.db, lease.customer_id, lease.id, plusDays(feeDay, -1)))!;
    const after = (await customerLedgerAt(app.db, lease.customer_id, lease.id, feeDay))!;
    const owedOn = (at: typeof before, date: string) => positionOn(at.state, date).overdue.fees;
    assert.equal(owedOn(after, feeDay) - owedOn(before, plusDays(feeDay, -1)), overdue.lateFee);

    // Mariana pays her next installment today: a cut yesterday still names it as the next payment.
    const now = (await customerLedger(app.db, credit.customer_id, credit.id))!;
    const next = positionOn(now.state, today).nextPayment!;
    await app.db.transaction((tx) => applyPayment(tx, { contractId: credit.id, amount: next.amount, folio: 'PAG-CORTE', description: 'Pago', purpose: 'installments' }, today));
    const yesterday = (await customerLedgerAt(app.db, credit.customer_id, credit.id, plusDays(today, -1)))!;
    assert.deepEqual(positionOn(yesterday.state, plusDays(today, -1)).nextPayment, next);
    assert.notDeepEqual(positionOn((await customerLedger(app.db, credit.customer_id, credit.id))!.state, today).nextPayment, next);
  });

  await t.test('the day’s charges: interest on the due date, the fee three days later, each once however often the job runs', async () => {
    const contract = (await customerLedger(app.db, credit.customer_id, credit.id))!;
    const next = positionOn(contract.state, today).nextPayment!;
    const feeDay = plusDays(next.dueDate, 3);
    assert.ok(feeDay < addMonths(next.dueDate, 1), 'antes del siguiente vencimiento');
    const first = await postDueCharges(app.db, feeDay);
    const again = await postDueCharges(app.db, feeDay);
    // Every demo contract with something due by then is charged; the second run finds nothing left.
    assert.ok(first.sent >= 2, `cargos: ${first.sent}`);
    assert.equal(again.sent, 0, 'cada cargo una vez');
    const charged = (await customerLedger(app.db, credit.customer_id, credit.id))!;
    const row = charged.state.rows.find((item) => item.number === next.number)!;
    assert.deepEqual([row.billedOn, row.lateFee], [next.dueDate, 40_600]);
    const lines = await app.db.query<{ kind: string; posted_on: string }>(
      `select kind, posted_on::text as posted_on from contract_movements where contract_id = $1 and posted_on > $2::date order by posted_on, id`,
      [credit.id, today],
    );
    assert.deepEqual(lines, [
      { kind: 'interest', posted_on: next.dueDate },
      { kind: 'late_fee', posted_on: feeDay },
    ]);
    // The account and the ledger still agree once the charges are posted.
    const position = positionOn(charged.state, feeDay);
    assert.equal(position.balance, position.principalOutstanding + position.charged.interest + position.charged.iva + position.charged.fees);
  });
});
