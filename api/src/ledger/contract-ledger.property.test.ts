import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { addMonths, creditSchedule, leaseSchedule, percentOf } from '@fvc/shared/finance';
import { debitAmountOn } from '../direct-debit/debit-amount';
import { openContract, positionOn, receivePayment, type LedgerState, type Payment } from './contract-ledger';
import { ReferenceLedger, type ReferenceContract } from './ledger-reference';

/** Runs per property; the closing note of issue #65 reports them. */
export const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 250);

const LATE_FEE = 40_600;

const contractArb = fc.record({
  credit: fc.boolean(),
  financed: fc.integer({ min: 100_000_00, max: 5_000_000_00 }),
  annualRate: fc.integer({ min: 500, max: 3000 }).map((bp) => bp / 10_000),
  termMonths: fc.integer({ min: 12, max: 72 }),
  residualRate: fc.constantFrom(0.1, 0.2, 0.3),
  ivaOnInterest: fc.boolean(),
  // Days 29-31 exercise the month-end clamp of the due dates.
  start: fc.record({ year: fc.integer({ min: 2023, max: 2027 }), month: fc.integer({ min: 1, max: 12 }), day: fc.constantFrom(1, 15, 28, 29, 30, 31) }),
});

type ContractSpec = typeof contractArb extends fc.Arbitrary<infer T> ? T : never;
type StepKind = 'due' | 'partial' | 'extra' | 'contribution' | 'overdue-only' | 'payoff';
const stepArb = fc.record({
  gapDays: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 20, max: 75 })),
  kind: fc.constantFrom<StepKind>('due', 'due', 'due', 'partial', 'extra', 'contribution', 'overdue-only', 'payoff'),
  fraction: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  probe: fc.integer({ min: 0, max: 45 }),
});

function build(spec: ContractSpec): { state: LedgerState; reference: ReferenceLedger } {
  const lastDay = new Date(Date.UTC(spec.start.year, spec.start.month, 0)).getUTCDate();
  const startDate = `${spec.start.year}-${String(spec.start.month).padStart(2, '0')}-${String(Math.min(spec.start.day, lastDay)).padStart(2, '0')}`;
  const residual = spec.credit ? 0 : percentOf(spec.financed, spec.residualRate);
  const schedule = spec.credit
    ? creditSchedule({ principal: spec.financed, annualRate: spec.annualRate, termMonths: spec.termMonths, ivaOnInterest: spec.ivaOnInterest })
    : leaseSchedule({ value: spec.financed, annualRate: spec.annualRate, termMonths: spec.termMonths, residual }).slice(0, spec.termMonths);
  const ivaOnInterest = spec.credit ? spec.ivaOnInterest : true;
  const state = openContract(
    { plan: spec.credit ? 'credit' : 'financial_lease', startDate, annualRate: spec.annualRate, ivaOnInterest, installment: schedule[0]!.payment, residual, lateFeeAmount: LATE_FEE, schedule },
    spec.financed,
  );
  const contract: ReferenceContract = {
    credit: spec.credit,
    annualRate: spec.annualRate,
    ivaOnInterest,
    installment: schedule[0]!.payment,
    residual,
    lateFee: LATE_FEE,
    financed: spec.financed,
    rows: state.rows.map((row, index) => ({
      row: row.number,
      due: row.dueDate,
      start: index === 0 ? startDate : addMonths(startDate, index),
      principal: row.principal,
      interest: row.interest,
      iva: row.iva,
    })),
  };
  return { state, reference: new ReferenceLedger(contract) };
}

const plusDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function assertSameAsReference(state: LedgerState, reference: ReferenceLedger, context: string) {
  assert.deepEqual(
    state.rows.map((row) => [row.number, row.dueDate, row.principal, row.interest, row.iva]),
    reference.rows.map((row) => [row.row, row.due, row.principal, row.interest, row.iva]),
    `${context}: la tabla de pagos`,
  );
  for (const row of state.rows) {
    for (const part of ['fee', 'iva', 'interest', 'principal'] as const) {
      assert.equal(row.paid[part], reference.paid(row.number, part), `${context}: pagado de ${part} en la fila ${row.number}`);
    }
  }
  assert.equal(state.balance, reference.balance(), `${context}: saldo frente a lo que queda por pagar`);
  assert.equal(state.balance, reference.charges - reference.received, `${context}: saldo frente a cargos menos abonos`);
}

