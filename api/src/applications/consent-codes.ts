import { createHmac } from 'node:crypto';
import { APPLICATION_LIMITS } from '@fvc/shared/contracts/rules';
import { newCode, safeEqual } from '../auth/one-time-token';
import type { Queryable } from '../db/database';

const { length, validMinutes, maxAttempts } = APPLICATION_LIMITS.consentCode;

export type ConsentCodeCheck = { kind: 'ok'; codeHash: string } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'expired' } | { kind: 'exhausted' } | { kind: 'none' };

/**
 * The code that signs an application's consents: e-mailed to the address the application's link
 * goes to, good for 10 minutes and 5 tries, kept as an HMAC bound to the application (never the
 * code). The HMAC is what each signed consent keeps as its signature; a new code replaces the last.
 */
export function createConsentCodes(key: Uint8Array) {
  const hash = (applicationId: string, code: string) => createHmac('sha256', key).update(`application-consent:${applicationId}:${code}`).digest('base64url');
  return {
    async issue(tx: Queryable, applicationId: string): Promise<{ code: string; expiresAt: Date }> {
      const code = newCode(length);
      const expiresAt = new Date(Date.now() + validMinutes * 60_000);
      await tx.query(
        `update credit_applications set consent_code_hash = $2, consent_code_expires_at = $3, consent_code_attempts = 0, updated_at = now() where id = $1`,
        [applicationId, hash(applicationId, code), expiresAt.toISOString()],
      );
      return { code, expiresAt };
    },

    /** Counts the try first, so parallel guesses cannot slip between a read and a count; a right code is spent. */
    async check(tx: Queryable, applicationId: string, code: string): Promise<ConsentCodeCheck> {
      const [row] = await tx.query<{ consent_code_hash: string | null; consent_code_attempts: number; expired: boolean }>(
        `update credit_applications set consent_code_attempts = consent_code_attempts + 1 where id = $1
         returning consent_code_hash, consent_code_attempts, coalesce(consent_code_expires_at <= now(), true) as expired`,
        [applicationId],
      );
      if (!row?.consent_code_hash) return { kind: 'none' };
      if (row.consent_code_attempts > maxAttempts) return { kind: 'exhausted' };
      if (row.expired) return { kind: 'expired' };
      const given = hash(applicationId, code);
      if (!safeEqual(row.consent_code_hash, given)) {
        const attemptsLeft = maxAttempts - row.consent_code_attempts;
        return attemptsLeft > 0 ? { kind: 'wrong', attemptsLeft } : { kind: 'exhausted' };
      }
      await tx.query('update credit_applications set consent_code_hash = null, consent_code_expires_at = null where id = $1', [applicationId]);
      return { kind: 'ok', codeHash: given };
    },
  };
}

export type ConsentCodes = ReturnType<typeof createConsentCodes>;
