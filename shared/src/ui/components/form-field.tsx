import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CharacterCount } from './character-count';

/**
 * A react-hook-form `validate` rule for a text that must say something: spaces alone are refused
 * with `message`, as an empty field is (`required` takes "   " as filled).
 */
export const notBlank = (message: string) => (value: string) => value.trim() !== '' || message;

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  /** Makes it a select with these options (put the empty prompt first). */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** The current length of a multiline field's text: shows a live count against maxLength. */
  characterCount?: number;
}

/**
 * A labelled input, textarea or select for react-hook-form whose hint and error are tied to it
 * (aria-describedby) and announced. Every form of the site uses it, so they look and read alike.
 */
export function FormField({ id, label, registration, error, hint, multiline, options, characterCount, ...input }: FormFieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const count =
    multiline && characterCount !== undefined && input.maxLength !== undefined
      ? { id: `${id}-cuenta`, length: characterCount, limit: input.maxLength }
      : undefined;
  const countId = count?.id;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, countId, errorId].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, ...registration };
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select required={input.required} {...common}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        // A counted field has no maxLength attribute: the browser would cut a long paste silently.
        <textarea rows={5} maxLength={count ? undefined : input.maxLength} required={input.required} {...common} />
      ) : input.type === 'password' ? (
        <PasswordInput input={input} common={common} />
      ) : (
        <input {...input} {...common} />
      )}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {count && <CharacterCount {...count} />}
      {error && (
        <p id={errorId} className="form-field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

/**
 * A password with a "Mostrar" switch beside it (issue #69): on a phone's keyboard a typo is easy
 * and invisible. The switch says its state (aria-pressed); the field keeps its autocomplete.
 */
function PasswordInput({ input, common }: { input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>; common: Record<string, unknown> }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="form-field__password">
      <input {...input} {...common} type={shown ? 'text' : 'password'} />
      <button type="button" className="form-field__reveal" aria-pressed={shown} aria-controls={common.id as string} onClick={() => setShown((value) => !value)}>
        Mostrar<span className="fvc-visually-hidden"> contraseña</span>
      </button>
    </div>
  );
}
