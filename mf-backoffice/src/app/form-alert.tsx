import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';

interface FormAlertProps {
  /** The failed submission's message (showApiErrors), or null while there is none. */
  message: string | null;
  /** The form's field errors: where showApiErrors put the API's per-field messages. */
  errors: FieldErrors;
  id?: string;
}

/**
 * A form's alert, above its fields. When the API's message is also a field's (showApiErrors puts
 * it beside that field), eyes read it once, beside the field: the alert stays, only visually
 * hidden, so a screen reader still announces it. Decided when the message arrives, so the alert
 * does not appear above the form as the field is corrected.
 */
export function FormAlert({ message, errors, id }: FormAlertProps) {
  const besideFieldNow = message !== null && Object.values(errors).some((error) => error?.message === message);
  const [decision, setDecision] = useState({ message, besideField: besideFieldNow });
  let besideField = decision.besideField;
  if (decision.message !== message) {
    setDecision({ message, besideField: besideFieldNow });
    besideField = besideFieldNow;
  }
  if (!message) return null;
  return (
    <p id={id} role="alert" className={besideField ? 'fvc-visually-hidden' : 'bo-form__error'}>
      {message}
    </p>
  );
}
