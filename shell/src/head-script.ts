/**
 * The prerendered pages' one inline script, in their head (docs/decisions/0053). A page is drawn
 * signed out and with its notices; before the first paint this marks on <html>:
 * - a signed-in tab (`fvc-signed-in`): the header keeps the customer menu's place until the shell
 *   draws it, so nothing below moves when it comes;
 * - a notice the visitor closed earlier (`fvc-alert-hidden`, `fvc-cookies-hidden`): hidden from the
 *   first paint instead of flashing until the shell drops it.
 * Nothing else: the shell's scripts are ordinary deferred scripts, and the notices answer once the
 * shell has hydrated. The build bundles this file on its own (build: `head-script.js`) and the
 * pages' CSP allows it by the hash the build writes beside it (`head-script.csp-hash`).
 */
import { tabIsSignedIn } from '@fvc/shared/session';
import { SIGNED_IN_CLASS } from './features/header/signed-in-mark';
import { hiddenNoticeClass, NOTICE_FLAGS, type Notice } from './features/overlays/notice-flags';

const classes = document.documentElement.classList;
try {
  if (tabIsSignedIn(sessionStorage, document.cookie)) classes.add(SIGNED_IN_CLASS);
} catch {
  // A browser refusing storage: the page stays as drawn.
}
for (const notice of Object.keys(NOTICE_FLAGS) as Notice[]) {
  const { storage, key } = NOTICE_FLAGS[notice];
  try {
    if (window[storage].getItem(key) !== null) classes.add(hiddenNoticeClass(notice));
  } catch {
    // idem
  }
}
