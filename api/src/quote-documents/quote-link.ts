import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../config/keys';
import { validUntil } from './quote-document';

/**
 * The quote's PDF link is signed and ends with the quote's validity (issue #14: before, anyone
 * with a quote's id could read the visitor's name, state and figures forever). The answer to
 * `POST /api/quotes` carries the link; the id alone opens nothing. The signature covers the id and
 * the moment the quote was saved, so a replay of the same request gets the same link, and every
 * API replica (sharing JWT_SECRET, from which the key is derived) accepts it.
 */
export function quoteLinkKey(jwtSecret: string): Buffer {
  // A key of its own (config/keys.ts): a link signature can never stand for a session token, nor the reverse.
  return deriveKey(jwtSecret, 'quote-links');
}

const signatureOf = (key: Buffer, id: string, createdAt: Date) =>
  createHmac('sha256', key).update(`${id}|${createdAt.toISOString()}`).digest('base64url');

export const quotePdfUrl = (key: Buffer, id: string, createdAt: Date) =>
  `/api/quotes/${id}/pdf?firma=${signatureOf(key, id, createdAt)}`;

export type LinkCheck = 'valid' | 'forged' | 'expired';

export function checkQuoteLink(key: Buffer, id: string, createdAt: Date, signature: string, now = new Date()): LinkCheck {
  const expected = Buffer.from(signatureOf(key, id, createdAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return now < validUntil(createdAt) ? 'valid' : 'expired';
}

/**
 * Where "Solicitar este financiamiento" leads (decision 0055): the application page, which starts
 * the application of this quote. The quote's id opens nothing by itself: the application's link is
 * e-mailed to the quote's address.
 */
export const applicationStartUrl = (siteUrl: string, quoteId: string): string =>
  new URL(`/solicitud/nueva?cotizacion=${encodeURIComponent(quoteId)}`, siteUrl).href;
