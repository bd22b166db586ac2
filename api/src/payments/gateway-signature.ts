import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTRACT_NUMBER_PATTERN } from '@fvc/shared/contracts/rules';

/**
 * The bank's messages and their signatures (decision 0043). Each message names its direction and
 * joins strictly formatted fields with "|", so no message of one kind can be read as another: the
 * request the browser carries (`request|order|reference|amount`) can never pass for an answer
 * (`answer|order|reference|amount|authorization|response`), however a field is left empty. Before,
 * both were plain concatenations under one key, and a "declined" answer with an empty
 * authorization carried exactly the request's signature, which the customer's browser holds.
 * Hex HMAC-SHA256 with Node's own crypto and a constant-time comparison (decision 0007).
 */

/** The fields of the protocol and the only shape each may have: none can contain the separator. */
const FIELD_FORMATS = {
  order: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  reference: new RegExp(CONTRACT_NUMBER_PATTERN),
  amount: /^\d{1,10}\.\d{2}$/,
  authorization: /^\d{6}$/,
  response: /^\d{2}$/,
  // What the API charges on its own (issue #70): a CLABE under a debit mandate, or a card the bank
  // keeps for a scheduled payment, by the token it gave.
  account: /^(\d{18}|tok_[0-9a-f]{32})$/,
  // An incoming SPEI transfer: its tracking key, the payer's account and name, as the bank sends them.
  tracking: /^[A-Z0-9]{6,30}$/,
  clabe: /^\d{18}$/,
  payer: /^[\p{L}\p{N} .,&'()-]{1,120}$/u,
} as const;

export type GatewayMessage =
  | { type: 'request'; order: string; reference: string; amount: string }
  | { type: 'answer'; order: string; reference: string; amount: string; authorization: string; response: string }
  | { type: 'status'; order: string }
  | { type: 'charge'; order: string; reference: string; account: string; amount: string }
  | { type: 'charge-answer'; order: string; reference: string; amount: string; authorization: string; response: string }
  | { type: 'card-request'; order: string; reference: string }
  | { type: 'card-token'; order: string; reference: string; account: string }
  | { type: 'spei'; tracking: string; clabe: string; amount: string; payer: string };

const FIELDS: { [K in GatewayMessage['type']]: ReadonlyArray<keyof typeof FIELD_FORMATS> } = {
  request: ['order', 'reference', 'amount'],
  answer: ['order', 'reference', 'amount', 'authorization', 'response'],
  status: ['order'],
  charge: ['order', 'reference', 'account', 'amount'],
  'charge-answer': ['order', 'reference', 'amount', 'authorization', 'response'],
  'card-request': ['order', 'reference'],
  'card-token': ['order', 'reference', 'account'],
  spei: ['tracking', 'clabe', 'amount', 'payer'],
};

/** The signed text of a message; null when a field is out of its format (such a message is never signed nor accepted). */
export function gatewayMessageText(message: GatewayMessage): string | null {
  const values: string[] = [message.type];
  for (const field of FIELDS[message.type]) {
    const value = (message as unknown as Record<string, unknown>)[field];
    if (typeof value !== 'string' || !FIELD_FORMATS[field].test(value)) return null;
    values.push(value);
  }
  return values.join('|');
}

export function gatewaySignature(key: string, message: GatewayMessage): string {
  const text = gatewayMessageText(message);
  if (text === null) throw new Error(`Mensaje ${message.type} de la pasarela con un campo fuera de formato`);
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Constant-time: how much of a forged signature matches must not show in the timing. */
export function gatewaySignatureMatches(key: string, signature: string, message: GatewayMessage): boolean {
  const text = gatewayMessageText(message);
  if (text === null || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', key).update(text).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

/** Amounts travel as the exact bytes that were signed: two decimals, no separators. */
export function gatewayAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
