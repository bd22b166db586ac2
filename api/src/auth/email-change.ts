import { createHmac } from 'node:crypto';
import { SIGN_IN_CODE } from '@fvc/shared/contracts/rules';
import type { Queryable } from '../db/database';
import { newCode, safeEqual } from './one-time-token';

export type EmailChangeCheck =
  | { kind: 'ok'; newEmail: string }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'exhausted' }
  | { kind: 'not-pending' };

/**
 * A change of the sign-in e-mail waits for the code sent to the new address: typing it proves the
 * customer holds that inbox (issue #69). One pending change per account; the code is good for the
 * minutes and tries of a sign-in code, and kept as an HMAC bound to the account and the address.
 */
export function createEmailChangeCodes(key: Uint8Array) {
  const hash = (accountId: string, email: string, code: string) => createHmac('sha256', key).update(`${accountId}:${email}:${code}`).digest('base64url');
  return {
    async issue(tx: Queryable, accountId: string, newEmail: string): Promise<{ code: string; expiresAt: Date }> {
      const code = newCode(SIGN_IN_CODE.length);
      const expiresAt = new Date(Date.now() + SIGN_IN_CODE.validMinutes * 60_000);
      await tx.query(
        `insert into email_changes (account_id, new_email, code_hash, code_expires_at) values ($1, $2, $3, $4)
         on conflict (account_id) do update set new_email = excluded.new_email, code_hash = excluded.code_hash,
           code_expires_at = excluded.code_expires_at, code_attempts = 0, created_at = now()`,
        [accountId, newEmail, hash(accountId, newEmail, code), expiresAt.toISOString()],
      );
      return { code, expiresAt };
    },

    async check(tx: Queryable, accountId: string, code: string): Promise<EmailChangeCheck> {
      const [row] = await tx.query<{ new_email: string; code_hash: string; code_attempts: number; expired: boolean }>(
        `update email_changes set code_attempts = code_attempts + 1 where account_id = $1
         returning new_email, code_hash, code_attempts, code_expires_at <= now() as expired`,
        [accountId],
      );
      if (!row) return { kind: 'not-pending' };
      if (row.code_attempts > SIGN_IN_CODE.maxAttempts) return { kind: 'exhausted' };
      if (row.expired) return { kind: 'expired' };
      if (!safeEqual(row.code_hash, hash(accountId, row.new_email, code))) {
        const attemptsLeft = SIGN_IN_CODE.maxAttempts - row.code_attempts;
        return attemptsLeft > 0 ? { kind: 'wrong', attemptsLeft } : { kind: 'exhausted' };
      }
      await tx.query('delete from email_changes where account_id = $1', [accountId]);
      return { kind: 'ok', newEmail: row.new_email };
    },
  };
}
