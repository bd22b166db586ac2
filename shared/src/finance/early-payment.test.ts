import fc from 'fast-check';
import {
  addMonths,
  creditPayment,
  creditSchedule,
  daysBetween,
  EarlyPaymentError,
  payoffAmount,
  scheduleTotals,
  simulateCapitalContribution,
  type CapitalContributionInput,
  type PayoffInput,
} from './index';

/**
 * 100,000.00 at 12 % (r = 1 %) over 60 months: P·r / (1 − 1.01^−60) = 2,224.44 (table value).
 * The contract is untouched, so its 60 remaining rows are the whole creditSchedule.
 */
const contract: CapitalContributionInput = {
  balance: 10_000_000,
  annualRate: 0.12,
  installment: 222_444,
  ivaOnInterest: false,
  remainingTerm: 60,
  amount: 2_000_000,
};

function errorOf(run: () => unknown): EarlyPaymentError {
  try {
    run();
  } catch (error) {
    if (error instanceof EarlyPaymentError) return error;
    throw error;
  }
  throw new Error('expected an EarlyPaymentError');
}

describe('simulateCapitalContribution', () => {
  it('shortens 100,000 at 1 % / 2,224.44 after 20,000 to 44 installments and a last one of 1,770.56', () => {
    // Independent figures:
    // - months: n = −ln(1 − 80,000 × 0.01 / 2,224.44) / ln 1.01 = 0.445726 / 0.0099503 = 44.795,
    //   so 44 full installments and a smaller 45th.
    // - closed form without monthly rounding: B44 = 80,000 × 1.01^44 − 2,224.44 × (1.01^44 − 1) / 0.01
    //   = 123,945.41 − 122,192.40 = 1,753.01 (1.01^44 = 1.5493176); last = 1,753.01 × 1.01 = 1,770.54.
    // - with interest rounded to the cent each month (a Python Decimal loop, ROUND_HALF_UP, written
    //   apart from this code): B44 = 1,753.03, interest 17.53, last payment 1,770.56 — two cents of
    //   accumulated rounding over the closed form.
    // - interest = everything paid − principal: 44 × 2,224.44 + 1,770.56 − 80,000 = 19,645.92.
    // - without the contribution the contract's last row is 2,224.87 (it absorbs 43 cents), so
    //   interest = 59 × 2,224.44 + 2,224.87 − 100,000 = 33,466.83; saved 33,466.83 − 19,645.92 = 13,820.91.
    expect(creditPayment(10_000_000, 0.12, 60)).toBe(contract.installment);
    const result = simulateCapitalContribution(contract);

    expect(result).toMatchObject({
      newBalance: 8_000_000,
      termBefore: 60,
      termAfter: 45,
      monthsSaved: 15,
      interestBefore: 3_346_683,
      interestAfter: 1_964_592,
      interestSaved: 1_382_091,
    });
    expect(result.schedule[0]).toEqual({ period: 1, payment: 222_444, interest: 80_000, principal: 142_444, iva: 0, total: 222_444, balance: 7_857_556 });
    expect(result.schedule.at(-1)).toEqual({ period: 45, payment: 177_056, interest: 1_753, principal: 175_303, iva: 0, total: 177_056, balance: 0 });
    expect(result.schedule.at(-2)?.balance).toBe(175_303);
  });

  it('keeps the installment on every row but a smaller last one, and repays exactly the new balance', () => {
    const { schedule, newBalance, termAfter, termBefore, interestAfter } = simulateCapitalContribution(contract);
    expect(termAfter).toBeLessThan(termBefore);
    expect(schedule.slice(0, -1).every((row) => row.payment === contract.installment)).toBe(true);
    expect(schedule.at(-1)?.payment).toBeLessThanOrEqual(contract.installment);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(newBalance);
    expect(schedule.reduce((sum, row) => sum + row.payment, 0)).toBe(newBalance + interestAfter);
    expect(schedule.map((row) => row.period)).toEqual(Array.from({ length: termAfter }, (_, i) => i + 1));
  });

  it('counts as interest before exactly what the contract still had to pay', () => {
    const rows = creditSchedule({ principal: 10_000_000, annualRate: 0.12, termMonths: 60, ivaOnInterest: false });
    expect(simulateCapitalContribution(contract).interestBefore).toBe(scheduleTotals(rows).interest);

    // Twelve installments into the contract: the 48 rows left of creditSchedule.
    const paid = 12;
    const balance = rows[paid - 1]?.balance ?? 0;
    const midway = simulateCapitalContribution({ ...contract, balance, remainingTerm: 60 - paid, amount: 1_000_000 });
    expect(midway.interestBefore).toBe(scheduleTotals(rows.slice(paid)).interest);
    expect(midway.newBalance).toBe(balance - 1_000_000);
  });

  it('charges IVA on each row’s interest when the plan says so', () => {
    const { schedule } = simulateCapitalContribution({ ...contract, ivaOnInterest: true });
    // 16 % of the first month’s interest of 800.00 on 80,000.00.
    expect(schedule[0]).toMatchObject({ interest: 80_000, iva: 12_800, total: 222_444 + 12_800 });
    expect(schedule.every((row) => row.iva === Math.round(row.interest * 0.16) && row.total === row.payment + row.iva)).toBe(true);
    expect(simulateCapitalContribution({ ...contract, ivaOnInterest: true, ivaRate: 0.08 }).schedule[0]?.iva).toBe(6_400);
  });

  it('works without interest: 12 × 1,000.00 left, 3,000.00 paid in -> 9 months, nothing saved', () => {
    const result = simulateCapitalContribution({ balance: 1_200_000, annualRate: 0, installment: 100_000, ivaOnInterest: true, remainingTerm: 12, amount: 300_000 });
    expect(result).toMatchObject({ newBalance: 900_000, termAfter: 9, monthsSaved: 3, interestBefore: 0, interestSaved: 0 });
    expect(result.schedule.every((row) => row.payment === 100_000 && row.iva === 0)).toBe(true);
  });

  it('leaves the contract’s rounding cents to a small last row of their own', () => {
    // 50,000.00 at 0 % over 60: 833.33 × 59 + a last row of 833.53 (20 cents of rounding).
    // After 3 × 833.33 = 2,499.99: 47,500.01 = 57 × 833.33 (47,499.81) + 0.20 in month 58.
    const result = simulateCapitalContribution({ balance: 5_000_000, annualRate: 0, installment: 83_333, ivaOnInterest: false, remainingTerm: 60, amount: 249_999 });
    expect(result).toMatchObject({ termAfter: 58, monthsSaved: 2 });
    expect(result.schedule.at(-1)).toMatchObject({ payment: 20, principal: 20, balance: 0 });
  });

  it('keeps the contract’s due dates: the shorter schedule is the first rows of the calendar', () => {
    const dueDates = Array.from({ length: 60 }, (_, index) => addMonths('2024-12-31', index + 1));
    const { schedule } = simulateCapitalContribution({ ...contract, dueDates });
    expect(schedule.slice(0, 4).map((row) => row.dueDate)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30']);
    // 45 rows from January 2025: the last is 44 months later, September 2028.
    expect(schedule.at(-1)?.dueDate).toBe('2028-09-30');
    // A calendar whose next date is a clamped February stays on the 31st after it (the ledger's
    // property test found rows moved to the 28th when the dates were counted from the first one).
    const fromFebruary = simulateCapitalContribution({ ...contract, dueDates: dueDates.slice(1) });
    expect(fromFebruary.schedule.slice(0, 2).map((row) => row.dueDate)).toEqual(['2025-02-28', '2025-03-31']);
    expect(simulateCapitalContribution(contract).schedule.some((row) => 'dueDate' in row)).toBe(false);
  });

  it('refuses less than 3 installments and accepts exactly 3', () => {
    const twoInstallments = errorOf(() => simulateCapitalContribution({ ...contract, amount: 2 * 222_444 }));
    expect(twoInstallments.field).toBe('amount');
    expect(twoInstallments.message).toMatch(/al menos 3 mensualidades \(\$6,673\.32\)/);
    expect(() => simulateCapitalContribution({ ...contract, amount: 3 * 222_444 - 1 })).toThrow(EarlyPaymentError);
    expect(simulateCapitalContribution({ ...contract, amount: 3 * 222_444 }).newBalance).toBe(10_000_000 - 667_332);
  });

  it('sends a contribution of the whole balance or more to the payoff', () => {
    for (const amount of [10_000_000, 12_000_000]) {
      const error = errorOf(() => simulateCapitalContribution({ ...contract, amount }));
      expect(error.field).toBe('amount');
      expect(error.message).toMatch(/liquidación anticipada/);
    }
    // A balance under 3 installments cannot take any contribution: the message says what can be done.
    const small = errorOf(() => simulateCapitalContribution({ ...contract, balance: 440_664, remainingTerm: 2, amount: 300_000 }));
    expect(small.message).toMatch(/solo puedes pagarlo completo con la liquidación anticipada/);
  });

  it.each([
    ['amount', { amount: 0 }],
    ['amount', { amount: -700_000 }],
    ['amount', { amount: 700_000.5 }],
    ['balance', { balance: Number.NaN }],
    ['installment', { installment: 0 }],
    ['annualRate', { annualRate: -0.1 }],
    ['remainingTerm', { remainingTerm: 0 }],
    ['remainingTerm', { remainingTerm: 12.5 }],
    ['dueDates', { dueDates: ['2025-02-30'] }],
    ['dueDates', { dueDates: ['31/01/2025'] }],
    ['dueDates', { dueDates: [] }],
  ] as const)('refuses a bad %s (%o)', (field, overrides) => {
    const error = errorOf(() => simulateCapitalContribution({ ...contract, ...overrides }));
    expect(error.field).toBe(field);
    expect(error.name).toBe('EarlyPaymentError');
  });

  it('refuses a balance, installment and term that belong to different contracts', () => {
    // 2,224.44 repays 100,000 in 60 months (61 by the shortening rule: a 43-cent last row).
    for (const remainingTerm of [30, 59, 62, 120]) {
      expect(errorOf(() => simulateCapitalContribution({ ...contract, remainingTerm })).field).toBe('remainingTerm');
    }
    expect(simulateCapitalContribution({ ...contract, remainingTerm: 61 }).termBefore).toBe(61);
    // 900.00 does not even cover the first month's 1,000.00 of interest.
    expect(errorOf(() => simulateCapitalContribution({ ...contract, installment: 90_000, amount: 300_000 })).field).toBe('remainingTerm');
  });

  it('holds for any contract of the plans, at any point, with any valid contribution', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 500_000_000 }),
        fc.integer({ min: 0, max: 400 }).map((bp) => bp / 1000),
        fc.constantFrom(12, 18, 24, 36, 48, 60, 72),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (principal, annualRate, termMonths, paidShare, amountShare, ivaOnInterest) => {
          const rows = creditSchedule({ principal, annualRate, termMonths, ivaOnInterest });
          const installment = creditPayment(principal, annualRate, termMonths);
          const paid = Math.floor(paidShare * (termMonths - 4));
          const balance = paid === 0 ? principal : (rows[paid - 1]?.balance ?? 0);
          const minimum = 3 * installment;
          fc.pre(balance > minimum);
          const amount = minimum + Math.floor(amountShare * (balance - 1 - minimum));
          const result = simulateCapitalContribution({ balance, annualRate, installment, ivaOnInterest, remainingTerm: termMonths - paid, amount });

          expect(result.interestBefore).toBe(scheduleTotals(rows.slice(paid)).interest);
          expect(result.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(balance - amount);
          expect(result.schedule.at(-1)?.balance).toBe(0);
          expect(result.schedule.every((row) => row.balance >= 0 && row.principal > 0)).toBe(true);
          expect(result.schedule.slice(0, -1).every((row) => row.payment === installment)).toBe(true);
          expect(result.schedule.at(-1)?.payment).toBeLessThanOrEqual(installment);
          // 3 installments' worth of principal saves 3 months, but one fewer when the contract's
          // last row was over the installment: its leftover cents become a row of their own.
          const lastOver = (rows.at(-1)?.payment ?? 0) > installment;
          expect(result.monthsSaved).toBeGreaterThanOrEqual(lastOver ? 2 : 3);
          expect(result.interestSaved).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('payoffAmount', () => {
  const loan: PayoffInput = {
    principalOutstanding: 25_000_000,
    annualRate: 0.1499,
    lastAccrualDate: '2025-03-10',
    asOf: '2025-03-27',
    overdueInterest: 0,
    overdueIva: 0,
    unpaidFees: 0,
    ivaOnInterest: true,
  };

  it('accrues 17 days on 250,000.00 at 14.99 % actual/360: 1,769.65 + IVA 283.14', () => {
    // 250,000 × 0.1499 = 37,475 a year; × 17 / 360 = 637,075 / 360 = 1,769.6527… -> 1,769.65.
    // IVA: 1,769.65 × 0.16 = 283.144 -> 283.14.
    expect(payoffAmount(loan)).toEqual({
      principal: 25_000_000,
      accruedInterest: 176_965,
      accruedIva: 28_314,
      overdueInterest: 0,
      overdueIva: 0,
      fees: 0,
      paidOnAccount: 0,
      total: 25_000_000 + 176_965 + 28_314,
      days: 17,
    });
  });

  it('adds overdue interest, its IVA and unpaid fees as billed', () => {
    const payoff = payoffAmount({ ...loan, overdueInterest: 100_000, overdueIva: 16_000, unpaidFees: 50_000 });
    // 250,000 + 1,769.65 + 283.14 + 1,000.00 + 160.00 + 500.00 = 253,712.79
    expect(payoff).toMatchObject({ overdueInterest: 100_000, overdueIva: 16_000, fees: 50_000, total: 25_371_279 });
  });

  it('takes off what was already paid toward installments not yet covered in full', () => {
    // A card payment of 500.00 ahead of the next due date: 250,000 + 1,769.65 + 283.14 − 500.00.
    expect(payoffAmount({ ...loan, paidOnAccount: 50_000 })).toMatchObject({ paidOnAccount: 50_000, total: 25_000_000 + 176_965 + 28_314 - 50_000 });
    expect(errorOf(() => payoffAmount({ ...loan, paidOnAccount: -1 })).field).toBe('paidOnAccount');
    // A last installment paid almost whole before it falls due can be more than settling early owes.
    expect(payoffAmount({ ...loan, paidOnAccount: 26_000_000 })).toMatchObject({ paidOnAccount: 26_000_000, total: 0 });
  });

  it('charges no IVA on the accrued interest when the plan does not', () => {
    expect(payoffAmount({ ...loan, ivaOnInterest: false })).toMatchObject({ accruedInterest: 176_965, accruedIva: 0, total: 25_176_965 });
  });

  it('counts the real days of a leap February', () => {
    // 2024-02-15 -> 2024-03-15 is 29 days: 37,475 × 29 / 360 = 3,018.8194… -> 3,018.82; IVA 483.0112 -> 483.01.
    expect(payoffAmount({ ...loan, lastAccrualDate: '2024-02-15', asOf: '2024-03-15' })).toMatchObject({ days: 29, accruedInterest: 301_882, accruedIva: 48_301 });
    // 2025 has 28: 37,475 × 28 / 360 = 2,914.7222… -> 2,914.72; IVA 466.3552 -> 466.36.
    expect(payoffAmount({ ...loan, lastAccrualDate: '2025-02-15', asOf: '2025-03-15' })).toMatchObject({ days: 28, accruedInterest: 291_472, accruedIva: 46_636 });
  });

  it('accrues nothing on the due date itself', () => {
    expect(payoffAmount({ ...loan, asOf: loan.lastAccrualDate })).toMatchObject({ days: 0, accruedInterest: 0, accruedIva: 0, total: 25_000_000 });
  });

  it('uses actual/365 when asked', () => {
    // 637,075 / 365 = 1,745.4109… -> 1,745.41; IVA 279.2656 -> 279.27.
    expect(payoffAmount({ ...loan, dayCount: 365 })).toMatchObject({ days: 17, accruedInterest: 174_541, accruedIva: 27_927 });
  });

  it('refuses a payoff date before the last due date, and bad dates or amounts', () => {
    const early = errorOf(() => payoffAmount({ ...loan, asOf: '2025-03-09' }));
    expect(early).toMatchObject({ field: 'asOf', message: 'La fecha de liquidación no puede ser anterior al último vencimiento.' });
    expect(errorOf(() => payoffAmount({ ...loan, lastAccrualDate: '2025-13-01' })).field).toBe('lastAccrualDate');
    expect(errorOf(() => payoffAmount({ ...loan, unpaidFees: -1 })).field).toBe('unpaidFees');
    expect(errorOf(() => payoffAmount({ ...loan, dayCount: 364 as 365 })).field).toBe('dayCount');
  });
});

describe('calendar helpers', () => {
  it('adds months on the same day, clamped to the month’s end', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -13)).toBe('2023-12-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-05-10', 0)).toBe('2025-05-10');
  });

  it('counts calendar days whatever the time zone', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    // Spans a daylight-saving change in the US and Europe: still whole days.
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(daysBetween('2025-03-27', '2025-03-10')).toBe(-17);
  });

  it('refuses what is not a calendar date in ISO form', () => {
    expect(() => addMonths('2025-02-29', 1)).toThrow(RangeError);
    expect(() => addMonths('2025-1-5', 1)).toThrow(/AAAA-MM-DD/);
    expect(() => addMonths('2025-01-05', 1.5)).toThrow(RangeError);
    expect(() => daysBetween('2025-01-05T00:00:00Z', '2025-01-06')).toThrow(RangeError);
  });
});
