// es-MX dates for printed documents. Calendar dates are taken from the string as written, never
// through `Date`, so the server's time zone cannot move a due date by a day.

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

interface CalendarDate { year: number; month: number; day: number }

function calendarDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const date = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!date || date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) throw new RangeError(`Fecha ISO inválida: ${iso}`);
  return date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-10-31` (or `2026-10-31T…`) → `31/10/2026`. */
export function formatDate(iso: string): string {
  const { year, month, day } = calendarDate(iso);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** A local date-time without zone, as the CFDI writes it: `2026-11-05T10:15:00` → `05/11/2026 10:15:00`. */
export function formatLocalDateTime(iso: string): string {
  const time = /T(\d{2}:\d{2}(?::\d{2})?)/.exec(iso)?.[1];
  return time ? `${formatDate(iso)} ${time}` : formatDate(iso);
}

const mexicoCity = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant (`2026-11-01T04:30:00Z`) as the customer's wall clock: `31/10/2026 22:30`. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Fecha ISO inválida: ${iso}`);
  const parts = Object.fromEntries(mexicoCity.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** `1 al 31 de octubre de 2026`; spans across months or years name both ends. */
export function formatPeriod(from: string, to: string): string {
  const start = calendarDate(from);
  const end = calendarDate(to);
  const endText = `${end.day} de ${MONTHS[end.month - 1]} de ${end.year}`;
  if (start.year !== end.year) return `${start.day} de ${MONTHS[start.month - 1]} de ${start.year} al ${endText}`;
  if (start.month !== end.month) return `${start.day} de ${MONTHS[start.month - 1]} al ${endText}`;
  return `${start.day} al ${endText}`;
}
