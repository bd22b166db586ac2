import type { ButtonHTMLAttributes, Ref } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** React 19 passes a ref to a function component as a prop. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const classes = ['fvc-button', variant === 'secondary' && 'fvc-button--secondary', className]
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...props} />;
}
