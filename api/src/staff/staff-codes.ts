import { createHmac } from 'node:crypto';
import { SIGN_IN_CODE } from '@fvc/shared/contracts';
import type { Queryable } from '../db/database';
import { newCode, safeEqual } from '../auth/one-time-token';

export type StaffCodeCheck = { kind: 'ok'; staffId: string } | { kind: 'wrong'; staffId: string; attemptsLeft: number } | { kind: 'over' };
export type StaffCodePurpose = 'sign-in' | 'step-up';

/**
 * The staff's e-mailed second factor, at sign-in and at a step-up: a 6-digit code kept as an HMAC
 * bound to its challenge, good for SIGN_IN_CODE.validMinutes, SIGN_IN_CODE.maxAttempts tries and
 * one use, and only for what it was sent for (a step-up code opens no session). A new challenge for
 * the same person replaces the open one.
 */
export function createStaffCodes(pepper: Uint8Array) {
  const hash = (challengeId: string, code: string) => createHmac('sha256', pepper).update(`staff:${challengeId}:${code}`).digest('base64url');

  return {
    async start(tx: Queryable, staffId: string, purpose: StaffCodePurpose) {
      await tx.query('delete from staff_challenges where staff_id = $1 and completed_at is null', [staffId]);
      const code = newCode(SIGN_IN_CODE.length);
      const [row] = await tx.query<{ id: string; expires_at: Date }>(
        `insert into staff_challenges (staff_id, purpose, code_hash, expires_at) values ($1, $2, '', now() + make_interval(mins => $3))
         returning id, expires_at`,
        [staffId, purpose, SIGN_IN_CODE.validMinutes],
      );
      if (!row) throw new Error('No se creó el reto del personal');
      await tx.query('update staff_challenges set code_hash = $2 where id = $1', [row.id, hash(row.id, code)]);
      return { challengeId: row.id, code, codeExpiresAt: new Date(row.expires_at) };
    },

    /** Counts the try first, so parallel guesses cannot pass between a read and a count. */
    async check(tx: Queryable, challengeId: string, code: string, purpose: StaffCodePurpose, staffId?: string): Promise<StaffCodeCheck> {
      const [row] = await tx.query<{ staff_id: string; code_hash: string; attempts: number }>(
        `update staff_challenges set attempts = attempts + 1
          where id = $1 and purpose = $2 and completed_at is null and expires_at > now() and attempts < $3 and ($4::uuid is null or staff_id = $4)
          returning staff_id, code_hash, attempts`,
        [challengeId, purpose, SIGN_IN_CODE.maxAttempts, staffId ?? null],
      );
      if (!row) return { kind: 'over' };
      if (!safeEqual(row.code_hash, hash(challengeId, code))) return { kind: 'wrong', staffId: row.staff_id, attemptsLeft: SIGN_IN_CODE.maxAttempts - row.attempts };
      await tx.query('update staff_challenges set completed_at = now() where id = $1', [challengeId]);
      return { kind: 'ok', staffId: row.staff_id };
    },
  };
}

export type StaffCodes = ReturnType<typeof createStaffCodes>;
