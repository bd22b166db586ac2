/**
 * Wait before the next attempt of an outbox item (mail or CRM lead) after `attempts` failures:
 * 30 s, 1 min, 2 min, 4 min … capped at 1 h.
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Attempts before an outbox item is marked failed for a person to look at: with the waits above
 * (about 1 h for the first 7, then 1 h each) that is about three days, so a mail server or CRM
 * that is down over a weekend delays messages but does not lose them.
 */
export const MAX_ATTEMPTS = 80;

/** A claimed item is leased for this long; if the process dies mid-send it is retried after. */
export const LEASE_SECONDS = 300;

/** After a failed attempt: give up (a person looks at it) or wait and try again. */
export function afterFailure(
  attempts: number,
  maxAttempts: number,
  error: unknown,
): { giveUp: boolean; retryInSeconds: number; lastError: string } {
  return {
    giveUp: attempts >= maxAttempts,
    retryInSeconds: retryDelaySeconds(attempts),
    lastError: String((error as Error)?.message ?? error).slice(0, 1000),
  };
}
