/**
 * Numbers and calendar dates as es-MX writes them ("1,234", "$1,234.50", "15 de noviembre de
 * 2026"), without `Intl`.
 *
 * Why not `Intl`: the first `Intl` formatter a page makes costs one long task while the browser
 * loads its locale data (55–67 ms measured in Chromium here, before Lighthouse's ×4 phone), and
 * these formats are drawn in the first render of the contact form, the calculator, the sign-in
 * page and the legal pages (issue #15, docs/decisions/0020). What is here is only what can be
 * written exactly: whole numbers, integer cents, and dates without a time zone. Anything else
 * (a fraction to round, an instant in Mexico City's time) stays with `Intl`, made on first use.
 *
 * Jest checks every function against `Intl` (es-mx.test.ts).
 */

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

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

/**
 * Integer cents as an amount without the sign: 1234500 -> "12,345", or "12,345.00" with
 * `cents: 'always'`; 1234550 -> "12,345.50" either way. Negative amounts are not amounts here.
 */
export function formatPesos(cents: number, showCents: 'always' | 'when-any' = 'when-any'): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Monto en centavos no válido: ${cents}`);
  const pesos = groupDigits(String(Math.floor(cents / 100)));
  const rest = cents % 100;
  return rest === 0 && showCents === 'when-any' ? pesos : `${pesos}.${String(rest).padStart(2, '0')}`;
}

/**
 * A calendar date as written: "2026-11-15" (or the date part of an ISO text) -> "15 de noviembre
 * de 2026". No time zone is involved: it is the date as the data says it.
 */
export function formatCalendarDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  // Through a Date in UTC, so an impossible day rolls over exactly as it did with Intl.
  const date = new Date(0);
  if (match) date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!match || Number.isNaN(date.getTime())) throw new RangeError(`Fecha no válida: ${iso}`);
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}

/** The month of a calendar date: "2026-11" or "2026-11-15" -> "noviembre de 2026". */
export function formatCalendarMonth(iso: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Mes no válido: ${iso}`);
  return `${month} de ${Number(match[1])}`;
}
