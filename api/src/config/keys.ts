import { hkdfSync } from 'node:crypto';

/**
 * What the API's one configured secret (JWT_SECRET) keys, each with a key of its own derived by
 * HKDF-SHA256 (RFC 5869) with the purpose as its info: a value made for one purpose never
 * verifies for another, and a key that leaks from one use reveals no other (issue #66). The bank's
 * shared key (GATEWAY_SECRET) keys only the bank's messages: the bank holds it too.
 */
export type KeyPurpose = 'access-token' | 'session-cookies' | 'sign-in-codes' | 'quote-links' | 'payment-view' | 'notice-links' | 'mandate-codes' | 'email-change-codes' | 'staff-access-token' | 'staff-sign-in-codes' | 'application-links' | 'application-consent-codes';

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'fvc-api', `fvc:${purpose}`, 32));
}
