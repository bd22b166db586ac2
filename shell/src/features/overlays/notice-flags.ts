import { ALERT_HIDDEN_KEY } from '@fvc/shared/session';

/** Remembered across visits so the cookie notice is not shown again once acknowledged. */
export const COOKIE_NOTICE_KEY = 'cookie-notice-acknowledged';

export type Notice = 'alert' | 'cookies';

/**
 * Where each notice's "closed" flag lives: the alert's for the session (docs/product.md §4), the
 * cookie notice's for good. The page's head script reads them before the first paint.
 */
export const NOTICE_FLAGS: Record<Notice, { storage: 'sessionStorage' | 'localStorage'; key: string }> = {
  alert: { storage: 'sessionStorage', key: ALERT_HIDDEN_KEY },
  cookies: { storage: 'localStorage', key: COOKIE_NOTICE_KEY },
};

/** The mark on <html> of a notice closed before this page: its CSS hides it from the first paint. */
export const hiddenNoticeClass = (notice: Notice) => `fvc-${notice}-hidden`;

/**
 * A notice the head script hid before the shell was live. Its flag is in storage too, unless the
 * browser refused to give it: the mark is what says so then, and the shell must not keep a modal
 * the visitor cannot see (its focus trap would hold the keyboard).
 */
export function hiddenBeforeTheShell(notice: Notice): boolean {
  return document.documentElement.classList.contains(hiddenNoticeClass(notice));
}
