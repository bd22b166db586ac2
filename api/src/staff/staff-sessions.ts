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
 * Exchanges a live refresh token for a new one (the old stops working), extending the idle window
 * up to the session's end. Null when the token is unknown, used, idle too long or the session over.
 */
export async function rotateStaffSession(tx: Queryable, refreshToken: string) {
  const next = newToken();
  const [row] = await tx.query<{ id: string; staff_id: string }>(
    `update staff_sessions s set refresh_hash = $2,
        idle_expires_at = least(s.expires_at, now() + make_interval(secs => $3))
      from staff_accounts a
     where s.refresh_hash = $1 and a.id = s.staff_id and a.active
       and s.revoked_at is null and s.idle_expires_at > now() and s.expires_at > now()
     returning s.id, s.staff_id`,
    [hashToken(refreshToken), hashToken(next), STAFF_SESSION.idleSeconds],
  );
  return row ? { sessionId: row.id, staffId: row.staff_id, refreshToken: next } : null;
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
