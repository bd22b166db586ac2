import type { Database } from '../db/database';
import type { OutboxReport } from '../jobs/job-engine';
import { drainOutbox, type OutboxTable } from '../jobs/outbox';
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
}

const LEAD_OUTBOX: OutboxTable = {
  table: 'leads',
  columns: { status: 'crm_status', attempts: 'crm_attempts', nextAttemptAt: 'crm_next_attempt_at', lastError: 'crm_last_error', sentAt: 'crm_sent_at' },
  orderBy: 'crm_next_attempt_at',
  returning: 'id, source, name, email, phone, rfc, message, created_at, details',
};

/**
 * Forwards the due leads to the CRM once, by the outbox's claim, backoff and give-up rule
 * (jobs/outbox.ts): a lead the CRM accepted is never claimed again; one it refused is retried.
 */
export async function forwardPending(db: Database, crm: CrmClient, options: ForwardOptions = {}): Promise<ForwardReport> {
  const { batchSize = 20, maxAttempts } = options;
  return drainOutbox<LeadRow>(
    db,
    LEAD_OUTBOX,
    (lead) =>
      crm.send({
        id: lead.id,
        source: lead.source,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        rfc: lead.rfc,
        message: lead.message,
        createdAt: new Date(lead.created_at).toISOString(),
        details: lead.details,
      }),
    { batchSize, ...(maxAttempts ? { maxAttempts } : {}) },
  );
}
