import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { positionOn } from './contract-ledger';
import { openNewContract, type ContractTerms } from './new-contract';

// Issue #72: an approved application becomes a contract opened by openNewContract (the seed's
// contracts too). Its figures are checked against an independent reference written here: the
// closed-form level payment of an annuity (a lease's with its residual as a future value) in
// plain floating point, and the contract's first-day position a customer would read.

/** Runs per property, as the ledger's property tests read it. */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 250);

const termsArb = fc.record({
  credit: fc.boolean(),
  financed: fc.integer({ min: 100_000_00, max: 5_000_000_00 }),
  annualRate: fc.integer({ min: 500, max: 3000 }).map((bp) => bp / 10_000),
  termMonths: fc.integer({ min: 12, max: 72 }),
  residualRate: fc.constantFrom(0.1, 0.2, 0.3),
  ivaOnInterest: fc.boolean(),
});

/** The level payment an annuity of `n` months at `annualRate` / 12 repays `present` with, leaving `future` (in cents, unrounded). */
function referencePayment(present: number, future: number, annualRate: number, n: number): number {
  const r = annualRate / 12;
  const discount = (1 + r) ** -n;
  return ((present - future * discount) * r) / (1 - discount);
}

test('a new contract: its installment is the annuity’s, its rows repay what was financed, and on its first day it owes exactly that', () => {
  fc.assert(
    fc.property(termsArb, (spec) => {
      const residual = spec.credit ? 0 : Math.round(spec.financed * spec.residualRate);
      const terms: ContractTerms = {
        plan: spec.credit ? 'credit' : 'pure_lease',
        financed: spec.financed,
        annualRate: spec.annualRate,
        termMonths: spec.termMonths,
        ivaOnInterest: spec.ivaOnInterest,
        residual,
      };
      const opened = openNewContract(terms, 'FVC-2026-000001', '2026-12-15');
      const reference = referencePayment(spec.financed, residual, spec.annualRate, spec.termMonths);
      assert.ok(Math.abs(opened.installment - reference) <= 1, `installment ${opened.installment} vs ${reference.toFixed(2)}`);

      const rows = opened.state.rows;
      assert.equal(rows.length, spec.termMonths, 'one installment a month, the residual apart');
      const repaid = rows.reduce((sum, row) => sum + row.principal, 0);
      assert.equal(repaid + residual, spec.financed, 'the rows repay the amount financed, less a lease’s residual, to the cent');

      const first = positionOn(opened.state, '2026-12-15');
      assert.equal(first.principalOutstanding, spec.financed);
      assert.equal(first.balance, spec.financed, 'nothing charged on the first day');
      assert.equal(first.overdue.amount, 0);
      assert.equal(first.installmentsPaid, 0);
      assert.equal(first.installmentsTotal, spec.termMonths);
      assert.deepEqual([opened.disbursement.charge, opened.disbursement.credit], [spec.financed, 0]);
    }),
    { numRuns: RUNS },
  );
});
