const MEXICO_CITY_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });

let movedTo: string | null = null;

/**
 * Today as the customer lives it (YYYY-MM-DD in Mexico City): what is due and overdue depends on
 * it. Given a moment, that moment's date; without one, today, unless the test clock moved it.
 */
export function businessToday(now?: Date): string {
  if (!now && movedTo) return movedTo;
  return MEXICO_CITY_DATE.format(now ?? new Date());
}

/**
 * The test clock (routes/api/test-clock, only with TEST_CLOCK=1, never in production): the
 * business day every route and job sees, so a browser test can reach a due date; null goes back to
 * the real one. Timestamps (when a row was written) stay real.
 */
export function moveBusinessDate(date: string | null): void {
  movedTo = date;
}

/** The hour in Mexico City (0-23) at a moment: the quiet hours of the notices depend on it. */
export function mexicoCityHour(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Mexico_City', hour: 'numeric', hourCycle: 'h23' }).format(now));
}

/** A `date` column as YYYY-MM-DD, whether the driver gives a Date (pg) or a string. */
export function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}