test('the ledger applies random histories of payments as the independent reference does', () => {
  let contributions = 0;
  let settlements = 0;
  let lateFees = 0;
  fc.assert(
    fc.property(contractArb, fc.array(stepArb, { minLength: 1, maxLength: 24 }), (spec, steps) => {
      const built = build(spec);
      const { reference } = built;
      let { state } = built;
      let date = state.startDate;
      const received: number[] = [];
      const allocated: number[] = [];
      let contributed = 0;
      let inFavour = 0;
      for (const [index, step] of steps.entries()) {
        date = plusDays(date, step.gapDays);
        const before = positionOn(state, date);
        if (before.settled) break;
        const due = before.overdue.amount + (before.nextPayment?.amount ?? 0);
        const amounts: Record<StepKind, number> = {
          due,
          'overdue-only': before.overdue.amount,
          partial: Math.max(1, Math.floor(due * step.fraction)),
          extra: due + Math.floor(state.installment * 2.5 * step.fraction),
          contribution: due + Math.floor(state.installment * (3 + 6 * step.fraction)),
          payoff: before.payoff,
        };
        const amount = amounts[step.kind];
        if (amount <= 0) continue;
        const payment: Payment = { date, amount, reference: `P-${index}`, description: 'Pago', purpose: step.kind === 'payoff' ? 'payoff' : 'installments' };

        // The payoff on the day, as the reference computes it, before the money moves.
        assert.equal(before.payoff, reference.payoffOn(date), `payoff del ${date}`);
        // The payoff splits into what the issue lists: principal, charged and unpaid, accrual.
        assert.equal(
          before.payoff,
          Math.max(
            0,
            before.principalOutstanding + before.charged.interest + before.charged.iva + before.charged.fees + before.accrual.interest + before.accrual.iva - before.unapplied,
          ),
          `desglose del payoff del ${date}`,
        );

        const step_ = receivePayment(state, payment);
        state = step_.state;
        received.push(amount);
        allocated.push(...step_.allocations.map((allocation) => allocation.amount));
        contributed += step_.application!.contribution;
        inFavour = step_.application!.inFavour;
        lateFees += step_.postings.filter((posting) => posting.kind === 'late_fee').length;

        // Money in = what went to fees, IVA, interest and principal, to capital, and what is the customer's.
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        const credits = sum(step_.postings.filter((posting) => posting.kind === 'adjustment').map((posting) => posting.credit));
        assert.equal(sum(received) + credits, sum(allocated) + contributed + inFavour, `conservación del dinero al ${date}`);
        assert.equal(step_.postings.at(-1)!.balanceAfter, state.balance, 'el último movimiento lleva el saldo');

        if (step.kind === 'payoff') {
          settlements += 1;
          const after = positionOn(state, date);
          assert.ok(after.settled, 'un pago por el monto de liquidación liquida el contrato');
          assert.equal(state.balance, 0, 'y deja el saldo en cero');
          assert.equal(after.principalOutstanding, 0);
          break;
        }
        reference.pay(date, amount);
        if (step_.termChange?.reason === 'capital_contribution') contributions += 1;
        assertSameAsReference(state, reference, `paso ${index} (${step.kind}) del ${date}`);

        const position = positionOn(state, date);
        // Never less than the principal unless the difference is shown as the customer's.
        assert.ok(position.balance >= position.principalOutstanding || position.inFavour > 0 || step_.application!.inFavour > 0, 'saldo bajo el capital');
        // Any later day up to the next due date: the same payoff as the reference's.
        const probe = plusDays(date, step.probe);
        if (!position.nextPayment || probe <= position.nextPayment.dueDate) {
          assert.equal(positionOn(state, probe).payoff, reference.payoffOn(probe), `payoff proyectado al ${probe}`);
        }
      }
    }),
    { numRuns: RUNS },
  );
  // The generators reach every rule, or the property proves less than it says.
  assert.ok(contributions > 0 && settlements > 0 && lateFees > 0, `aportaciones ${contributions}, liquidaciones ${settlements}, comisiones ${lateFees}`);
});

test('a direct debit collects on each due date what the independent reference says is owed by then', () => {
  let partlyPaid = 0;
  fc.assert(
    fc.property(contractArb, fc.array(fc.constantFrom(0, 0.4, 1, 1), { minLength: 1, maxLength: 12 }), (spec, paidShares) => {
      const built = build(spec);
      const { reference } = built;
      let { state } = built;
      // On each due date in turn: the debit's amount, then some or all of it paid (a rejected debit,
      // a partial transfer), so later dates carry what is overdue and its late fee.
      for (const [index, share] of paidShares.entries()) {
        const dueDate = state.rows[index]?.dueDate;
        if (!dueDate || positionOn(state, dueDate).settled) break;
        const amount = debitAmountOn(state, dueDate);
        assert.equal(amount, reference.dueOn(dueDate), `domiciliación del ${dueDate}`);
        const paid = Math.floor(amount * share);
        if (paid <= 0) continue;
        if (paid < amount) partlyPaid += 1;
        state = receivePayment(state, { date: dueDate, amount: paid, reference: `D-${index}`, description: 'Cargo domiciliado', purpose: 'installments' }).state;
        reference.pay(dueDate, paid);
      }
    }),
    { numRuns: RUNS },
  );
  assert.ok(partlyPaid > 0, 'the generator reaches partly paid debits');
});
