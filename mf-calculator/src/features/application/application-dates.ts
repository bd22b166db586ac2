import { mexicoCityDay } from '@fvc/shared/format';

/**
 * Dates as the applicant reads them ("12 de abril de 1985"). With Intl rather than the site's own
 * formatter (@fvc/shared/format, made to keep Intl off a first paint, decision 0020): this chunk
 * loads after the page is up, and using that formatter here would add it to the calculator's first
 * chunk, where rspack keeps the one copy of the module with every export any chunk uses.
 */
let longDays: Intl.DateTimeFormat | null = null;

/** A calendar day, YYYY-MM-DD (a birth date, a company's incorporation). */
export function formatDay(isoDate: string): string {
  longDays ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' });
  return longDays.format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

/** The day an instant (a status change, a signature) fell on in Mexico City. */
export const formatDayOf = (instant: string): string => formatDay(mexicoCityDay(new Date(instant)));
