import type { Database } from '../db/database';
import type { OutboxReport } from '../jobs/periodic-job';
import { LEASE_SECONDS, MAX_ATTEMPTS, afterFailure } from '../jobs/retry-delay';
import type { CrmClient } from './crm-client';

export interface ForwardOptions {
  batchSize?: number;
  /** After this many failed attempts a lead is marked failed and left for a person to look at. */
  maxAttempts?: number;
}

export type ForwardReport = OutboxReport;

interface LeadRow {
  id: string;
  source: string;
  name: string;
  email: string;
  phone: string | null;
  rfc: string | null;
  message: string | null;
  created_at: Date | string;
  details: Record<string, unknown> | null;
  crm_attempts: number;
}

/**
 * Forwards the due leads to the CRM once: the same claim (attempts + 1 and a lease, one statement
 * with SKIP LOCKED), backoff and give-up rule as the mail outbox. A lead the CRM accepted is
 * marked sent and never claimed again; one it refused waits and is retried.
 */
export async function forwardPending(db: Database, crm: CrmClient, options: ForwardOptions = {}): Promise<ForwardReport> {
  const { batchSize = 20, maxAttempts = MAX_ATTEMPTS } = options;
  const claimed = await db.query<LeadRow>(
    `update leads
        set crm_attempts = crm_attempts + 1,
            crm_next_attempt_at = now() + make_interval(secs => $2)
      where id in (
        select id from leads
         where crm_status = 'pending' and crm_next_attempt_at <= now()
         order by crm_next_attempt_at
         limit $1
         for update skip locked)
      returning id, source, name, email, phone, rfc, message, created_at, details, crm_attempts`,
    [batchSize, LEASE_SECONDS],
  );

  const report: ForwardReport = { sent: 0, retried: 0, failed: 0 };
  for (const lead of claimed) {
    try {
      await crm.send({
        id: lead.id,
        source: lead.source,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        rfc: lead.rfc,
        message: lead.message,
        createdAt: new Date(lead.created_at).toISOString(),
        details: lead.details,
      });
      await db.query(`update leads set crm_status = 'sent', crm_sent_at = now(), crm_last_error = null where id = $1`, [lead.id]);
      report.sent += 1;
    } catch (error) {
      const { giveUp, retryInSeconds, lastError } = afterFailure(lead.crm_attempts, maxAttempts, error);
      await db.query(
        giveUp
          ? `update leads set crm_status = 'failed', crm_last_error = $2 where id = $1`
          : `update leads set crm_next_attempt_at = now() + make_interval(secs => $3), crm_last_error = $2 where id = $1`,
        giveUp ? [lead.id, lastError] : [lead.id, lastError, retryInSeconds],
      );
      report[giveUp ? 'failed' : 'retried'] += 1;
    }
  }
  return report;
}
