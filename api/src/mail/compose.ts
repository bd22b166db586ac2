import { escapeHtml } from './escape-html';
import type { OutgoingMail } from './outbox';

export type Mail = Pick<OutgoingMail, 'subject' | 'text' | 'html'>;

/** Subject, plain text and HTML from the same paragraphs; links become anchors in the HTML. */
export function compose(subject: string, paragraphs: Array<string | { link: string; label: string }>): Mail {
  return {
    subject,
    text: `${paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`)).join('\n\n')}\n`,
    html: paragraphs
      .map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`))
      .join(''),
  };
}
