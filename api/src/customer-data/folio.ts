import type { Queryable } from '../db/database';

/** SOL-2026-000123: a human folio, unique across requests, easy to read out on the phone. */
export async function nextFolio(tx: Queryable, prefix: 'SOL' | 'FAC' | 'ENV' | 'PAG' | 'LIQ' | 'DOM'): Promise<string> {
  const [row] = await tx.query<{ n: string; year: string }>(`select nextval('customer_folio_seq') as n, to_char(now(), 'YYYY') as year`);
  return `${prefix}-${row!.year}-${String(row!.n).padStart(6, '0')}`;
}
