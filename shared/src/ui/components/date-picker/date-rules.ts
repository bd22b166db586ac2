import { MONTH_NAMES } from '../../../format/es-mx';
/**
 * Calendar rules of the date picker (docs/product.md §5, §9), free of React. Dates are ISO strings
 * 'YYYY-MM-DD' with no time and no time zone: `new Date('YYYY-MM-DD')` would read them as UTC
 * midnight and show the previous day west of Greenwich (all of Mexico).
 */

export type DateParseResult = { ok: true; iso: string } | { ok: false; reason: string };

export interface DateRules {
  /** docs/product.md §9: 1000 to 9999. */
  minYear?: number;
  maxYear?: number;
  /** Earliest and latest ISO dates allowed, inclusive. */
  min?: string;
  max?: string;
  /** 0 = domingo … 6 = sábado. */
  disabledWeekdays?: readonly number[];
  disabled?: (iso: string) => boolean;
  /** The format the person uses, for the dates quoted in messages. */
  format?: string;
}

export const DEFAULT_FORMAT = 'dd/mm/yyyy';
export const DEFAULT_MIN_YEAR = 1000;
export { MONTH_NAMES };

export const DEFAULT_MAX_YEAR = 9999;
/** docs/product.md §9: years shown per page in the year grid. */
export const YEARS_PER_PAGE = 25;

const MONTH_ABBREVIATIONS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;
export const WEEKDAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

const MONTHS_BY_NAME = new Map<string, number>([
  ...MONTH_ABBREVIATIONS.map((name, index) => [name, index + 1] as const),
  ...MONTH_NAMES.map((name, index) => [name, index + 1] as const),
  ['sept', 9],
]);

type Token = 'yyyy' | 'mmm' | 'mm' | 'm' | 'dd' | 'd';
type FormatPart = { token: Token } | { separator: string };

const FORMAT_PART = /yyyy|mmm|mm|m|dd|d|[/\-. ]+/g;
const TEXT_SEPARATORS = /[/\-.\s]+/;

const formatCache = new Map<string, FormatPart[]>();

/**
 * Splits a format such as 'dd/mm/yyyy' into tokens and separators. A bad format is a programming
 * error, so it throws rather than letting every date be rejected.
 */
function parseFormat(format: string): FormatPart[] {
  const cached = formatCache.get(format);
  if (cached) return cached;
  const lower = format.toLowerCase();
  const parts: FormatPart[] = [];
  let consumed = 0;
  for (const match of lower.matchAll(FORMAT_PART)) {
    if (match.index !== consumed) break;
    consumed += match[0].length;
    const text = match[0];
    parts.push(/^[/\-. ]+$/.test(text) ? { separator: text } : { token: text as Token });
  }
  // Exactly token, separator, token, separator, token: without separators '1122026' is ambiguous.
  const alternates = parts.length === 5 && parts.every((part, index) => ('token' in part) === (index % 2 === 0));
  const letters = parts.flatMap((part) => ('token' in part ? [part.token[0]] : []));
  const complete = ['y', 'm', 'd'].every((letter) => letters.includes(letter));
  if (consumed !== lower.length || !alternates || !complete) {
    throw new Error(`Formato de fecha no válido: "${format}". Usa yyyy, m/mm/mmm y d/dd separados por / - . o espacio.`);
  }
  formatCache.set(format, parts);
  return parts;
}

