import type { DocumentsQuery } from '@fvc/shared/contracts';
import { MONTH_PATTERN, UUID_PATTERN } from '@fvc/shared/contracts/rules';
import { mexicoCityDay } from '@fvc/shared/format';

/**
 * The months of the period filter, newest first, as YYYY-MM: back to the month the customer's
 * oldest contract started (its first statement), or the last 36 while the contracts load. The
 * newest is this month in Mexico City: from 18:00 on a month's last day, UTC is already in the next.
 */
export function filterMonths(oldestStart: string | undefined, today = new Date()): string[] {
  const [year, month] = mexicoCityDay(today).split('-').map(Number) as [number, number];
  const newest = year * 12 + month - 1;
  const oldest = oldestStart ? Number(oldestStart.slice(0, 4)) * 12 + Number(oldestStart.slice(5, 7)) - 1 : newest - 35;
  return Array.from({ length: Math.max(1, newest - oldest + 1) }, (_, index) => {
    const value = newest - index;
    return `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, '0')}`;
  });
}

/** What the filter's fields can show: the customer's contracts and the months offered. */
export interface DocumentsFilterChoices {
  contractIds: readonly string[];
  months: readonly string[];
}

const isMonth = new RegExp(MONTH_PATTERN);
const isUuid = new RegExp(UUID_PATTERN);

/**
 * The documents the address asks for: by contract (`contrato`) and period (`desde`, `hasta`).
 * A value the fields could not show is left out, so the lists always match the filter the
 * customer sees: one of the wrong form always (the API would refuse it), and once the choices are
 * known, a contract that is not the customer's or a month the filter does not offer.
 */
export function documentsFilter(search: URLSearchParams, choices?: DocumentsFilterChoices): DocumentsQuery {
  const pick = (key: string, form: RegExp, offered: readonly string[] | undefined) => {
    const value = search.get(key);
    return value !== null && form.test(value) && (!offered || offered.includes(value)) ? value : undefined;
  };
  return {
    contractId: pick('contrato', isUuid, choices?.contractIds),
    from: pick('desde', isMonth, choices?.months),
    to: pick('hasta', isMonth, choices?.months),
  };
}

/** A period that ends before it starts: it holds no document, and the page asks for none. */
export const isReversed = (filter: DocumentsQuery): boolean => Boolean(filter.from && filter.to && filter.from > filter.to);
