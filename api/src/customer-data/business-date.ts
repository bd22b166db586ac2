const MEXICO_CITY_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });

let movedTo: Date | null = null;

/** Now, as the business sees it: the real moment, unless the test clock moved it. */
export function clockNow(): Date {
  return movedTo ?? new Date();
}

/**
 * Today as the customer lives it (YYYY-MM-DD in Mexico City): what is due and overdue depends on
 * it. Given a moment, that moment's date; without one, today (the test clock's, when moved).
 */
export function businessToday(now?: Date): string {
  return MEXICO_CITY_DATE.format(now ?? clockNow());
}

/**
 * The test clock (routes/api/test-clock, only with TEST_CLOCK=1, never in production): the moment
 * every route and job sees as now (the business day, the quiet hours), so a browser test can reach
 * a due date; null goes back to the real one. Timestamps the database writes stay real.
 */
export function moveClock(to: Date | null): void {
  movedTo = to;
}

/** The test clock set to noon in Mexico City of `date` (YYYY-MM-DD), or back to the real clock. */
export function moveBusinessDate(date: string | null): void {
  moveClock(date === null ? null : new Date(`${date}T12:00:00-06:00`));
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
