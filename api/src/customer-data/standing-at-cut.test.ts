import assert from 'node:assert/strict';
import { test } from 'node:test';
import { standingAtCut } from './standing-at-cut';

const october = { dueDate: '2026-10-15', total: 53_429_93, lateFee: 0 };
const november = { dueDate: '2026-11-15', total: 53_429_93, lateFee: 0 };
const cut = '2026-10-31';

test('a payment made after the cut changes nothing on the statement', () => {
  // October paid by the cut; November paid on 13 November: the statement still names it.
  assert.deepEqual(standingAtCut([october, november], october.total, cut), {
    overdueAmount: 0,
    nextPayment: { dueDate: '2026-11-15', amount: november.total },
  });
});

test('a late fee counts from the day it is charged, not before', () => {
  const lateOctober = { ...october, dueDate: '2026-10-29', lateFee: 406_00 };
  // Charged on 1 November: after this cut.
  assert.equal(standingAtCut([lateOctober, november], 0, cut).overdueAmount, lateOctober.total);
  // Charged on 18 October: before it.
  assert.equal(standingAtCut([{ ...october, lateFee: 406_00 }, november], 0, cut).overdueAmount, october.total + 406_00);
});

test('what was paid by the cut goes to the oldest installment first', () => {
  const september = { ...october, dueDate: '2026-09-15' };
  const standing = standingAtCut([september, october, november], 60_000_00, cut);
  assert.equal(standing.overdueAmount, september.total + october.total - 60_000_00);
  assert.deepEqual(standing.nextPayment, { dueDate: '2026-11-15', amount: november.total });
});

test('an installment due on the cut day is the next payment, not an overdue one', () => {
  const dueOnCut = { ...november, dueDate: cut };
  assert.deepEqual(standingAtCut([october, dueOnCut], october.total, cut), { overdueAmount: 0, nextPayment: { dueDate: cut, amount: dueOnCut.total } });
});

test('a contract paid off by the cut has nothing next', () => {
  assert.deepEqual(standingAtCut([october], october.total, cut), { overdueAmount: 0, nextPayment: null });
});
