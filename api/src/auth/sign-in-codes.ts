import { createHmac } from 'node:crypto';
import { SIGN_IN_CODE } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';
import { newCode, safeEqual } from './one-time-token';

/** A sign-in (password checked, code pending) may take a few codes, within 15 minutes. */
const CHALLENGE_SECONDS = 15 * 60;

export type CodeCheck =
  | { kind: 'ok'; accountId: string }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'exhausted' }
  | { kind: 'unknown' };

/**
 * The e-mailed second factor. Codes are kept as an HMAC keyed by a server secret and bound to
 * their challenge, so a copy of the table reveals none; a code is good for 5 minutes, 5 tries and
 * one sign-in, and a new code (or a new sign-in) replaces the old one.
 */
export function createSignInCodes(pepper: Uint8Array) {
  const hash = (challengeId: string, code: string) => createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest('base64url');
  const codeExpiry = () => new Date(Date.now() + SIGN_IN_CODE.validMinutes * 60_000);

  return {
    async start(tx: Queryable, accountId: string): Promise<{ challengeId: string; code: string; codeExpiresAt: Date }> {
      await tx.query('delete from login_challenges where account_id = $1 and completed_at is null', [accountId]);
      const code = newCode(SIGN_IN_CODE.length);
      const codeExpiresAt = codeExpiry();
      const [row] = await tx.query<{ id: string }>(
        `insert into login_challenges (account_id, code_hash, code_expires_at, expires_at)
         values ($1, '', $2, now() + make_interval(secs => $3)) returning id`,
        [accountId, codeExpiresAt.toISOString(), CHALLENGE_SECONDS],
      );
      if (!row) throw new Error('No se creó el reto de inicio de sesión');
      await tx.query('update login_challenges set code_hash = $2 where id = $1', [row.id, hash(row.id, code)]);
      return { challengeId: row.id, code, codeExpiresAt };
    },

    /** A new code for an open challenge; null when the challenge is over. */
    async resend(tx: Queryable, challengeId: string): Promise<{ accountId: string; code: string; codeExpiresAt: Date } | null> {
      const code = newCode(SIGN_IN_CODE.length);
      const codeExpiresAt = codeExpiry();
      const [row] = await tx.query<{ account_id: string }>(
        `update login_challenges set code_hash = $2, code_expires_at = $3, attempts = 0, codes_sent = codes_sent + 1
          where id = $1 and completed_at is null and expires_at > now() returning account_id`,
        [challengeId, hash(challengeId, code), codeExpiresAt.toISOString()],
      );
      return row ? { accountId: row.account_id, code, codeExpiresAt } : null;
    },

    async check(tx: Queryable, challengeId: string, code: string): Promise<CodeCheck> {
      const [row] = await tx.query<{ account_id: string; code_hash: string; attempts: number; code_expired: boolean }>(
        `update login_challenges set attempts = attempts + 1
          where id = $1 and completed_at is null and expires_at > now()
          returning account_id, code_hash, attempts, code_expires_at <= now() as code_expired`,
        [challengeId],
      );
      if (!row) return { kind: 'unknown' };
      if (row.attempts > SIGN_IN_CODE.maxAttempts) return { kind: 'exhausted' };
      if (row.code_expired) return { kind: 'expired' };
      if (!safeEqual(row.code_hash, hash(challengeId, code))) {
        const attemptsLeft = SIGN_IN_CODE.maxAttempts - row.attempts;
        return attemptsLeft > 0 ? { kind: 'wrong', attemptsLeft } : { kind: 'exhausted' };
      }
      const [done] = await tx.query<{ id: string }>(
        'update login_challenges set completed_at = now() where id = $1 and completed_at is null returning id',
        [challengeId],
      );
      return done ? { kind: 'ok', accountId: row.account_id } : { kind: 'unknown' };
    },
  };
}

export type SignInCodes = ReturnType<typeof createSignInCodes>;
