import type { ButtonHTMLAttributes, Ref } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /**
   * What the button started is under way (a form sending, a file downloading): the button says it
   * is unavailable and ignores presses, but stays focusable. A `disabled` button drops the focus
   * it had, and the keyboard and a screen reader would go on from the page's start once the
   * answer came (an error, a download).
   */
  pending?: boolean;
  /** React 19 passes a ref to a function component as a prop. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, type = 'button', pending = false, onClick, 'aria-disabled': ariaDisabled, ...props }: ButtonProps) {
  const classes = ['fvc-button', variant === 'secondary' && 'fvc-button--secondary', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...props}
      type={type}
      className={classes}
      aria-disabled={pending || ariaDisabled || undefined}
      onClick={(event) => {
        // A submit button's click is what submits its form (Enter in a field too): stopped here.
        if (pending) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
