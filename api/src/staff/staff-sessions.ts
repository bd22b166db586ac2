import type { StaffMember, StaffRole } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';
import { hashToken, newToken } from '../auth/one-time-token';

/** Staff sessions are shorter than customers' (auth/sessions.ts: 30 minutes idle, 12 hours). */
export const STAFF_SESSION = {
  idleSeconds: 15 * 60,
  maxSeconds: 8 * 60 * 60,
  /** A sensitive action (publishing) needs a second factor this recent: the step-up. */
  stepUpSeconds: 10 * 60,
} as const;

export interface StaffSessionOwner {
  sessionId: string;
  staff: StaffMember;
  /** When this session last passed a second factor. */
  verifiedAt: Date;
}

interface StaffRow {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
}

const memberOf = (row: StaffRow): StaffMember => ({ id: row.id, name: row.name, email: row.email, roles: row.roles });

export async function findStaffByEmail(db: Queryable, email: string) {
  const [row] = await db.query<StaffRow & { password_hash: string }>(
    'select id, name, email, roles, password_hash from staff_accounts where email = $1 and active',
    [email.trim().toLowerCase()],
  );
  return row;
}

/** Opens a session after both factors; returns its refresh token (for the cookie). */
export async function createStaffSession(tx: Queryable, input: { staffId: string; ip: string; userAgent: string | undefined }) {
  const refreshToken = newToken();
  const [row] = await tx.query<{ id: string }>(
    `insert into staff_sessions (staff_id, refresh_hash, ip, user_agent, idle_expires_at, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $6)) returning id`,
    [input.staffId, hashToken(refreshToken), input.ip, input.userAgent?.slice(0, 300) ?? null, STAFF_SESSION.idleSeconds, STAFF_SESSION.maxSeconds],
  );
  if (!row) throw new Error('No se creó la sesión del personal');
  return { sessionId: row.id, refreshToken };
}

/**
 * How long the refresh token just replaced still answers: a second tab (or a retry) that sent it
 * while the first exchange was under way gets a session too, not a sign-out. The customers' grace
 * (auth/sessions.ts REFRESH_REUSE_GRACE_SECONDS) for the same reason.
 */
export const STAFF_REFRESH_GRACE_SECONDS = 30;

export type StaffRotation =
  | { kind: 'rotated'; sessionId: string; staffId: string; refreshToken: string }
  /** An older token presented after the grace: someone else may hold it; the session is over. */
  | { kind: 'reused'; sessionId: string; staffId: string }
  | { kind: 'none' };

/**
 * Exchanges a live refresh token for a new one (the old stops working after the grace),
 * extending the idle window up to the session's end. An old token presented later ends the session.
 */
export async function rotateStaffSession(tx: Queryable, refreshToken: string): Promise<StaffRotation> {
  const presented = hashToken(refreshToken);
  const [session] = await tx.query<{ id: string; staff_id: string; current: boolean; within_grace: boolean }>(
    `select s.id, s.staff_id, s.refresh_hash = $1 as current,
            coalesce(s.rotated_at > now() - make_interval(secs => $2), false) as within_grace
       from staff_sessions s join staff_accounts a on a.id = s.staff_id
      where (s.refresh_hash = $1 or s.previous_refresh_hash = $1) and a.active
        and s.revoked_at is null and s.idle_expires_at > now() and s.expires_at > now()
      for update of s`,
    [presented, STAFF_REFRESH_GRACE_SECONDS],
  );
  if (!session) return { kind: 'none' };
  if (!session.current && !session.within_grace) {
    await revokeStaffSession(tx, session.id);
    return { kind: 'reused', sessionId: session.id, staffId: session.staff_id };
  }
  const next = newToken();
  // From the current token, the current one becomes the previous; from the previous (within the
  // grace), the previous stays as it is.
  await tx.query(
    `update staff_sessions set refresh_hash = $2,
        previous_refresh_hash = case when $3 then refresh_hash else previous_refresh_hash end,
        rotated_at = case when $3 then now() else rotated_at end,
        idle_expires_at = least(expires_at, now() + make_interval(secs => $4))
      where id = $1`,
    [session.id, hashToken(next), session.current, STAFF_SESSION.idleSeconds],
  );
  return { kind: 'rotated', sessionId: session.id, staffId: session.staff_id, refreshToken: next };
}

/** The session's staff member while the session is live (not revoked, not over, account active). */
export async function findLiveStaffSession(db: Queryable, sessionId: string, staffId: string): Promise<StaffSessionOwner | null> {
  const [row] = await db.query<StaffRow & { verified_at: Date }>(
    `select a.id, a.name, a.email, a.roles, s.verified_at from staff_sessions s join staff_accounts a on a.id = s.staff_id
      where s.id = $1 and a.id = $2 and a.active and s.revoked_at is null and s.expires_at > now() and s.idle_expires_at > now()`,
    [sessionId, staffId],
  );
  return row ? { sessionId, staff: memberOf(row), verifiedAt: new Date(row.verified_at) } : null;
}

export async function findStaffMember(db: Queryable, staffId: string): Promise<StaffMember | null> {
  const [row] = await db.query<StaffRow>('select id, name, email, roles from staff_accounts where id = $1 and active', [staffId]);
  return row ? memberOf(row) : null;
}

export async function revokeStaffSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update staff_sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

export async function markStaffSessionVerified(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update staff_sessions set verified_at = now() where id = $1', [sessionId]);
}
