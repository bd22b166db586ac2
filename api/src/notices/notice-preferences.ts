import type { NoticePreferences } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';
import type { NoticeKind } from './notice-rules';

/** Until a customer chooses, only a rejected debit is told: it is about a charge they authorized. */
export const DEFAULT_PREFERENCES: NoticePreferences = { channel: 'email', reminderDays: null, overdue: false, statement: false, debitRejected: true };

interface PreferenceRow {
  reminder_days: number | null;
  overdue: boolean;
  statement: boolean;
  debit_rejected: boolean;
}

const toPreferences = (row: PreferenceRow | undefined): NoticePreferences =>
  row ? { channel: 'email', reminderDays: (row.reminder_days as 1 | 3 | 5 | null) ?? null, overdue: row.overdue, statement: row.statement, debitRejected: row.debit_rejected } : DEFAULT_PREFERENCES;

export async function readPreferences(db: Queryable, customerId: string): Promise<NoticePreferences> {
  const [row] = await db.query<PreferenceRow>(`select reminder_days, overdue, statement, debit_rejected from notice_preferences where customer_id = $1 and channel = 'email'`, [customerId]);
  return toPreferences(row);
}

export async function savePreferences(db: Queryable, customerId: string, preferences: NoticePreferences): Promise<NoticePreferences> {
  const [row] = await db.query<PreferenceRow>(
    `insert into notice_preferences (customer_id, channel, reminder_days, overdue, statement, debit_rejected, updated_at)
     values ($1, $2, $3, $4, $5, $6, now())
     on conflict (customer_id, channel) do update
       set reminder_days = excluded.reminder_days, overdue = excluded.overdue, statement = excluded.statement,
           debit_rejected = excluded.debit_rejected, updated_at = now()
     returning reminder_days, overdue, statement, debit_rejected`,
    [customerId, preferences.channel, preferences.reminderDays, preferences.overdue, preferences.statement, preferences.debitRejected],
  );
  return toPreferences(row);
}

/** Turns one kind off (the unsubscribe link); the others stay as they were. */
export async function turnOff(db: Queryable, customerId: string, kind: NoticeKind): Promise<NoticePreferences> {
  const current = await readPreferences(db, customerId);
  const next: NoticePreferences = {
    ...current,
    ...(kind === 'reminder' ? { reminderDays: null } : {}),
    ...(kind === 'overdue' ? { overdue: false } : {}),
    ...(kind === 'statement' ? { statement: false } : {}),
    ...(kind === 'debit-rejected' ? { debitRejected: false } : {}),
  };
  return savePreferences(db, customerId, next);
}

/** Whether a kind is on in a customer's preferences. */
export function wants(preferences: NoticePreferences, kind: NoticeKind): boolean {
  if (kind === 'reminder') return preferences.reminderDays !== null;
  if (kind === 'overdue') return preferences.overdue;
  if (kind === 'statement') return preferences.statement;
  return preferences.debitRejected;
}
