import type { Database } from '../db/database';
import type { OutboxReport } from '../jobs/periodic-job';
import { LEASE_SECONDS, MAX_ATTEMPTS, afterFailure } from '../jobs/retry-delay';
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
  attempts: number;
  priority: number;
  attachments: Array<{ filename: string; contentType: string; contentBase64: string }> | null;
}

/**
 * Sends the due messages of the outbox once. Claiming (attempts + 1 and a lease) is one
 * statement with SKIP LOCKED, so two workers never send the same message at the same time.
 * Delivery is at-least-once: a crash between sending and recording it resends after the lease.
 */
export async function deliverPending(db: Database, sender: MailSender, options: DeliverOptions): Promise<DeliveryReport> {
  const { from, batchSize = 10, maxAttempts = MAX_ATTEMPTS } = options;
  const claimed = await db.query<OutboxRow>(
    `update mail_outbox
        set attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => $2)
      where id in (
        select id from mail_outbox
         where status = 'pending' and next_attempt_at <= now()
         order by priority, next_attempt_at
         limit $1
         for update skip locked)
      returning id, to_address, reply_to, subject, body_text, body_html, attempts, priority, attachments`,
    [batchSize, LEASE_SECONDS],
  );
  // RETURNING keeps no order: transactional mail first within the batch too.
  claimed.sort((a, b) => a.priority - b.priority);

  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      await sender.send(mail.id, {
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
        messageId: `<${mail.id}@fvc-api>`,
      });
      await db.query(`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [mail.id]);
      report.sent += 1;
    } catch (error) {
      const { giveUp, retryInSeconds, lastError } = afterFailure(mail.attempts, maxAttempts, error);
      await db.query(
        giveUp
          ? `update mail_outbox set status = 'failed', last_error = $2 where id = $1`
          : `update mail_outbox set next_attempt_at = now() + make_interval(secs => $3), last_error = $2 where id = $1`,
        giveUp ? [mail.id, lastError] : [mail.id, lastError, retryInSeconds],
      );
      report[giveUp ? 'failed' : 'retried'] += 1;
    }
  }
  return report;
}
