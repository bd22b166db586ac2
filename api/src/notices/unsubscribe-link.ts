import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/one-time-token';
import type { NoticeKind } from './notice-rules';

export const NOTICE_KINDS: readonly NoticeKind[] = ['reminder', 'overdue', 'statement', 'debit-rejected'];

/**
 * The link at the foot of every notice that stops that kind of notice without signing in: it
 * names the customer and the kind, and carries an HMAC of both under the API's key for it
 * (config/keys.ts), so nobody can stop someone else's notices by changing the address. It does not
 * expire: a notice read a year later must still be able to stop the next one.
 */
export function createUnsubscribeLinks(key: Uint8Array, { siteUrl, apiUrl }: { siteUrl: string; apiUrl: string }) {
  const sign = (customerId: string, kind: NoticeKind) => createHmac('sha256', key).update(`avisos:${customerId}:${kind}`).digest('base64url');
  return {
    /** The page that asks to confirm (the site), and the one-click address mail programs post to (the API). */
    linksFor(customerId: string, kind: NoticeKind): { page: string; oneClick: string } {
      const params = new URLSearchParams({ c: customerId, a: kind, t: sign(customerId, kind) });
      return { page: `${siteUrl}/avisos/cancelar?${params}`, oneClick: `${apiUrl}/api/notices/unsubscribe?${params}` };
    },
    verify(customerId: string, kind: string, token: string): kind is NoticeKind {
      return (NOTICE_KINDS as readonly string[]).includes(kind) && safeEqual(sign(customerId, kind as NoticeKind), token);
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
