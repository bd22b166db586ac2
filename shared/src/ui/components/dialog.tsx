import { useLayoutEffect, useRef, type DialogHTMLAttributes, type MouseEvent, type SyntheticEvent } from 'react';
import './dialog.css';

export interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose'> {
  /** Shown as a modal while true. */
  open: boolean;
  /** Escape, or a click on the shade around the content (`closesOnShade`); the owner decides. */
  onClose: () => void;
  /** A click on the dialog's own area, outside its content, closes it (the banner video). */
  closesOnShade?: boolean;
  /**
   * Drawn open in the page's HTML (a prerendered page's alert): shown before the scripts run,
   * made modal once they do.
   */
  openInHtml?: boolean;
}

/**
 * A modal on the platform's `<dialog>` and `showModal()` (decision 0048): focus moves in, Tab stays
 * inside, the page behind is inert and Escape asks to close, all from the browser; modals over
 * modals stack in the top layer, the newest answering. Closing gives focus back to where it was
 * when focus is still inside (a link that moved it to a new page keeps it there).
 *
 * The element fills the screen and carries the shade (`fvc-dialog`, dialog.css); its content is
 * the box. It stays in the page while it fades out: `open` false closes it at once.
 */
export function Dialog({ open, onClose, closesOnShade = false, openInHtml = false, className, children, ...attributes }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const modal = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !modal.current) {
      // Drawn open by the page's HTML (not modal): closed first, or showModal() refuses.
      if (dialog.open) dialog.close();
      dialog.showModal();
      modal.current = true;
    } else if (!open && modal.current) {
      dialog.close();
      modal.current = false;
    }
  }, [open]);
  // Leaving the page while open: closed first, so focus goes back to where it was.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (modal.current) dialog?.close();
    };
  }, []);

  const cancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The owner closes it (some fade out first): the browser must not close it by itself.
    event.preventDefault();
    onClose();
  };
  const clickShade = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={className ? `fvc-dialog ${className}` : 'fvc-dialog'}
      open={openInHtml || undefined}
      onCancel={cancel}
      onClick={closesOnShade ? clickShade : undefined}
      {...attributes}
    >
      {children}
    </dialog>
  );
}
