import type { Queryable } from '../db/database';

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
}

/**
 * Stores a message for delivery. Call it inside the same transaction as the data the message is
 * about: either both are stored or neither, and a mail server that is down loses nothing.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into mail_outbox (kind, to_address, reply_to, subject, body_text, body_html)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [mail.kind, mail.to, mail.replyTo ?? null, mail.subject.replace(/[\r\n]+/g, ' '), mail.text, mail.html ?? null],
  );
  if (!row) throw new Error('No se guardó el correo en la bandeja de salida');
  return row.id;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
