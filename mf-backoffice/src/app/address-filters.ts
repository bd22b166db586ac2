import { BACKOFFICE_FILTER_LIMITS } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';

/**
 * A list's filters live in the address, so a link, a reload and "Atrás" keep them. What the
 * address says is read back only when it is a value the list knows; anything else is left out.
 */

/** A guard for one of a list's known values (a status, a kind, a source). */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    values.some((known) => known === value);

/** The page the address names: 1 unless it says a whole number above it. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** A customer's name, e-mail or contract as typed, bounded as the API bounds it. */
export function customerFrom(search: URLSearchParams): string | undefined {
  return search.get('customer')?.trim().slice(0, BACKOFFICE_FILTER_LIMITS.customer) || undefined;
}

/** A minimum age in days, as typed or as the address says it: a whole number the API accepts, or nothing. */
export function minAgeDaysOf(text: string | null | undefined): number | undefined {
  const value = text?.trim() ?? '';
  return /^\d{1,4}$/.test(value) && Number(value) <= BACKOFFICE_FILTER_LIMITS.minAgeDays ? Number(value) : undefined;
}

/** What the age field says when it holds anything else. */
export const MIN_AGE_DAYS_MESSAGE = `Escribe un número de días entre 0 y ${formatWholeNumber(BACKOFFICE_FILTER_LIMITS.minAgeDays)}.`;

/** The address of some filters: each set value in the order given, page 1 left out. */
export function addressOf<F extends { page: number }>(filters: F, keys: ReadonlyArray<keyof F & string>): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value === undefined || value === null || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}
