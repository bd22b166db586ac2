/**
 * Taps made on a prerendered page before its scripts answered them. The page's inline bootstrap
 * (scripts/prerender/page-bootstrap.ts) keeps each tapped button, once, in `window.fvcEarlyTaps`
 * and stops the tap there; the shell taps the buttons again once the part of the page they are in
 * is live:
 * - the shell's own (header, footer, popups) once the shell has hydrated;
 * - the page's content, inside <main>, once its remote has.
 * Each flag is set before the replay, so the replayed click is not kept again.
 */

/** The page's content, which its remote hydrates: what the bootstrap looks for as well. */
const insideContent = (button: HTMLElement) => button.closest('main') !== null;

function tapAgain(buttons: HTMLElement[]): void {
  // A button hydration had to replace (the page did not match its HTML) or that left with a
  // failed remote is not the one the visitor tapped: nothing to answer.
  for (const button of buttons) if (button.isConnected) button.click();
}

/** The shell has hydrated: its buttons tapped early are answered now. */
export function replayShellTaps(): void {
  const taps = window.fvcEarlyTaps;
  if (!taps || taps.shellLive) return;
  taps.shellLive = true;
  const shellTaps = taps.filter((button) => !insideContent(button));
  // Only the content's taps stay kept for the remote.
  const contentTaps = taps.filter(insideContent);
  taps.length = 0;
  taps.push(...contentTaps);
  tapAgain(shellTaps);
}

/** The page's remote is live (or failed, and its fallback drawn): every tap still kept is answered. */
export function replayPageTaps(): void {
  const taps = window.fvcEarlyTaps;
  if (!taps || taps.pageLive) return;
  taps.shellLive = true;
  taps.pageLive = true;
  tapAgain(taps.splice(0));
}
