import type { LimitRule } from './rate-limiter';

const minutes = (n: number) => n * 60;

/**
 * The access limits (issue #10): per IP across e-mails (spraying), per account across IPs
 * (distributed guessing) and per IP + account (guessing one account). Failed attempts count,
 * successful ones do not, so an office behind one IP is not punished for signing in.
 *
 * A customer is never locked out by someone else's failures from another IP: the per-account
 * rule only counts, and only blocks, browsers that have not signed in to that account before
 * (the device cookie, see device-cookie.ts). A customer on a new browser while the account is
 * under attack can still use a passkey or the reset link, which this rule does not touch.
 */
export const AUTH_LIMITS = {
  loginFailuresPerIp: { name: 'login-ip', limit: 20, windowSeconds: minutes(15) },
  loginFailuresPerIpAccount: { name: 'login-ip-account', limit: 5, windowSeconds: minutes(15) },
  loginFailuresPerAccount: { name: 'login-account', limit: 20, windowSeconds: minutes(60) },
  codeFailuresPerIp: { name: 'code-ip', limit: 20, windowSeconds: minutes(15) },
  codeSendsPerAccount: { name: 'code-send-account', limit: 6, windowSeconds: minutes(15) },
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: minutes(60) },
  registerPerContract: { name: 'register-contract', limit: 5, windowSeconds: minutes(60) },
  resetPerIp: { name: 'reset-ip', limit: 10, windowSeconds: minutes(60) },
  resetPerEmail: { name: 'reset-email', limit: 3, windowSeconds: minutes(60) },
  tokenFailuresPerIp: { name: 'token-ip', limit: 20, windowSeconds: minutes(15) },
  passkeyFailuresPerIp: { name: 'passkey-ip', limit: 20, windowSeconds: minutes(15) },
  passwordChangeFailuresPerAccount: { name: 'password-change-account', limit: 5, windowSeconds: minutes(15) },
} satisfies Record<string, LimitRule>;

export type AuthLimits = typeof AUTH_LIMITS;

/** The same limits, each `factor` times higher (AUTH_LIMIT_FACTOR: browser test runs sign in often). */
export function scaledAuthLimits(factor: number): AuthLimits {
  return Object.fromEntries(Object.entries(AUTH_LIMITS).map(([key, rule]) => [key, { ...rule, limit: rule.limit * factor }])) as AuthLimits;
}
