import type { Queryable } from '../db/database';

export interface StaffAction {
  staffId: string | null;
  /** `area.verb`, e.g. `request.reply`, `content.publish`, `auth.sign-in`. */
  action: string;
  outcome: 'ok' | 'denied';
  /** `kind:id` of what was acted on. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | undefined;
}

/**
 * Every staff action and every refusal, with the state before and after (issue #71). Written in
 * the same transaction as the change it records, so the audit never says something happened that
 * did not, or misses something that did.
 */
export async function recordStaffAction(db: Queryable, entry: StaffAction): Promise<void> {
  await db.query(
    'insert into staff_audit (staff_id, action, outcome, target, before, after, ip) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      entry.staffId,
      entry.action,
      entry.outcome,
      entry.target ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.ip ?? null,
    ],
  );
}
