import type { Database, Queryable } from '../db/database';
import { hashToken, newToken } from './one-time-token';

/** A refresh token lives 30 minutes unless used (each use gives a new one): an idle timeout. */
export const REFRESH_IDLE_SECONDS = 30 * 60;
/** However active, a session ends 12 hours after sign-in. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;

export type SignInMethod = 'password_code' | 'passkey';

export interface SessionOwner {
  sessionId: string;
  accountId: string;
  customerId: string;
}

export interface NewSession extends SessionOwner {
  refreshToken: string;
}

async function issueRefreshToken(tx: Queryable, sessionId: string, sessionExpiresAt: Date): Promise<string> {
  const token = newToken();
  const idle = new Date(Date.now() + REFRESH_IDLE_SECONDS * 1000);
  const expiresAt = idle < sessionExpiresAt ? idle : sessionExpiresAt;
  await tx.query('insert into refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)', [
    hashToken(token),
    sessionId,
    expiresAt.toISOString(),
  ]);
  return token;
}

export async function createSession(
  tx: Queryable,
  input: { accountId: string; method: SignInMethod; ip: string; userAgent: string | undefined },
): Promise<NewSession> {
  const [account] = await tx.query<{ customer_id: string }>('select customer_id from customer_accounts where id = $1', [input.accountId]);
  if (!account) throw new Error('Cuenta inexistente al crear la sesión');
  const expiresAt = new Date(Date.now() + SESSION_MAX_SECONDS * 1000);
  const [row] = await tx.query<{ id: string }>(
    'insert into auth_sessions (account_id, method, ip, user_agent, expires_at) values ($1, $2, $3, $4, $5) returning id',
    [input.accountId, input.method, input.ip, input.userAgent?.slice(0, 300) ?? null, expiresAt.toISOString()],
  );
  if (!row) throw new Error('No se creó la sesión');
  const refreshToken = await issueRefreshToken(tx, row.id, expiresAt);
  return { sessionId: row.id, accountId: input.accountId, customerId: account.customer_id, refreshToken };
}

/**
 * How long a refresh token that was just exchanged may be presented again without ending the
 * session. A browser that leaves the page, or loses the connection, while its refresh is on the way
 * never stores the answer's cookie, and its next page presents the same token. Without this, that
 * customer was signed out and the incident log said their token had been stolen. Within the
 * window the token is exchanged again; after it, reuse ends the session as before. 30 s is the
 * default of the identity providers that offer the same leeway (Okta's grace period; Auth0's
 * reuse interval), and covers a phone's request timing out.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export type RotationResult =
  | { kind: 'rotated'; session: NewSession; retried?: boolean }
  | { kind: 'invalid' }
  | { kind: 'reused'; sessionId: string; accountId: string };

/**
 * Exchanges a refresh token for a new one in the same session (family). A token is good once:
 * presenting one that was already used means two parties hold it, so the whole family is revoked
 * (RFC 9700 §4.14.2, reuse detection) and both have to sign in again; except within
 * REFRESH_REUSE_GRACE_SECONDS of its use, when it is the same browser asking again: then the
 * token it was given the first time is superseded, and presenting that one later is reuse too.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      session_id: string;
      account_id: string;
      customer_id: string;
      used_at: Date | null;
      used_just_now: boolean | null;
      superseded: boolean;
      token_expired: boolean;
      session_active: boolean;
      session_expires_at: Date | string;
    }>(
      `select t.session_id, s.account_id, a.customer_id, t.used_at, t.superseded_at is not null as superseded, t.expires_at <= now() as token_expired,
              (t.used_at > now() - make_interval(secs => $2)) as used_just_now,
              (s.revoked_at is null and s.expires_at > now()) as session_active, s.expires_at as session_expires_at
         from refresh_tokens t
         join auth_sessions s on s.id = t.session_id
         join customer_accounts a on a.id = s.account_id
        where t.token_hash = $1
        for update of t`,
      [hashToken(token), REFRESH_REUSE_GRACE_SECONDS],
    );
    if (!row) return { kind: 'invalid' };
    const retried = Boolean(row.used_at && row.used_just_now && row.session_active && !row.superseded);
    // A token replaced by a grace retry is one nobody should hold any more: presenting it is reuse.
    if ((row.used_at && !retried) || row.superseded) {
      await revokeSession(tx, row.session_id, 'reuse_detected');
      return { kind: 'reused', sessionId: row.session_id, accountId: row.account_id };
    }
    if (!row.session_active || (row.token_expired && !retried)) return { kind: 'invalid' };

    // A retry keeps the first use's time: the window counts from it, so retries cannot extend it.
    if (!retried) await tx.query('update refresh_tokens set used_at = now() where token_hash = $1', [hashToken(token)]);
    // A retry re-issues within the same chain: the successor the first use issued (never received,
    // or received by someone else) is superseded, so the family has one live token (RFC 9700 §4.14.2).
    else await tx.query('update refresh_tokens set superseded_at = now() where session_id = $1 and used_at is null and superseded_at is null', [row.session_id]);
    await tx.query('update auth_sessions set last_used_at = now() where id = $1', [row.session_id]);
    const refreshToken = await issueRefreshToken(tx, row.session_id, new Date(row.session_expires_at));
    return {
      kind: 'rotated',
      session: { sessionId: row.session_id, accountId: row.account_id, customerId: row.customer_id, refreshToken },
      retried,
    };
  });
}

/** The session a refresh token belongs to, without using the token (logout). */
export async function sessionOfRefreshToken(db: Queryable, token: string): Promise<SessionOwner | null> {
  const [row] = await db.query<{ session_id: string; account_id: string; customer_id: string }>(
    `select t.session_id, s.account_id, a.customer_id from refresh_tokens t
       join auth_sessions s on s.id = t.session_id join customer_accounts a on a.id = s.account_id
      where t.token_hash = $1`,
    [hashToken(token)],
  );
  return row ? { sessionId: row.session_id, accountId: row.account_id, customerId: row.customer_id } : null;
}

/** The owner of a live session (not revoked, not expired), or null. Checked on every customer call. */
export async function findActiveSession(db: Queryable, sessionId: string): Promise<SessionOwner | null> {
  const [row] = await db.query<{ account_id: string; customer_id: string }>(
    `select s.account_id, a.customer_id from auth_sessions s join customer_accounts a on a.id = s.account_id
      where s.id = $1 and s.revoked_at is null and s.expires_at > now()`,
    [sessionId],
  );
  return row ? { sessionId, accountId: row.account_id, customerId: row.customer_id } : null;
}

export async function revokeSession(tx: Queryable, sessionId: string, reason: string): Promise<void> {
  await tx.query('update auth_sessions set revoked_at = now(), revoked_reason = $2 where id = $1 and revoked_at is null', [sessionId, reason]);
}

/** Every session of the account, optionally but one (the one changing its password). */
export async function revokeAllSessions(tx: Queryable, accountId: string, reason: string, exceptSessionId?: string): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `update auth_sessions set revoked_at = now(), revoked_reason = $2
      where account_id = $1 and revoked_at is null and ($3::uuid is null or id <> $3::uuid) returning id`,
    [accountId, reason, exceptSessionId ?? null],
  );
  return rows.length;
}
