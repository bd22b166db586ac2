import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The bank's protocol: every message names its direction and joins its fields with "|"
 * (`request|order|reference|amount`, `answer|order|reference|amount|authorization|response`,
 * `status|order`; for the charges the merchant sends, `charge|order|reference|account|amount` and
 * `charge-answer|…`; `card-token|order|reference|account` for a card kept for a scheduled payment;
 * `spei|tracking|clabe|amount|payer` for an incoming transfer), each field in a strict format, so a
 * message of one kind never verifies as another. Hex HMAC-SHA256 of that text with the merchant's shared key.
 */
const FORMATS: Record<string, RegExp> = {
  order: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  reference: /^FVC-\d{4}-\d{6}$/,
  amount: /^\d{1,10}\.\d{2}$/,
  authorization: /^\d{6}$/,
  response: /^\d{2}$/,
  account: /^(\d{18}|tok_[0-9a-f]{32})$/,
  tracking: /^[A-Z0-9]{6,30}$/,
  clabe: /^\d{18}$/,
  payer: /^[\p{L}\p{N} .,&'()-]{1,120}$/u,
};

const ORDER: Record<Message['type'], string[]> = {
  request: ['order', 'reference', 'amount'],
  answer: ['order', 'reference', 'amount', 'authorization', 'response'],
  status: ['order'],
  charge: ['order', 'reference', 'account', 'amount'],
  'charge-answer': ['order', 'reference', 'amount', 'authorization', 'response'],
  'card-request': ['order', 'reference'],
  'card-token': ['order', 'reference', 'account'],
  spei: ['tracking', 'clabe', 'amount', 'payer'],
};

export type Message =
  | { type: 'request'; order: string; reference: string; amount: string }
  | { type: 'answer'; order: string; reference: string; amount: string; authorization: string; response: string }
  | { type: 'status'; order: string }
  | { type: 'charge'; order: string; reference: string; account: string; amount: string }
  | { type: 'charge-answer'; order: string; reference: string; amount: string; authorization: string; response: string }
  | { type: 'card-request'; order: string; reference: string }
  | { type: 'card-token'; order: string; reference: string; account: string }
  | { type: 'spei'; tracking: string; clabe: string; amount: string; payer: string };

/** The signed text, or null when a field is out of its format. */
export function messageText(message: Message): string | null {
  const fields = ORDER[message.type].map((name) => (message as unknown as Record<string, string>)[name] ?? '');
  if (!ORDER[message.type].every((name, index) => FORMATS[name]!.test(fields[index]!))) return null;
  return [message.type, ...fields].join('|');
}

export function sign(key: string, message: Message): string {
  const text = messageText(message);
  if (text === null) throw new Error(`Mensaje ${message.type} fuera de formato`);
  return createHmac('sha256', key).update(text).digest('hex');
}

export function signatureMatches(key: string, signature: string, message: Message): boolean {
  const text = messageText(message);
  if (text === null || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), createHmac('sha256', key).update(text).digest());
}
