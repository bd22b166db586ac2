import { formatMxn } from '@fvc/shared/finance';
import { formatCalendarDate, formatCalendarMonth, mexicoCityDay } from '@fvc/shared/format';
import type { ContractStanding } from '@fvc/shared/contracts';

export { formatMxn };

/** 15 de noviembre de 2026: calendar dates are shown as written, with no time-zone shift. */
export const formatLongDate = formatCalendarDate;
/** 15/11/2026 */
export const formatShortDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/**
 * The day an instant (a payment's or a request's time stamp, in UTC) falls on in Mexico City, as
 * 24/11/2026: the day the API posts the movement on. Cutting the UTC string would put anything
 * after 18:00 on the next day.
 */
export const formatShortDay = (instant: string) => formatShortDate(mexicoCityDay(new Date(instant)));
/** 6 de diciembre de 2026: the day an instant falls on in Mexico City, written out. */
export const formatLongDay = (instant: string) => formatCalendarDate(mexicoCityDay(new Date(instant)));
// Made on first use (a page's first Intl object is a long task, shared/src/format/es-mx.ts).
let mexicoCityDateTime: Intl.DateTimeFormat | null = null;

/** 6 dic 2026, 13:05: an instant as the company's clock reads it (Mexico City), whatever the device's zone. */
export function formatMexicoCityDateTime(instant: string): string {
  mexicoCityDateTime ??= new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });
  return mexicoCityDateTime.format(new Date(instant));
}

/** noviembre de 2026 */
export const formatMonth = formatCalendarMonth;

export const STANDING_LABELS: Record<ContractStanding, string> = {
  current: 'Vigente',
  overdue: 'Con atraso',
  settled: 'Liquidado',
};

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(2)} % anual fija`;
}
