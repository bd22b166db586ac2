import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex HMAC-SHA256 of the concatenated values, as the bank's protocol defines it. */
export function sign(key: string, ...values: string[]): string {
  return createHmac('sha256', key).update(values.join('')).digest('hex');
}

export function signatureMatches(key: string, signature: string, ...values: string[]): boolean {
  const expected = Buffer.from(sign(key, ...values), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
