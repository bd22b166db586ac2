import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * The per-account brake on password guessing (decision 0043). Every attempt from a browser that
 * never signed in to the account claims a turn before the password is checked, in one statement,
 * so a burst cannot slip past between a check and a count. The first failures in a row are free;
 * after them each attempt must wait a delay that doubles up to a minute. It never locks the
 * account: the customer on a new browser waits at most a minute between tries, a browser that
 * signed in before is never slowed, and a passkey or the reset link are not touched. A success
 * clears it. It is kept per e-mail typed, account or not, so it cannot tell which e-mails have one.
 */
export const LOGIN_THROTTLE: ThrottleRules = { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 60 };

export interface ThrottleRules {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export type ThrottleTurn = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createLoginThrottle(db: Pick<Queryable, 'query'>, rules: ThrottleRules = LOGIN_THROTTLE) {
  return {
    /** Takes a turn for an attempt with the e-mail, counted as a failure until `succeeded` clears it. */
    async claim(email: string): Promise<ThrottleTurn> {
      const key = keyOf(email);
      await db.query('insert into login_throttle (email_key) values ($1) on conflict (email_key) do nothing', [key]);
      const [turn] = await db.query<{ failures: number }>(
        `update login_throttle
            set failures = failures + 1, updated_at = now(),
                next_attempt_at = now() + make_interval(secs => case when failures + 1 < $2 then 0
                                                                     else least($4, $3 * power(2, failures + 1 - $2)) end)
          where email_key = $1 and next_attempt_at <= now() returning failures`,
        [key, rules.freeFailures, rules.firstDelaySeconds, rules.maxDelaySeconds],
      );
      if (turn) return { allowed: true };
      const [wait] = await db.query<{ seconds: number }>(
        'select greatest(1, ceil(extract(epoch from next_attempt_at - now())))::int as seconds from login_throttle where email_key = $1',
        [key],
      );
      return { allowed: false, retryAfterSeconds: wait?.seconds ?? 1 };
    },
    async succeeded(email: string): Promise<void> {
      await db.query('update login_throttle set failures = 0, next_attempt_at = now(), updated_at = now() where email_key = $1', [keyOf(email)]);
    },

  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
