import { formatDownPayment, readDownPayment, type DownPaymentRange } from './down-payment-text';

const credit: DownPaymentRange = { minPct: 10, maxPct: 50, base: 98_000_000, noun: 'enganche', baseLabel: 'del precio con IVA' };

describe('reading the down payment as typed', () => {
  it('takes whole percentages, with or without the sign', () => {
    expect(readDownPayment('25', 'percent', credit)).toEqual({ ok: true, pct: 25, amount: 24_500_000, exact: true });
    expect(readDownPayment(' 25 % ', 'percent', credit)).toMatchObject({ ok: true, pct: 25 });
  });

  it('explains, in Spanish, what it cannot use', () => {
    expect(readDownPayment('', 'percent', credit)).toEqual({ ok: false, message: 'Escribe el enganche en porcentaje, de 10 a 50.' });
    expect(readDownPayment('10.5', 'percent', credit)).toEqual({ ok: false, message: 'Escribe un porcentaje entero, sin decimales, de 10 a 50.' });
    expect(readDownPayment('10,5', 'percent', credit)).toMatchObject({ ok: false });
    expect(readDownPayment('-5', 'percent', credit)).toEqual({ ok: false, message: 'Escribe solo números, por ejemplo 20.' });
    expect(readDownPayment('51', 'percent', credit)).toEqual({ ok: false, message: 'El enganche va de 10 % a 50 % del precio con IVA.' });
  });

  it('takes pesos as written in Mexico and uses the nearest step of 1 %', () => {
    expect(readDownPayment('$196,000', 'amount', credit)).toEqual({ ok: true, pct: 20, amount: 19_600_000, exact: true });
    expect(readDownPayment('200000.50', 'amount', credit)).toEqual({ ok: true, pct: 20, amount: 19_600_000, exact: false });
    // A European thousands point is not guessed at: it is shown as an error.
    expect(readDownPayment('196.000', 'amount', credit)).toEqual({ ok: false, message: 'Escribe un monto en pesos, por ejemplo 150000 o 150,000.00.' });
    expect(readDownPayment('97,999.99', 'amount', credit)).toMatchObject({ ok: false, message: expect.stringContaining('de $98,000.00 a $490,000.00') });
  });

  it('writes a value set from outside in the unit shown', () => {
    expect(formatDownPayment(20, 'percent', credit.base)).toBe('20');
    expect(formatDownPayment(20, 'amount', credit.base)).toBe('196,000');
    expect(formatDownPayment(20, 'amount', 84_482_759)).toBe('168,965.52');
  });
});
