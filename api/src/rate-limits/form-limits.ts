import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import { describeWait, type LimitRule, type RateLimiter } from '../auth/rate-limiter';

const minutes = (n: number) => n * 60;

/**
 * Limits of the public forms that store something and send e-mail (issue #14). They are counted in
 * the database (rate_limit_counters), so every API process counts the same posts, and apart from
 * the per-IP limit of all requests (plugins/external/rate-limit.ts): a page that loads 18 images
 * must not use up a visitor's contact form, and a contact flood must not use up their page views.
 *
 * Per IP: a person sends a few messages; an office behind one address a few more an hour. Per
 * recipient: one mailbox gets at most a handful of quotes or copies an hour, whoever asks, so the
 * API cannot be used to flood a stranger with mail.
 */
export const FORM_LIMITS = {
  contactPerIp: { name: 'form-contact-ip', limit: 5, windowSeconds: minutes(10) },
  leadPerIp: { name: 'form-lead-ip', limit: 5, windowSeconds: minutes(10) },
  dealerContactPerIp: { name: 'form-dealer-contact-ip', limit: 10, windowSeconds: minutes(10) },
  formsPerIpHour: { name: 'form-any-ip', limit: 40, windowSeconds: minutes(60) },
  quotePerIp: { name: 'form-quote-ip', limit: 10, windowSeconds: minutes(1) },
  quotesPerRecipient: { name: 'mail-quote-to', limit: 5, windowSeconds: minutes(60) },
  copiesPerRecipient: { name: 'mail-copy-to', limit: 5, windowSeconds: minutes(60) },
  // A rule of its own: contact messages typed with someone's address must not use up that
  // person's dealer requests.
  contactCopiesPerRecipient: { name: 'mail-contact-copy-to', limit: 5, windowSeconds: minutes(60) },
  // Notices (issue #70): a reminder, an overdue notice and a rejected debit can meet on one day;
  // more than four in a day to one mailbox is a fault, not news.
  noticesPerRecipient: { name: 'mail-notice-to', limit: 4, windowSeconds: minutes(24 * 60) },
  // Each mandate request e-mails a code: a handful an hour per customer.
  mandateCodesPerCustomer: { name: 'mandate-code', limit: 5, windowSeconds: minutes(60) },
  // A page view reports its vitals once, as it is hidden: an office behind one address reports a
  // few hundred an hour; past that a report is dropped, and nothing else is.
  vitalsPerIp: { name: 'vitals-ip', limit: 300, windowSeconds: minutes(60) },
  // Each e-mail change sends a code to the address typed: a handful an hour per customer.
  emailChangeCodesPerCustomer: { name: 'email-change-code', limit: 5, windowSeconds: minutes(60) },
  // Starting (or asking again for the link of) an online application e-mails the quote's address
  // (issue #72): a few tries per address, and the same mailbox gets a handful of links an hour.
  applicationStartPerIp: { name: 'form-application-ip', limit: 10, windowSeconds: minutes(10) },
  applicationLinksPerRecipient: { name: 'mail-application-link-to', limit: 5, windowSeconds: minutes(60) },
  // Each request for a signing code e-mails one: a handful an hour per application.
  applicationCodesPerApplication: { name: 'application-consent-code', limit: 5, windowSeconds: minutes(60) },
} satisfies Record<string, LimitRule>;

export type FormLimits = typeof FORM_LIMITS;

/** The same limits, each `factor` times higher (FORM_LIMIT_FACTOR: browser test runs post often). */
export function scaledFormLimits(factor: number): FormLimits {
  return Object.fromEntries(Object.entries(FORM_LIMITS).map(([key, rule]) => [key, { ...rule, limit: rule.limit * factor }])) as FormLimits;
}

export const FORM_RATE_LIMITED_CODE = 'RATE_LIMITED';

/**
 * Counts one post against each rule (key: the client's IP, or the recipient's address) and refuses
 * with 429, `Retry-After` and the wait in words when one goes over. Call it before anything is
 * stored: a refused post changes nothing.
 */
export async function countFormPost(
  limiter: RateLimiter,
  reply: FastifyReply,
  rules: Array<[LimitRule, string]>,
): Promise<void> {
  const states = await Promise.all(rules.map(([rule, key]) => limiter.hit(rule, key.toLowerCase())));
  const blocked = states.filter((state) => state.blocked);
  if (blocked.length === 0) return;
  const wait = Math.max(...blocked.map((state) => state.retryAfterSeconds));
  reply.header('Retry-After', String(wait));
  throw new AppError(429, FORM_RATE_LIMITED_CODE, `Recibimos muchas solicitudes seguidas desde tu conexión. Espera ${describeWait(wait)} e intenta de nuevo.`);
}

/** The client's address as the API sees it (behind a proxy only with TRUST_PROXY). */
export const clientKey = (request: FastifyRequest) => request.ip ?? 'sin-direccion';
