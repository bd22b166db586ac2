import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';

interface FormAlertProps {
  /** The failed submission's message (showApiErrors), or null while there is none. */
  message: string | null;
  /** The form's field errors: where the API's per-field messages were put. */
  errors: FieldErrors;
  id?: string;
  /** A way out the alert offers (a link): an alert that has one is always shown. */
  children?: ReactNode;
}

/**
 * A customer form's alert, above its fields. For a validation error, the API's message is its
 * first field's message, and showApiErrors also puts that message beside the field. Eyes then
 * read it once, beside the field: the alert stays, only visually hidden, so a screen reader still
 * announces it (also when Enter was pressed in a field).
 */
export function FormAlert({ message, errors, id, children }: FormAlertProps) {
  if (!message) return null;
  const repeatsField = !children && Object.values(errors).some((error) => error?.message === message);
  return (
    <p id={id} role="alert" className={repeatsField ? 'fvc-visually-hidden' : 'account-form__error'}>
      {message}
      {children && <> {children}</>}
    </p>
  );
}
