// Made on first use and kept: a page's first Intl object is a long task (es-mx.ts, decision 0020).
let mexicoCityDays: Intl.DateTimeFormat | null = null;

/**
 * The calendar day an instant falls on in Mexico City, as YYYY-MM-DD: the day the API counts due
 * dates and campaign ends by. Unlike es-mx.ts, this needs the zone's rules (Mexico kept daylight
 * saving time until October 2022), and those are the browser's: it uses `Intl`.
 */
export function mexicoCityDay(instant: Date = new Date()): string {
  mexicoCityDays ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = mexicoCityDays.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => {
    const value = parts.find((p) => p.type === type)?.value;
    if (!value) throw new RangeError(`Sin ${type} para ${instant.toISOString()} en la Ciudad de México.`);
    return value;
  };
  return `${part('year')}-${part('month')}-${part('day')}`;
}
