import { formatCalendarDate, formatCalendarMonth, formatMxn, formatPesos, formatWholeNumber } from './es-mx';

// The reference: what Intl writes for es-MX (Node carries the full ICU data).
const wholeNumber = new Intl.NumberFormat('es-MX');
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });
const amount = (cents: number, decimals: number) =>
  new Intl.NumberFormat('es-MX', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(cents / 100);
const longDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });
const monthOfYear = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const INTEGERS = [0, -0, 1, -1, 9, 10, 99, 100, 999, 1000, -1000, 1001, 9999, 10000, 12345, 99999, 100000, 999999, 1000000, 1234567, -7654321, 123456789012, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];

describe('es-MX numbers without Intl', () => {
  it.each(INTEGERS)('writes the whole number %p as Intl does', (value) => {
    expect(formatWholeNumber(value)).toBe(wholeNumber.format(value));
  });

  it.each([0.5, 1234.5678, -2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('leaves %p to Intl', (value) => {
    expect(formatWholeNumber(value)).toBe(wholeNumber.format(value));
  });

  // (Not the largest integers: Intl gets cents / 100, which loses the last cent above 2^53 / 100.)
  const CENTS = [...INTEGERS.filter((value) => Math.abs(value) < 1e15), 5, 50, 105, 123450, -123455, 100000001];
  it.each(CENTS)('writes %p cents as Intl writes the pesos', (cents) => {
    expect(formatMxn(cents)).toBe(money.format(cents / 100));
  });

  it('leaves fractions of a cent to Intl', () => {
    expect(formatMxn(12.5)).toBe(money.format(0.125));
  });

  it.each([0, -0, 5, 100, 105, -105, 123450, -123450, 1234500, 1234550, 100000001, 12.5, Number.NaN])(
    'writes %p cents as an amount, with cents only when there are some, as Intl does',
    (cents) => {
      expect(formatPesos(cents)).toBe(amount(cents, Number.isInteger(cents) && cents % 100 === 0 ? 0 : 2));
      expect(formatPesos(cents, 'always')).toBe(amount(cents, 2));
    },
  );
});

describe('es-MX calendar dates without Intl', () => {
  it('writes every day of a leap year and of the years around it as Intl does', () => {
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString();
      expect(formatCalendarDate(iso.slice(0, 10))).toBe(longDate.format(new Date(day)));
      expect(formatCalendarMonth(iso.slice(0, 7))).toBe(monthOfYear.format(new Date(day)));
    }
  });

  it('reads the date part of a longer ISO text, and rolls an impossible day over as Date does', () => {
    expect(formatCalendarDate('2026-11-15T23:30:00-06:00')).toBe('15 de noviembre de 2026');
    expect(formatCalendarDate('2026-02-31')).toBe(longDate.format(new Date('2026-03-03T00:00:00Z')));
    expect(formatCalendarDate('0999-01-05')).toBe(longDate.format(new Date(Date.UTC(999, 0, 5))));
  });

  it.each(['', '15/11/2026', '2026-1-5', 'mañana'])('refuses %p', (text) => {
    expect(() => formatCalendarDate(text)).toThrow(RangeError);
    expect(() => formatCalendarMonth(text)).toThrow(RangeError);
  });

  it('refuses a month that does not exist', () => {
    expect(() => formatCalendarMonth('2026-13')).toThrow(RangeError);
  });
});
