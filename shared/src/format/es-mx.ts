/**
 * Numbers and calendar dates as es-MX writes them ("1,234", "$1,234.50", "15 de noviembre de
 * 2026"), without `Intl`.
 *
 * Why not `Intl`: the first `Intl` formatter a page makes costs one long task while the browser
 * loads its locale data, and these formats are drawn in the first render of the contact form,
 * the calculator, the sign-in page and the legal pages (issue #15, docs/decisions/0020). What is
 * here is only what can be written exactly: whole numbers, integer cents, and dates without a
 * time zone. Anything else (a fraction to round, an instant in Mexico City's time) stays with
 * `Intl`, made on first use.
 *
 * Jest checks every function against `Intl` (es-mx.test.ts).
 */

// Calendar dates live in their own module, so a chunk that formats only numbers does not carry them.
export { formatCalendarDate, formatCalendarMonth, MONTH_NAMES } from './calendar-date';

/** Digits in groups of three, separated by commas: "1234567" -> "1,234,567". */
const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** True for a negative number, -0 included (Intl writes it "-0"). */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

let wholeNumbers: Intl.NumberFormat | null = null;

/** A whole number: 1234 -> "1,234". Anything else goes to `Intl`, which rounds it. */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return (wholeNumbers ??= new Intl.NumberFormat('es-MX')).format(value);
  return `${isNegative(value) ? '-' : ''}${groupDigits(String(Math.abs(value)))}`;
}

let money: Intl.NumberFormat | null = null;

/** Integer cents as pesos: 123450 -> "$1,234.50". Anything else goes to `Intl`. */
export function formatMxn(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    money ??= new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });
    return money.format(cents / 100);
  }
  return `${isNegative(cents) ? '-' : ''}$${formatPesos(Math.abs(cents), 'always')}`;
}

let amounts: Record<'whole' | 'cents', Intl.NumberFormat> | null = null;

/**
 * Integer cents as an amount, without the currency sign: 1234500 -> "12,345", or "12,345.00"
 * with `showCents: 'always'`; 1234550 -> "12,345.50" either way. Anything else goes to `Intl`.
 */
export function formatPesos(cents: number, showCents: 'always' | 'when-any' = 'when-any'): string {
  const withCents = showCents === 'always' || cents % 100 !== 0;
  if (!Number.isSafeInteger(cents)) {
    amounts ??= {
      whole: new Intl.NumberFormat('es-MX', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    return amounts[withCents ? 'cents' : 'whole'].format(cents / 100);
  }
  const magnitude = Math.abs(cents);
  const pesos = groupDigits(String(Math.floor(magnitude / 100)));
  const amount = withCents ? `${pesos}.${String(magnitude % 100).padStart(2, '0')}` : pesos;
  return `${isNegative(cents) ? '-' : ''}${amount}`;
}
