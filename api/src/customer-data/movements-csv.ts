import type { Movement } from '@fvc/shared/contracts';

const NUMBER = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const HEADER = ['Fecha', 'Concepto', 'Referencia', 'Cargo', 'Abono', 'Saldo'];

/** A field quoted when it needs it; a leading = + - @ is neutralised so Excel never runs it as a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const amount = (cents: number) => (cents === 0 ? '' : NUMBER.format(cents / 100));
const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * Movements as CSV for Excel in Mexico: UTF-8 with a byte-order mark (so accents open right), CRLF
 * lines, dates dd/mm/aaaa and amounts in es-MX (1,234.56), quoted because they carry commas.
 */
export function movementsCsv(movements: readonly Movement[]): string {
  const lines = [HEADER.join(',')];
  for (const movement of movements) {
    lines.push(
      [dayFirst(movement.postedOn), movement.description, movement.reference, amount(movement.charge), amount(movement.credit), NUMBER.format(movement.balanceAfter / 100)]
        .map(field)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
