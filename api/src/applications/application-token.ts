import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../auth/one-time-token';

/** How long an e-mailed link opens its application; each new link starts 30 days again. */
export const APPLICATION_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh per-application nonce: storing a new one ends every link signed with the old one. */
export const newNonce = (): string => randomBytes(16).toString('base64url');

// <application id>.<expiry, seconds since the epoch>.<HMAC-SHA256 in base64url>. The nonce is not in
// the token: it stays in the database, so a token cannot be re-signed for a nonce it never had.
const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface ParsedApplicationToken {
  applicationId: string;
  expiresAt: Date;
  signature: string;
}

export type ApplicationTokenCheck = 'valid' | 'forged' | 'expired';

/**
 * The key of an application's e-mailed link (decision 0055): an HMAC over the application id, the
 * application's current nonce and the link's expiry, with the API's own key for this purpose
 * (config/keys.ts). Anyone holding the link holds the application, like a magic link; rotating the
 * nonce (a new link) ends every older one, and an expired one opens nothing.
 */
export function createApplicationTokens(key: Buffer, now: () => Date = () => new Date()) {
  const sign = (applicationId: string, nonce: string, expiresAtSeconds: number) =>
    createHmac('sha256', key).update(`application|${applicationId}|${nonce}|${expiresAtSeconds}`).digest('base64url');

  return {
    /** A token for the application's current nonce, good for 30 days from now. */
    issue(applicationId: string, nonce: string): { token: string; expiresAt: Date } {
      const expiresAtSeconds = Math.floor((now().getTime() + APPLICATION_LINK_DAYS * DAY_MS) / 1000);
      return {
        token: `${applicationId}.${expiresAtSeconds}.${sign(applicationId, nonce, expiresAtSeconds)}`,
        expiresAt: new Date(expiresAtSeconds * 1000),
      };
    },

    /** The application a token names, before its signature is checked (null: not a token at all). */
    parse(token: string): ParsedApplicationToken | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      return { applicationId: match[1]!, expiresAt: new Date(Number(match[2]) * 1000), signature: match[3]! };
    },

    /** Checked against the nonce the application has now: a rotated nonce makes an old token forged. */
    check(parsed: ParsedApplicationToken, nonce: string): ApplicationTokenCheck {
      const expected = sign(parsed.applicationId, nonce, Math.floor(parsed.expiresAt.getTime() / 1000));
      if (!safeEqual(expected, parsed.signature)) return 'forged';
      return now() < parsed.expiresAt ? 'valid' : 'expired';
    },
  };
}

export type ApplicationTokens = ReturnType<typeof createApplicationTokens>;
