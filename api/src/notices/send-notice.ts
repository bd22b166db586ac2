import { clockNow } from '../customer-data/business-date';
import { findCustomerContact } from '../customer-data/customer-profile';
import type { Database } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { escapeHtml } from '../mail/escape-html';
import { noticeSendableAt, type NoticeKind } from './notice-rules';
import type { UnsubscribeLinks } from './unsubscribe-link';

export interface NoticeSender {
  db: Database;
  links: UnsubscribeLinks;
  /** The per-recipient limit of notices (rate-limits/form-limits.ts): false once a mailbox had its share today. */
  allows: (email: string) => Promise<boolean>;
  siteUrl: string;
  now?: () => Date;
}

export interface NoticeContent {
  subject: string;
  /** Paragraphs of the message, plain text. */
  paragraphs: string[];
  /** The one thing to do, as a link into the site (a path). */
  action?: { label: string; path: string };
}

/** What the footer says each notice is, for the unsubscribe line. */
const KIND_NAMES: Record<NoticeKind, string> = {
  reminder: 'los recordatorios de pago',
  overdue: 'los avisos de pago vencido',
  statement: 'los avisos de estado de cuenta',
  'debit-rejected': 'los avisos de cargos rechazados',
};

export type NoticeOutcome = 'sent' | 'already-sent' | 'over-limit' | 'no-contact';

/** When a notice written at `now` may leave: undefined at once; else that long from the real now (the outbox's clock). */
function endOfQuietHours(now: Date): Date | undefined {
  const wait = noticeSendableAt(now).getTime() - now.getTime();
  return wait > 0 ? new Date(Date.now() + wait) : undefined;
}

/**
 * Sends one notice about one subject (a due date, a month, a debit) once: the notice log's unique
 * key (customer, channel, kind, subject) is claimed in the same transaction that puts the message
 * in the outbox, so two API processes running the same schedule send it once between them. It
 * waits for the end of the quiet hours (notice-rules.ts), and a mailbox over its daily share of
 * notices gets no more that day (the notice is logged as over the limit and not retried).
 */
export async function sendNotice(
  sender: NoticeSender,
  notice: { customerId: string; kind: NoticeKind; subjectKey: string; content: NoticeContent },
): Promise<NoticeOutcome> {
  const { db } = sender;
  const { customerId, kind, subjectKey, content } = notice;
  const [done] = await db.query<{ id: string }>(
    `select id from notice_log where customer_id = $1 and channel = 'email' and kind = $2 and subject_key = $3`,
    [customerId, kind, subjectKey],
  );
  if (done) return 'already-sent';
  const contact = await findCustomerContact(db, customerId);
  if (!contact) return 'no-contact';
  const allowed = await sender.allows(contact.email);
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ id: string }>(
      `insert into notice_log (customer_id, channel, kind, subject_key, outcome) values ($1, 'email', $2, $3, $4)
       on conflict (customer_id, channel, kind, subject_key) do nothing returning id`,
      [customerId, kind, subjectKey, allowed ? 'sent' : 'over-limit'],
    );
    if (!claimed) return 'already-sent';
    if (!allowed) return 'over-limit';
    const links = sender.links.linksFor(customerId, kind);
    const action = content.action && { label: content.action.label, url: new URL(content.action.path, sender.siteUrl).toString() };
    const footer = `Recibes este aviso porque lo elegiste en Mi cuenta. Para dejar de recibir ${KIND_NAMES[kind]}: ${links.page}`;
    const mailId = await enqueueMail(tx, {
      kind: 'notice',
      to: contact.email,
      subject: content.subject,
      text: [`Hola, ${contact.name}:`, ...content.paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '—', footer].join('\n\n') + '\n',
      html: [
        `<p>Hola, ${escapeHtml(contact.name)}:</p>`,
        ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
        `<p style="color:#666;font-size:12px">Recibes este aviso porque lo elegiste en Mi cuenta. <a href="${escapeHtml(links.page)}">Dejar de recibir ${KIND_NAMES[kind]}</a>.</p>`,
      ].join(''),
      // RFC 8058: mail programs offer "unsubscribe" and post to the one-click address themselves.
      headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      notBefore: endOfQuietHours(sender.now?.() ?? clockNow()),
    });
    await tx.query('update notice_log set mail_id = $2 where id = $1', [claimed.id, mailId]);
    return 'sent';
  });
}
