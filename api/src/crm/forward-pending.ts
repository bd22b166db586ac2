import type { Database, Queryable } from '../db/database';
import type { FieldCipher } from '../crypto/field-cipher';
import type { OutboxReport } from '../jobs/job-engine';
import { drainOutbox, requeueFailed, type OutboxTable } from '../jobs/outbox';
import type { CrmClient } from './crm-client';
import { LEAD_CONTACT_COLUMNS, LEAD_CONTACT_JOINS, leadContactOf, type LeadContactRow } from './lead-contact';

export interface ForwardOptions {
  batchSize?: number;
  /** After this many failed attempts a lead is marked failed and left for a person to look at. */
  maxAttempts?: number;
}

export type ForwardReport = OutboxReport;

interface ClaimedLead {
  id: string;
  source: string;
  created_at: Date | string;
}

const LEAD_OUTBOX: OutboxTable = {
  table: 'leads',
  columns: { status: 'crm_status', attempts: 'crm_attempts', nextAttemptAt: 'crm_next_attempt_at', lastError: 'crm_last_error', sentAt: 'crm_sent_at' },
  orderBy: 'crm_next_attempt_at',
  returning: 'id, source, created_at',
};

/** A lead whose forwarding failed for good goes back to the CRM's queue (jobs/outbox.ts). */
export const requeueFailedLead = (db: Queryable, leadId: string): Promise<boolean> => requeueFailed(db, LEAD_OUTBOX, leadId);

/**
 * Forwards the due leads to the CRM once, by the outbox's claim, backoff and give-up rule
 * (jobs/outbox.ts): a lead the CRM accepted is never claimed again; one it refused is retried. A
 * contact or dealer form's lead is read from its form's row (crm/lead-contact.ts), a dealer lead's
 * decrypted just before it is sent.
 */
export async function forwardPending(db: Database, crm: CrmClient, cipher: FieldCipher, options: ForwardOptions = {}): Promise<ForwardReport> {
  const { batchSize = 20, maxAttempts } = options;
  return drainOutbox<ClaimedLead>(
    db,
    LEAD_OUTBOX,
    async (lead) => {
      const [row] = await db.query<LeadContactRow>(`select ${LEAD_CONTACT_COLUMNS} from leads l ${LEAD_CONTACT_JOINS} where l.id = $1`, [lead.id]);
      if (!row) throw new Error('El prospecto ya no existe');
      const contact = leadContactOf(row, cipher);
      await crm.send({
        id: lead.id,
        source: lead.source,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        rfc: contact.rfc,
        message: contact.message,
        createdAt: new Date(lead.created_at).toISOString(),
        details: contact.details,
      });
    },
    { batchSize, ...(maxAttempts ? { maxAttempts } : {}) },
  );
}
