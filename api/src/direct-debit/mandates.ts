import { createHmac } from 'node:crypto';
import type { DebitMandate } from '@fvc/shared/contracts';
import { SIGN_IN_CODE } from '@fvc/shared/contracts/rules';
import { newCode, safeEqual } from '../auth/one-time-token';
import type { Queryable } from '../db/database';

export interface MandateRow {
  id: string;
  folio: string;
  customer_id: string;
  contract_id: string;
  number: string;
  clabe: string;
  bank_name: string;
  holder_name: string;
  status: DebitMandate['status'];
  accepted_text: string | null;
  accepted_at: Date | string | null;
  cancelled_at: Date | string | null;
  cancelled_by: 'customer' | 'bank' | null;
  created_at: Date | string;
}

const SELECT = `select m.id, m.folio, m.customer_id, m.contract_id, c.number, m.clabe, m.bank_name, m.holder_name, m.status, m.accepted_text,
    m.accepted_at, m.cancelled_at, m.cancelled_by, m.created_at from debit_mandates m join contracts c on c.id = m.contract_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toMandate = (row: MandateRow): DebitMandate => ({
  id: row.id,
  folio: row.folio,
  contractId: row.contract_id,
  contractNumber: row.number,
  bankName: row.bank_name,
  accountLast4: row.clabe.slice(-4),
  holderName: row.holder_name,
  status: row.status,
  acceptedAt: iso(row.accepted_at),
  cancelledAt: iso(row.cancelled_at),
  cancelledBy: row.cancelled_by,
  createdAt: iso(row.created_at)!,
});

/** The customer's mandates, live ones first; every query names the customer (ownership). */
export function listMandates(db: Queryable, customerId: string): Promise<MandateRow[]> {
  return db.query<MandateRow>(`${SELECT} where m.customer_id = $1 order by m.status = 'cancelled', m.created_at desc limit 50`, [customerId]);
}

export async function findMandate(db: Queryable, customerId: string, mandateId: string): Promise<MandateRow | null> {
  const [row] = await db.query<MandateRow>(`${SELECT} where m.customer_id = $1 and m.id = $2`, [customerId, mandateId]);
  return row ?? null;
}

/** The live mandate (pending or active) of a contract, if any. */
export async function liveMandateOf(db: Queryable, contractId: string): Promise<MandateRow | null> {
  const [row] = await db.query<MandateRow>(`${SELECT} where m.contract_id = $1 and m.status in ('pending', 'active')`, [contractId]);
  return row ?? null;
}

export type MandateCodeCheck = { kind: 'ok' } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'expired' } | { kind: 'exhausted' } | { kind: 'not-pending' };

/**
 * The code that accepts a mandate: e-mailed to the customer's address on file, good for the same
 * minutes and tries as a sign-in code, kept as an HMAC bound to the mandate (never the code).
 * Typing it proves the person accepting holds the account's e-mail as well as the session.
 */
export function createMandateCodes(key: Uint8Array) {
  const hash = (mandateId: string, code: string) => createHmac('sha256', key).update(`${mandateId}:${code}`).digest('base64url');
  return {
    async issue(tx: Queryable, mandateId: string): Promise<{ code: string; expiresAt: Date }> {
      const code = newCode(SIGN_IN_CODE.length);
      const expiresAt = new Date(Date.now() + SIGN_IN_CODE.validMinutes * 60_000);
      await tx.query(`update debit_mandates set code_hash = $2, code_expires_at = $3, code_attempts = 0 where id = $1 and status = 'pending'`, [
        mandateId,
        hash(mandateId, code),
        expiresAt.toISOString(),
      ]);
      return { code, expiresAt };
    },

    async check(tx: Queryable, mandateId: string, code: string): Promise<MandateCodeCheck> {
      const [row] = await tx.query<{ code_hash: string | null; code_attempts: number; expired: boolean }>(
        `update debit_mandates set code_attempts = code_attempts + 1 where id = $1 and status = 'pending'
         returning code_hash, code_attempts, coalesce(code_expires_at <= now(), true) as expired`,
        [mandateId],
      );
      if (!row || !row.code_hash) return { kind: 'not-pending' };
      if (row.code_attempts > SIGN_IN_CODE.maxAttempts) return { kind: 'exhausted' };
      if (row.expired) return { kind: 'expired' };
      if (!safeEqual(row.code_hash, hash(mandateId, code))) {
        const attemptsLeft = SIGN_IN_CODE.maxAttempts - row.code_attempts;
        return attemptsLeft > 0 ? { kind: 'wrong', attemptsLeft } : { kind: 'exhausted' };
      }
      return { kind: 'ok' };
    },
  };
}

export type MandateCodes = ReturnType<typeof createMandateCodes>;
