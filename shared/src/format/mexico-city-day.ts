// Made on first use and kept: a page's first Intl object is a long task (es-mx.ts, decision 0020).
let mexicoCityDays: Intl.DateTimeFormat | null = null;

/**
 * The calendar day an instant falls on in Mexico City, as YYYY-MM-DD: the day the API counts due
 * dates and campaign ends by. The time-zone rules are the browser's (Mexico kept daylight saving
 * time until October 2022), so this one stays with `Intl`.
 */
export function mexicoCityDay(instant: Date = new Date()): string {
  mexicoCityDays ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = mexicoCityDays.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
