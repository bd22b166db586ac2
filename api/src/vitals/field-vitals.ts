import type { Database } from '../db/database';

export interface FieldVital {
  route: string;
  device: 'mobile' | 'desktop';
  metric: 'LCP' | 'INP' | 'CLS';
  /** The 75th percentile, as Core Web Vitals reads a page: ms for LCP and INP, a score for CLS. */
  p75: number;
  visits: number;
}

/** p75 of each vital per route and device class over the last `days` days (decision 0052). */
export async function fieldVitals(db: Database, { days = 7, now = new Date() }: { days?: number; now?: Date } = {}): Promise<FieldVital[]> {
  const rows = await db.query<{ route: string; device: FieldVital['device']; metric: FieldVital['metric']; p75: number; visits: number }>(
    `select route, device, metric,
            percentile_cont(0.75) within group (order by value) as p75,
            count(*)::int as visits
       from web_vitals
      where recorded_at > $1::timestamptz - make_interval(days => $2::int)
      group by route, device, metric
      order by route, device, metric`,
    [now.toISOString(), days],
  );
  return rows.map((row) => ({ ...row, p75: row.metric === 'CLS' ? Number(Number(row.p75).toFixed(3)) : Math.round(Number(row.p75)) }));
}

/**
 * How long a visit's vitals are kept: the report reads 7 days, a comparison across releases a few
 * weeks more. Older rows are deleted by the daily `datos-de-campo` job (decision 0052).
 */
export const FIELD_VITALS_KEPT_DAYS = 90;

/** Deletes the vitals older than FIELD_VITALS_KEPT_DAYS; says how many went. */
export async function forgetOldFieldVitals(db: Database, now = new Date()): Promise<{ deleted: number }> {
  const rows = await db.query<{ id: string }>(
    `delete from web_vitals where recorded_at < $1::timestamptz - make_interval(days => $2::int) returning id`,
    [now.toISOString(), FIELD_VITALS_KEPT_DAYS],
  );
  return { deleted: rows.length };
}
