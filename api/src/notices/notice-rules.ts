import { mexicoCityHour } from '../customer-data/business-date';

/** What a customer can be told, each with its own switch (notice_preferences). */
export type NoticeKind = 'reminder' | 'overdue' | 'statement' | 'debit-rejected';

/**
 * Quiet hours: no notice leaves between 21:00 and 8:00 in Mexico City. One that comes due then (a
 * debit the bank rejected at night) waits in the outbox until 8:00.
 */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/** The first moment a notice may be sent, at or after `now`: now, or the next 8:00 in Mexico City. */
export function noticeSendableAt(now = new Date()): Date {
  const hour = mexicoCityHour(now);
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return now;
  // Whole hours forward to 8:00, then back to its start (Mexico City has kept UTC-6 all year since 2022).
  const hoursToWait = (QUIET_HOURS.until - hour + 24) % 24;
  const at = new Date(now.getTime() + hoursToWait * 3_600_000);
  at.setUTCMinutes(0, 0, 0);
  return at;
}
