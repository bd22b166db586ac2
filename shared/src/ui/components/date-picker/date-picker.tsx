import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CalendarDialog } from './calendar-dialog';
import { DEFAULT_FORMAT, formatHint, formatIso, parseDateText, validateDate, type DateRules } from './date-rules';
import './date-picker.css';

export interface DatePickerProps {
  id: string;
  label: string;
  /** ISO date 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with an allowed ISO date, or '' when the field is emptied; never with an invalid one. */
  onChange: (value: string) => void;
  /** Earliest and latest ISO dates allowed, inclusive. */
  min?: string;
  max?: string;
  /** docs/product.md §9: 1000 and 9999 unless narrowed. */
  minYear?: number;
  maxYear?: number;
  /** 0 = domingo … 6 = sábado. */
  disabledWeekdays?: readonly number[];
  isDisabled?: (iso: string) => boolean;
  /** Tokens yyyy, m/mm/mmm, d/dd with / - . or space between them (docs/product.md §5). */
  format?: string;
  hint?: ReactNode;
  /** A message from outside (the form or the API); what the person typed wrong is shown first. */
  error?: string;
  /**
   * Called as the person types, before the text is taken (on blur or when the form is sent): what
   * the form shows for the date before it (a quote) no longer matches the field.
   */
  onEdit?: () => void;
}

/**
 * A date typed in the field or picked from a calendar (docs/product.md §5, §9). Typing is checked on blur
 * and when the form is sent: a good date is reported and written back in the format, a bad one
 * keeps the person's text so they can fix it, shows why, leaves `value` alone and stops the form.
 */
export function DatePicker({
  id,
  label,
  value,
  onChange,
  min,
  max,
  minYear,
  maxYear,
  disabledWeekdays,
  isDisabled,
  format = DEFAULT_FORMAT,
  hint,
  error,
  onEdit,
}: DatePickerProps) {
  const rules: DateRules = { min, max, minYear, maxYear, disabledWeekdays, disabled: isDisabled, format };
  const [text, setText] = useState(() => formatIso(value, format));
  const [typingError, setTypingError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a loaded record) replaces whatever was typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(formatIso(value, format));
    setTypingError(null);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const accept = (iso: string) => {
    setTypingError(null);
    setText(formatIso(iso, format));
    if (iso !== value) onChange(iso);
  };

  /** The date in a typed text, or why it is not one the field takes. */
  const readTyped = (typed: string): { iso: string; problem: null } | { iso: null; problem: string } => {
    const parsed = parseDateText(typed, format);
    if (!parsed.ok) return { iso: null, problem: parsed.reason };
    const problem = validateDate(parsed.iso, rules);
    return problem ? { iso: null, problem } : { iso: parsed.iso, problem: null };
  };

  /** Takes what was typed, or shows why it cannot be taken; true when the field is good (or empty). */
  const checkTyped = (): boolean => {
    if (text.trim() === '') {
      setTypingError(null);
      if (value !== '') onChange('');
      return true;
    }
    const typed = readTyped(text);
    if (typed.problem !== null) {
      setTypingError(typed.problem);
      return false;
    }
    accept(typed.iso);
    return true;
  };

  // A message is shown on blur but goes as soon as the text is mended: gone at blur instead, it
  // would move what is below it between the press and the release of a click (a lost click).
  const onTextChange = (typed: string) => {
    setText(typed);
    onEdit?.();
    if (typingError !== null && (typed.trim() === '' || readTyped(typed).problem === null)) setTypingError(null);
  };

  // The form around the field never sends a date other than the one shown. Enter sends the form
  // before the field is checked on blur, so the check runs here first (flushSync: the form's own
  // submit handler, which runs next, then reads the date taken), and a wrong date stops the sending.
  const onFormSubmit = useEffectEvent((event: SubmitEvent) => {
    let good = true;
    flushSync(() => {
      good = checkTyped();
    });
    if (good) return;
    // With two wrong fields in the form, focus goes to the first, which checked first.
    if (!event.defaultPrevented) input.current?.focus();
    event.preventDefault();
    event.stopPropagation();
  });
  useEffect(() => {
    const form = wrapper.current?.closest('form');
    if (!form) return undefined;
    const listener = (event: SubmitEvent) => onFormSubmit(event);
    form.addEventListener('submit', listener);
    return () => form.removeEventListener('submit', listener);
  }, []);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    // Only this popover closes: a dialog around the form must not close with it.
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  // Tabbing on past the calendar closes it; focus lost to nothing (a view re-rendering) does not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapper.current?.contains(next)) setOpen(false);
  };

  const shownError = typingError ?? error;
  const labelId = `${id}-etiqueta`;
  const formatId = `${id}-formato`;
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = shownError ? `${id}-error` : undefined;
  const dialogId = `${id}-calendario`;

  return (
    <div ref={wrapper} className={`form-field fvc-date-picker${shownError ? ' has-error' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div className="fvc-date-picker__control">
        <input
          ref={input}
          id={id}
          type="text"
          className="fvc-date-picker__input"
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[formatId, hintId, errorId].filter(Boolean).join(' ')}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={checkTyped}
        />
        <button
          ref={toggle}
          type="button"
          className="fvc-date-picker__toggle"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          aria-describedby={labelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          <span className="fvc-visually-hidden">Abrir calendario</span>
        </button>
        {open && (
          <CalendarDialog
            id={dialogId}
            label={`Calendario: ${label}`}
            selected={value}
            rules={rules}
            onChoose={(iso) => {
              accept(iso);
              close();
            }}
          />
        )}
      </div>
      <p id={formatId} className="form-field__hint">
        Formato: {formatHint(format)}
      </p>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={errorId} className="form-field__error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
