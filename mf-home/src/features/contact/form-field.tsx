import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  hint?: ReactNode;
  multiline?: boolean;
}

/** A labelled input or textarea whose error is announced and tied to it (aria-describedby). */
export function FormField({ id, label, registration, error, hint, multiline, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...registration };
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={5} maxLength={input.maxLength} required={input.required} {...common} />
      ) : (
        <input {...input} {...common} />
      )}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}
