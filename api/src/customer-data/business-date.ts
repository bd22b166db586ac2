const MEXICO_CITY_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today as the customer lives it (YYYY-MM-DD in Mexico City): what is due and overdue depends on it. */
export function businessToday(now = new Date()): string {
  return MEXICO_CITY_DATE.format(now);
}

/** A `date` column as YYYY-MM-DD, whether the driver gives a Date (pg) or a string. */
export function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}
