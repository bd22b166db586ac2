import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The bank's signature: hex HMAC-SHA256 over the concatenated values (issue #12). Node's own
 * crypto rather than crypto-js: it is native, and it offers the constant-time comparison a
 * signature check needs (docs/decisions/0007).
 */
export function gatewaySignature(key: string, ...values: string[]): string {
  return createHmac('sha256', key).update(values.join('')).digest('hex');
}

/** Constant-time: how much of a forged signature matches must not show in the timing. */
export function gatewaySignatureMatches(key: string, signature: string, ...values: string[]): boolean {
  const expected = Buffer.from(gatewaySignature(key, ...values), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '0'.repeat(64), 'hex');
  return timingSafeEqual(given, expected) && /^[0-9a-f]{64}$/i.test(signature);
}

/** Amounts travel as the exact bytes that were signed: two decimals, no separators. */
export function gatewayAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
