/**
 * Calendar dates as es-MX writes them ("15 de noviembre de 2026"), without `Intl` (why: es-mx.ts).
 * Jest checks them against `Intl` (es-mx.test.ts).
 */

export const MONTH_NAMES = [
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
  'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
] as const;

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
  return `${date.getUTCDate()} de ${MONTH_NAMES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}

/** The month of a calendar date: "2026-11" or "2026-11-15" -> "noviembre de 2026". */
export function formatCalendarMonth(iso: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(iso);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Mes no válido: ${iso}`);
  return `${month} de ${Number(match[1])}`;
}
