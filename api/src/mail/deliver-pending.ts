import type { Database, Queryable } from '../db/database';
import type { OutboxReport } from '../jobs/job-engine';
import { drainOutbox, requeueFailed, type OutboxTable } from '../jobs/outbox';
import type { MailSender } from './transport';

export interface DeliverOptions {
  from: string;
  batchSize?: number;
  /** After this many failed attempts a message is marked failed and left for a person to look at. */
  maxAttempts?: number;
}

export type DeliveryReport = OutboxReport;

interface OutboxRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  body_html: string | null;
  priority: number;
  attachments: Array<{ filename: string; contentType: string; contentBase64: string }> | null;
  headers: Record<string, string> | null;
}

const MAIL_OUTBOX: OutboxTable = {
  table: 'mail_outbox',
  columns: { status: 'status', attempts: 'attempts', nextAttemptAt: 'next_attempt_at', lastError: 'last_error', sentAt: 'sent_at' },
  orderBy: 'priority, next_attempt_at',
  returning: 'id, to_address, reply_to, subject, body_text, body_html, priority, attachments, headers',
};

/** A message that failed for good goes out again, the same bytes, on the worker's next round (jobs/outbox.ts). */
export const requeueFailedMail = (db: Queryable, mailId: string): Promise<boolean> => requeueFailed(db, MAIL_OUTBOX, mailId);

/** Sends the due messages of the outbox once (jobs/outbox.ts), transactional mail first. */
export async function deliverPending(db: Database, sender: MailSender, options: DeliverOptions): Promise<DeliveryReport> {
  const { from, batchSize = 10, maxAttempts } = options;
  return drainOutbox<OutboxRow>(
    db,
    MAIL_OUTBOX,
    (mail) =>
      sender.send(mail.id, {
        from,
        to: mail.to_address,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        subject: mail.subject,
        text: mail.body_text,
        ...(mail.body_html ? { html: mail.body_html } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
              })),
            }
          : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        messageId: `<${mail.id}@fvc-api>`,
      }),
    { batchSize, ...(maxAttempts ? { maxAttempts } : {}), sort: (a, b) => a.priority - b.priority },
  );
}