/** The format as Spanish speakers read it: 'dd/mm/yyyy' -> 'dd/mm/aaaa'. */
export function formatHint(format = DEFAULT_FORMAT): string {
  parseFormat(format);
  return format.toLowerCase().replace('yyyy', 'aaaa');
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Year, month and day of an ISO date that exists in the calendar; null for anything else. */
export function splitIso(iso: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

// Arithmetic goes through a UTC Date built with setUTCFullYear: Date.UTC maps years 0-99 to
// 1900-1999, and local dates skip or repeat hours on daylight-saving changes.
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

const fromUtc = (date: Date) => toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

function parts(iso: string) {
  const split = splitIso(iso);
  if (!split) throw new Error(`Fecha ISO no válida: "${iso}"`);
  return split;
}

/** 0 = domingo … 6 = sábado. */
export function weekday(iso: string): number {
  const { year, month, day } = parts(iso);
  return utcDate(year, month, day).getUTCDay();
}

// Years past 9999 or before 0000 have no 'YYYY-MM-DD' form: arithmetic stops at those ends.
const FIRST_ISO = '0000-01-01';
const LAST_ISO = '9999-12-31';

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  const date = utcDate(year, month, day + days);
  if (date.getUTCFullYear() < 0) return FIRST_ISO;
  if (date.getUTCFullYear() > 9999) return LAST_ISO;
  return fromUtc(date);
}

/** Same day some months away, or that month's last day when it is shorter (31 ene + 1 = 28/29 feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  if (targetYear < 0) return FIRST_ISO;
  if (targetYear > 9999) return LAST_ISO;
  return toIso(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** Today on the person's own calendar (local time), which is what "today" means to them. */
export function todayIso(): string {
  const now = new Date();
  return toIso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * Writes an ISO date in a format: 'dd/mm/yyyy' -> '05/09/2026', 'd mmm yyyy' -> '5 sep 2026'.
 * Text that is not an ISO date is returned as it came, so a bad value shows instead of vanishing.
 */
export function formatIso(iso: string, format = DEFAULT_FORMAT): string {
  const split = splitIso(iso);
  if (!split) return iso;
  const { year, month, day } = split;
  const values: Record<Token, string> = {
    yyyy: pad(year, 4),
    mmm: MONTH_ABBREVIATIONS[month - 1]!,
    mm: pad(month, 2),
    m: String(month),
    dd: pad(day, 2),
    d: String(day),
  };
  return parseFormat(format)
    .map((part) => ('token' in part ? values[part.token] : part.separator))
    .join('');
}

const formatMessage = (format: string) => `Escribe una fecha válida con el formato ${formatHint(format)}.`;

/**
 * Reads a date typed in `format`. Lenient where it costs nothing: any of / - . or space separates
 * (whatever the format uses), days and months take one or two digits, month names are
 * case-insensitive and may be full ('septiembre') or abbreviated ('sep', 'sept', 'sep.').
 * Strict where guessing would be wrong: the year has four digits and the date must exist.
 * Whether the date is allowed (year range, limits, disabled days) is validateDate's job.
 */
export function parseDateText(text: string, format = DEFAULT_FORMAT): DateParseResult {
  const tokens = parseFormat(format).flatMap((part) => ('token' in part ? [part.token] : []));
  const fields = text.trim().toLowerCase().split(TEXT_SEPARATORS);
  const fail = { ok: false, reason: formatMessage(format) } as const;
  if (fields.length !== tokens.length) return fail;

  let year = Number.NaN;
  let month = Number.NaN;
  let day = Number.NaN;
  for (const [index, token] of tokens.entries()) {
    const field = fields[index]!;
    if (token === 'yyyy') {
      if (!/^\d{4}$/.test(field)) return fail;
      year = Number(field);
    } else if (token === 'mmm') {
      const named = MONTHS_BY_NAME.get(field);
      if (named === undefined) return fail;
      month = named;
    } else {
      if (!/^\d{1,2}$/.test(field)) return fail;
      if (token.startsWith('m')) month = Number(field);
      else day = Number(field);
    }
  }
  if (month < 1 || month > 12) return { ok: false, reason: 'El mes debe estar entre 1 y 12.' };
  const monthDays = daysInMonth(year, month);
  if (day < 1 || day > monthDays) {
    return { ok: false, reason: `El día debe estar entre 1 y ${monthDays} en ${MONTH_NAMES[month - 1]} de ${year}.` };
  }
  return { ok: true, iso: toIso(year, month, day) };
}

/** The earliest and latest dates the rules allow, as ISO dates. */
export function dateBounds(rules: DateRules): { lower: string; upper: string } {
  // An ISO date has a four-digit year, whatever range the caller asked for.
  const fromYear = toIso(Math.max(0, rules.minYear ?? DEFAULT_MIN_YEAR), 1, 1);
  const toYear = toIso(Math.min(9999, rules.maxYear ?? DEFAULT_MAX_YEAR), 12, 31);
  return {
    lower: rules.min && rules.min > fromYear ? rules.min : fromYear,
    upper: rules.max && rules.max < toYear ? rules.max : toYear,
  };
}

/** Null when `iso` is an allowed date, otherwise the Spanish message to show beside the field. */
export function validateDate(iso: string, rules: DateRules = {}): string | null {
  const { minYear = DEFAULT_MIN_YEAR, maxYear = DEFAULT_MAX_YEAR, min, max, disabledWeekdays, disabled } = rules;
  const format = rules.format ?? DEFAULT_FORMAT;
  const split = splitIso(iso);
  if (!split) return formatMessage(format);
  if (split.year < minYear || split.year > maxYear) return `El año debe estar entre ${minYear} y ${maxYear}.`;
  // ISO dates with four-digit years sort as text in calendar order.
  if (min && iso < min) return `La fecha debe ser igual o posterior al ${formatIso(min, format)}.`;
  if (max && iso > max) return `La fecha debe ser igual o anterior al ${formatIso(max, format)}.`;
  if (disabledWeekdays?.includes(weekday(iso)) || disabled?.(iso)) return 'Ese día no está disponible.';
  return null;
}

/**
 * The page of the year grid that holds `year`: 25 years per page counted from minYear
 * (1000-1024, 1025-1049, …), the last one cut at maxYear. Years outside the range get the
 * nearest page.
 */
export function yearPage(year: number, minYear = DEFAULT_MIN_YEAR, maxYear = DEFAULT_MAX_YEAR): { start: number; end: number } {
  const clamped = Math.min(maxYear, Math.max(minYear, Math.floor(Number.isNaN(year) ? minYear : year)));
  const start = minYear + Math.floor((clamped - minYear) / YEARS_PER_PAGE) * YEARS_PER_PAGE;
  return { start, end: Math.min(maxYear, start + YEARS_PER_PAGE - 1) };
}
