export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A second line (the plan's rate, who a person type is): read as the radio's description. */
  detail?: string;
}

export interface ChoiceCardsProps<T extends string> {
  name: string;
  legend: string;
  options: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * One choice among a few, as cards: a real radio inside each label (keyboard arrows, form
 * semantics and forced-colours mode come from the browser), the whole card a 44 px+ target.
 * The radio is named by the title alone so "Arrendamiento puro" reads as such; the detail is its
 * description.
 */
export function ChoiceCards<T extends string>({ name, legend, options, value, onChange }: ChoiceCardsProps<T>) {
  return (
    <fieldset className="calc__field">
      <legend className="calc__label">{legend}</legend>
      <div className="calc-choices">
        {options.map((option) => {
          const titleId = `${name}-${option.value}`;
          const detailId = option.detail ? `${titleId}-detalle` : undefined;
          return (
            <label key={option.value} className="calc-choice">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                aria-labelledby={titleId}
                aria-describedby={detailId}
              />
              <span className="calc-choice__text">
                <span id={titleId} className="calc-choice__title">
                  {option.label}
                </span>
                {option.detail && (
                  <span id={detailId} className="calc-choice__detail">
                    {option.detail}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
