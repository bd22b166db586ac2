import { useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';

interface FormAlertProps {
  /** The failed submission's message (showApiErrors), or null while there is none. */
  message: string | null;
  /** The form's field errors: where showApiErrors put the API's per-field messages. */
  errors: FieldErrors;
  /** Messages of fields kept outside react-hook-form (a date picker's, a file's). */
  otherFieldMessages?: ReadonlyArray<string | null | undefined>;
  id?: string;
  /** A way out the alert offers (a link): an alert that has one is always shown. */
  children?: ReactNode;
}

/**
 * A customer form's alert, above its fields. For a validation error, the API's message is its
 * first field's message, and showApiErrors also puts that message beside the field. Eyes then
 * read it once, beside the field: the alert stays, only visually hidden, so a screen reader still
 * announces it (also when Enter was pressed in a field). A form clears its message when a new try
 * stops at a field (`handleSubmit`'s second argument): a screen reader going through the form would
 * otherwise still find the earlier try's answer.
 */
export function FormAlert({ message, errors, otherFieldMessages = [], id, children }: FormAlertProps) {
  const besideFieldNow =
    message !== null && (Object.values(errors).some((error) => error?.message === message) || otherFieldMessages.includes(message));
  // Decided when the message arrives, in the failed submission's render: as the customer corrects
  // the field, its message changes or goes, and the old alert must not then appear above the form.
  const [decision, setDecision] = useState({ message, besideField: besideFieldNow });
  let besideField = decision.besideField;
  if (decision.message !== message) {
    setDecision({ message, besideField: besideFieldNow });
    besideField = besideFieldNow;
  }
  if (!message) return null;
  return (
    <p id={id} role="alert" className={besideField && !children ? 'fvc-visually-hidden' : 'account-form__error'}>
      {message}
      {children && <> {children}</>}
    </p>
  );
}
