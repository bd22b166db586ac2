import type { LimitRule } from './rate-limiter';

const minutes = (n: number) => n * 60;

/**
 * The access limits (issues #10 and #66, decision 0043): per IP across e-mails (spraying), per IP
 * + account (guessing one account), and across every account (a flood from many addresses).
 * Attempts are counted before the password is checked and a success is given back, so failures
 * are what count and an office behind one IP is not punished for signing in.
 *
 * Per account there is no lockout, only a growing delay (login-throttle.ts) for browsers that have
 * not signed in to that account before (the device cookie): someone else's failures can slow a
 * customer on a new browser by a minute at most, and never a browser they used before.
 */
export const AUTH_LIMITS = {
  loginFailuresPerIp: { name: 'login-ip', limit: 20, windowSeconds: minutes(15) },
  loginFailuresPerIpAccount: { name: 'login-ip-account', limit: 5, windowSeconds: minutes(15) },
  loginFailuresGlobal: { name: 'login-all', limit: 600, windowSeconds: minutes(1) },
  codeFailuresPerIp: { name: 'code-ip', limit: 20, windowSeconds: minutes(15) },
  codeSendsPerAccount: { name: 'code-send-account', limit: 6, windowSeconds: minutes(15) },
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: minutes(60) },
  registerPerContract: { name: 'register-contract', limit: 5, windowSeconds: minutes(60) },
  resetPerIp: { name: 'reset-ip', limit: 10, windowSeconds: minutes(60) },
  resetPerEmail: { name: 'reset-email', limit: 3, windowSeconds: minutes(60) },
  tokenFailuresPerIp: { name: 'token-ip', limit: 20, windowSeconds: minutes(15) },
  passkeyFailuresPerIp: { name: 'passkey-ip', limit: 20, windowSeconds: minutes(15) },
  passwordChangeFailuresPerAccount: { name: 'password-change-account', limit: 5, windowSeconds: minutes(15) },
  stepUpFailuresPerAccount: { name: 'step-up-account', limit: 5, windowSeconds: minutes(15) },
} satisfies Record<string, LimitRule>;

export type AuthLimits = typeof AUTH_LIMITS;

/** The same limits, each `factor` times higher (AUTH_LIMIT_FACTOR: browser test runs sign in often). */
export function scaledAuthLimits(factor: number): AuthLimits {
  return Object.fromEntries(Object.entries(AUTH_LIMITS).map(([key, rule]) => [key, { ...rule, limit: rule.limit * factor }])) as AuthLimits;
}
