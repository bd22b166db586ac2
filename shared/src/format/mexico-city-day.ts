// Made on first use and kept: a page's first Intl object is a long task (es-mx.ts, decision 0020).
let mexicoCityDays: Intl.DateTimeFormat | null = null;

/**
 * Since daylight saving time ended there, at 2:00 on 30 October 2022 (07:00 UTC), Mexico City keeps
 * UTC−6 all year (the tz database's America/Mexico_City). Should its rules change again, this
 * changes with them: the test compares it with the zone's rules as Node's ICU has them.
 */
const UTC_MINUS_SIX_SINCE = Date.UTC(2022, 9, 30, 7);
const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/**
 * The calendar day an instant falls on in Mexico City, as YYYY-MM-DD: the day the API counts due
 * dates and campaign ends by. Instants since October 2022 are six hours behind UTC, computed
 * without `Intl`: loading the zone's data made the customer's balances page wait in one long task
 * as it was drawn (issue #15). Older ones need the zone's rules (Mexico City kept daylight saving
 * time until then), and those are the browser's: `Intl`.
 */
export function mexicoCityDay(instant: Date = new Date()): string {
  if (instant.getTime() >= UTC_MINUS_SIX_SINCE) return new Date(instant.getTime() - SIX_HOURS_MS).toISOString().slice(0, 10);
  mexicoCityDays ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = mexicoCityDays.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => {
    const value = parts.find((p) => p.type === type)?.value;
    if (!value) throw new RangeError(`Sin ${type} para ${instant.toISOString()} en la Ciudad de México.`);
    return value;
  };
  return `${part('year')}-${part('month')}-${part('day')}`;
}
