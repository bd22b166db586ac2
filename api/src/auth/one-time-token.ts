import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: what an e-mailed link or a refresh cookie carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token. A token has 256 bits of entropy, so a plain
 * SHA-256 is enough: nothing can be guessed back from it.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A 6-digit code, uniformly drawn (no modulo bias). */
export function newCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Constant-time equality of two strings (same length or not). */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
