import { formatCalendarDate, mexicoCityDay } from '@fvc/shared/format';

/** A calendar day, YYYY-MM-DD (a birth date, a company's incorporation), as the applicant reads it: "12 de abril de 1985". */
export const formatDay = (isoDate: string): string => formatCalendarDate(isoDate);

/** The day an instant (a status change, a signature) fell on in Mexico City. */
export const formatDayOf = (instant: string): string => formatCalendarDate(mexicoCityDay(new Date(instant)));
