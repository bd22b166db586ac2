import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

export type AuthEvent =
  | 'registration_requested'
  | 'email_confirmed'
  | 'sign_in'
  | 'sign_in_failed'
  | 'code_sent'
  | 'code_failed'
  | 'passkey_added'
  | 'passkey_renamed'
  | 'passkey_removed'
  | 'passkey_failed'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'logout'
  | 'logout_all'
  | 'refresh_reuse_detected'
  | 'step_up'
  | 'step_up_failed'
  | 'rate_limited'
  // Pay your way (issue #70): what a customer changed about how they pay and what they are told.
  | 'mandate_requested'
  | 'mandate_accepted'
  | 'mandate_code_failed'
  | 'mandate_cancelled'
  | 'payment_scheduled'
  | 'scheduled_payment_changed'
  | 'scheduled_payment_cancelled'
  | 'notices_changed'
  | 'notices_unsubscribed'
  | 'contact_changed'
  | 'email_change_requested'
  | 'email_change_code_failed'
  | 'email_changed';

export interface AuthEventContext {
  ip: string;
  userAgent?: string | undefined;
}

/** Who made a request, as the audit trail keeps it. */
export function clientOf(request: FastifyRequest): AuthEventContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/**
 * The audit trail of who did what to an account. Never pass secrets in `detail`: no password,
 * code, token or hash; an e-mail only where the account is unknown (to follow a spraying attack).
 */
export async function recordAuthEvent(
  db: Queryable,
  event: AuthEvent,
  context: AuthEventContext,
  accountId: string | null,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  await db.query(
    'insert into auth_events (account_id, event, ip, user_agent, detail) values ($1, $2, $3, $4, $5)',
    [accountId, event, context.ip, context.userAgent?.slice(0, 300) ?? null, JSON.stringify(detail)],
  );
}
