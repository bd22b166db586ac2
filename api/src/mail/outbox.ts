import type { Queryable } from '../db/database';
import { brandedHtml, textToHtml, type MailSender } from './branded-layout';

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** The body as HTML (no page around it): it is laid out in the company's e-mail design. Without
   * it, the plain text is, as paragraphs. */
  html?: string | undefined;
  /** Stored with the message, so a retry sends the same bytes (e.g. a quote PDF). */
  attachments?: MailAttachment[] | undefined;
  /** Extra headers (a notice's List-Unsubscribe). */
  headers?: Record<string, string> | undefined;
  /** Not sent before this moment (a notice waits for the end of the quiet hours). */
  notBefore?: Date | undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Mail nobody is waiting for at a screen: notifications of the public forms to staff and dealers
 * (and the visitor's copy). Everything else (codes, links, quotes, receipts) is transactional and
 * is sent first (migration 0011), so a flood of contact forms cannot delay a sign-in code.
 */
const BULK_KINDS = new Set(['contact', 'contact-copy', 'dealer-lead', 'dealer-lead-copy', 'notice']);

export const mailPriority = (kind: string): 0 | 1 => (BULK_KINDS.has(kind) ? 1 : 0);

/**
 * Stores a message for delivery. Call it inside the same transaction as the data the message is
 * about: either both are stored or neither, and a mail server that is down loses nothing.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<string> {
  const [sender] = await tx.query<MailSender>('select name, phone, email from company where id = 1');
  const subject = mail.subject.replace(/[\r\n]+/g, ' ');
  // Every mail in the one design, laid out as it is stored: a retry sends the same bytes.
  const html = sender ? await brandedHtml(mail.html ?? textToHtml(mail.text), { preheader: subject, sender }) : (mail.html ?? null);
  const [row] = await tx.query<{ id: string }>(
    `insert into mail_outbox (kind, to_address, reply_to, subject, body_text, body_html, attachments, priority, headers, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now())) returning id`,
    [
      mail.kind,
      mail.to,
      mail.replyTo ?? null,
      subject,
      mail.text,
      html,
      mail.attachments?.length
        ? JSON.stringify(
            mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString('base64') })),
          )
        : null,
      mailPriority(mail.kind),
      mail.headers ? JSON.stringify(mail.headers) : null,
      mail.notBefore?.toISOString() ?? null,
    ],
  );
  if (!row) throw new Error('No se guardó el correo en la bandeja de salida');
  return row.id;
}
