import type { Queryable } from '../../../db/database';

const yearInMexico = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/Mexico_City' });

/**
 * COT-2026-000123: the year of the quote (Mexico City) and the next number of `quote_folio_seq`.
 * Taken before the transaction because the PDF that prints it is rendered there; a number lost to
 * a failed or duplicate request leaves a gap, as sequences do anyway.
 */
export async function nextQuoteFolio(db: Queryable, createdAt: Date): Promise<string> {
  const [row] = await db.query<{ n: string }>(`select nextval('quote_folio_seq')::text as n`);
  if (!row) throw new Error('nextval(quote_folio_seq) no devolvió valor');
  return `COT-${yearInMexico.format(createdAt)}-${row.n.padStart(6, '0')}`;
}
