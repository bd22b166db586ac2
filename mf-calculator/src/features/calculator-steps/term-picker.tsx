export interface TermPickerProps {
  terms: readonly number[];
  /** The term in use: always one the plan offers. */
  value: number;
  /** What the visitor last chose, when this plan does not offer it (said, not hidden). */
  wanted: number | undefined;
  onChange: (term: number) => void;
}

/**
 * The terms as a grid of toggle buttons: one tap on a phone (a select opens a picker first) and
 * every term in view. aria-pressed says which one is in use.
 */
export function TermPicker({ terms, value, wanted, onChange }: TermPickerProps) {
  const adjusted = wanted !== undefined && wanted !== value && terms.length > 0;
  return (
    <fieldset className="calc__field" aria-describedby={adjusted ? 'calc-term-note' : undefined}>
      <legend className="calc__label">Plazo</legend>
      <div className="calc-terms">
        {terms.map((term) => (
          // Named outright: the number and "meses" are stacked flex items, and browsers differ on
          // whether a space joins them in the name ("24 meses" or "24meses").
          <button key={term} type="button" className="calc-term" aria-pressed={term === value} aria-label={`${term} meses`} onClick={() => onChange(term)}>
            <span className="calc-term__months">{term}</span>
            <span className="calc-term__unit">meses</span>
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {adjusted && (
          <p id="calc-term-note" className="calc__note">
            Este plan no ofrece {wanted} meses (sus plazos van de {Math.min(...terms)} a {Math.max(...terms)}): calculamos con {value} meses.
          </p>
        )}
      </div>
    </fieldset>
  );
}
