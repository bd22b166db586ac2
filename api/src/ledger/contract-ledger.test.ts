import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { creditSchedule, simulateCapitalContribution } from '@fvc/shared/finance';
import { buildContractHistory, LATE_FEE } from '../db/seed/customer-area-history';
import { demoCustomers } from '../db/seed/demo-content';
import { openContract, positionOn, postCharges, receivePayment, type LedgerState } from './contract-ledger';

/** Mariana's credit (FVC-2024-000123) as the demo seed builds it on `today`. */
function marianasCredit(today: string): LedgerState {
  const contract = demoCustomers.find((customer) => customer.account?.email === 'cliente@demo.mx')!.contracts[0]!;
  const history = buildContractHistory(contract, today);
  return {
    plan: 'credit',
    startDate: history.startDate,
    annualRate: contract.annualRate,
    ivaOnInterest: true,
    installment: history.installment,
    residual: 0,
    lateFeeAmount: LATE_FEE,
    rows: history.installments,
    balance: history.movements.at(-1)!.balanceAfter,
  };
}

const card = (date: string, amount: number, purpose: 'installments' | 'payoff' = 'installments') => ({
  date,
  amount,
  reference: `PAG-${date}`,
  description: 'Pago con tarjeta',
  purpose,
});

describe('issue #65: the 15 December installment paid on 5 December, the payoff asked for the 20th', () => {
  const before = marianasCredit('2026-12-05');
  const next = positionOn(before, '2026-12-05').nextPayment!;
  const paid = receivePayment(before, card('2026-12-05', next.amount)).state;

  test('the installment is the one the issue paid: $53,507.46 with $12,687.17 of interest and $2,029.95 of IVA', () => {
    const row = before.rows.find((item) => item.number === next.number)!;
    assert.deepEqual([next.dueDate, next.amount, row.interest, row.iva], ['2026-12-15', 53_507_46, 12_687_17, 2_029_95]);
    assert.deepEqual([positionOn(before, '2026-12-05').installmentsPaid, before.rows.length], [19, 42]);
  });

  test('the balance is the principal left, not the principal less the interest and IVA paid', () => {
    const position = positionOn(paid, '2026-12-05');
    assert.equal(position.principalOutstanding, 976_860_56);
    // Before: $962,143.44, below the principal, as the whole payment came off the balance.
    assert.equal(position.balance, 976_860_56);
    assert.equal(position.paidThrough, '2026-12-15');
  });

  test('five days of interest from the paid-through date, to the cent: $979,219.73 (it said $993,374.77)', () => {
    const position = positionOn(paid, '2026-12-20');
    const interest = Math.round((976_860_56 * 0.1499 * 5) / 360);
    assert.deepEqual(position.accrual, { from: '2026-12-15', days: 5, interest, iva: Math.round(interest * 0.16) });
    assert.equal(position.payoff, 979_219_73);
  });

  test('before the paid-through date, the interest paid for the days still to run comes off', () => {
    const position = positionOn(paid, '2026-12-10');
    // 5 of the period's 30 days (15 Nov - 15 Dec) had not run: a sixth of its interest, and its IVA.
    const credit = Math.round((12_687_17 * 5) / 30);
    assert.deepEqual(position.accrual, { from: '2026-12-15', days: -5, interest: -credit, iva: -Math.round(credit * 0.16) });
    assert.equal(position.payoff, 976_860_56 - credit - Math.round(credit * 0.16));
  });

  test('paying the payoff of the 20th on the 20th settles the contract, to the cent', () => {
    const settled = receivePayment(paid, card('2026-12-20', 979_219_73, 'payoff'));
    assert.equal(settled.state.balance, 0);
    assert.ok(positionOn(settled.state, '2026-12-20').settled);
    assert.equal(settled.application!.inFavour, 0);
    assert.equal(settled.termChange?.reason, 'payoff');
  });
});

describe('payments applied as a bank applies them (decision 0042)', () => {
  const schedule = creditSchedule({ principal: 1_000_000_00, annualRate: 0.18, termMonths: 24, ivaOnInterest: true });
  const opened = openContract(
    { plan: 'credit', startDate: '2026-01-15', annualRate: 0.18, ivaOnInterest: true, installment: schedule[0]!.payment, residual: 0, lateFeeAmount: 40_600, schedule },
    1_000_000_00,
  );

  test('an installment unpaid three days after its due date is charged its fee; money pays the fee first, then IVA, interest and principal', () => {
    const late = postCharges(opened, '2026-02-18').state;
    assert.deepEqual(late.rows[0]!.lateFee, 40_600);
    assert.equal(postCharges(opened, '2026-02-17').state.rows[0]!.lateFee, 0, 'no antes del tercer día');
    const { state, application } = receivePayment(late, card('2026-02-18', 40_600 + 1_000_00));
    assert.deepEqual(application!.applied, { fee: 40_600, iva: 1_000_00, interest: 0, principal: 0 });
    assert.equal(state.rows[0]!.paid.iva, 1_000_00);
  });

  test('an extra payment of three installments or more shortens the term as the simulator promised', () => {
    const first = receivePayment(opened, card('2026-02-15', positionOn(opened, '2026-02-15').nextPayment!.amount)).state;
    const extra = 4 * first.installment;
    const { state, termChange, application } = receivePayment(first, card('2026-02-20', extra));
    const promised = simulateCapitalContribution({
      balance: first.rows[0]!.balanceAfter,
      annualRate: 0.18,
      installment: first.installment,
      ivaOnInterest: true,
      remainingTerm: 23,
      amount: extra,
      dueDates: first.rows.slice(1).map((row) => row.dueDate),
    });
    assert.equal(application!.contribution, extra);
    assert.deepEqual(
      state.rows.slice(1).map((row) => [row.dueDate, row.principal, row.interest, row.iva]),
      promised.schedule.map((row) => [row.dueDate, row.principal, row.interest, row.iva]),
    );
    assert.deepEqual([termChange!.termBefore, termChange!.termAfter], [23, promised.termAfter]);
  });

  test('less than three installments over what is due pays the next installments ahead', () => {
    const { state, application } = receivePayment(opened, card('2026-02-10', schedule[0]!.total + schedule[1]!.total + 5_00));
    assert.deepEqual(application!.paidAhead.map((row) => row.number), [1, 2, 3]);
    assert.equal(application!.contribution, 0);
    assert.deepEqual(state.rows.slice(0, 3).map((row) => row.billedOn), ['2026-02-10', '2026-02-10', '2026-02-10']);
    assert.equal(state.rows[2]!.paid.iva, 5_00, 'la tercera recibe primero su IVA');
  });
});
