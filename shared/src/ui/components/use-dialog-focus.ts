import { useEffect, useEffectEvent, type RefObject } from 'react';

// An iframe too: an embedded player's own controls are reached by Tab into it.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

// The modals open now, the newest last. Only the newest answers the keyboard and keeps focus: an
// error popup over the alert closes alone on Escape, and two modals never pull focus from each other.
// One list for the page: the shell and each remote bundle their own copy of this module (0004), and
// the banner video (mf-home) can be open when the shell's alert or error popup opens.
const openDialogs: HTMLElement[] = ((globalThis as { [key: symbol]: HTMLElement[] | undefined })[Symbol.for('fvc.openDialogs')] ??= []);

/**
 * Keyboard behaviour of a modal: focus moves into it, Tab stays inside, Escape closes, and focus
 * returns to where it was when the modal closes. With modals over modals, the newest one does this.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, active: boolean, onClose: () => void): void {
  // The latest onClose, without restarting the effect: a parent that passes a new function on
  // each render would otherwise send focus out of the dialog and back in.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    // Whether focus was ever inside: only then does closing owe it a place. A dialog drawn and gone
    // before its first frame (an alert hydrated as already closed this session) never had it.
    let held = container.contains(previous);
    const noteHeld = () => {
      held = true;
    };
    container.addEventListener('focusin', noteHeld);
    openDialogs.push(container);
    const isNewest = () => openDialogs[openDialogs.length - 1] === container;
    const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    // Into the dialog once it has been drawn: focusing in the effect makes the browser lay out the
    // whole page there and then, in the same task as the render (issue #15: about 40 ms on a fresh
    // page here, four times that on Lighthouse's phone). After the frame, the layout is done.
    // A visitor who already clicked inside keeps their focus.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (isNewest() && !container.contains(document.activeElement)) (focusables()[0] ?? container).focus();
      }, 0);
    });
    const cancelFirstFocus = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNewest()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        // A dialog that fades out is still here: it must not take focus once dismissed.
        cancelFirstFocus();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (!container.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // On the document, not the container: focus may have fallen to <body> when the content inside
    // the dialog changed, and Escape must still close it.
    document.addEventListener('keydown', onKeyDown);
    // Focus that lands outside comes back to the first control. The page never sees the keys pressed
    // inside an iframe, so Tab past a player's last control would otherwise reach the page behind.
    // Never into a fight with another modal (one built before this list existed, say): focus that
    // lands in another dialog stays there.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      if (!isNewest() || container.contains(target) || target.closest?.('[aria-modal="true"]')) return;
      (focusables()[0] ?? container).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelFirstFocus();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('focusin', noteHeld);
      const index = openDialogs.indexOf(container);
      if (index >= 0) openDialogs.splice(index, 1);
      // Focus the page has put somewhere else since stays there: a link in the menu closes it and
      // opens the next page, which puts focus on its content (use-page-start.ts) before this runs.
      // Only focus the dialog held, or lost with it (<body>), goes back.
      const now = document.activeElement;
      if (now && now !== document.body && now !== document.documentElement && !container.contains(now)) return;
      // Back to where focus was, unless a modal still open lies over that place: then into it.
      const below = openDialogs[openDialogs.length - 1];
      if (below && !(previous && below.contains(previous))) (below.querySelector<HTMLElement>(FOCUSABLE) ?? below).focus();
      else if (previous && previous !== document.body && previous !== document.documentElement && previous.isConnected) previous.focus?.();
      // Opened by the page, not by a control (the alert on arrival): focus would stay where the
      // dialog was, at the end of the document, and the next Tab would leave the page. The page's
      // content takes it, as after a navigation (use-page-start.ts).
      else if (held) document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
    };
  }, [ref, active]);
}
