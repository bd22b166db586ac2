import { useState, type CSSProperties } from 'react';
import { formatMxn } from '@fvc/shared/finance';
import { amountForPct, formatDownPayment, readDownPayment, type DownPaymentRange, type DownPaymentUnit } from './down-payment-text';

export interface DownPaymentFieldProps {
  range: DownPaymentRange;
  /** The percentage in use: always valid for the plan, the quote is computed with it. */
  valuePct: number;
  /** What the visitor last chose, when the plan's limits forced another value (said, not hidden). */
  wantedPct: number | undefined;
  unit: DownPaymentUnit;
  onUnitChange: (unit: DownPaymentUnit) => void;
  onChange: (pct: number) => void;
}

const UNITS: ReadonlyArray<{ unit: DownPaymentUnit; label: string }> = [
  { unit: 'percent', label: 'Porcentaje' },
  { unit: 'amount', label: 'Pesos' },
];

/**
 * Slider plus a box for a percentage or an amount in pesos. What is typed is never rewritten
 * (issue #13: "10.5" used to become 50 %): a value that cannot be used shows why beside the field
 * and the quote keeps the last valid one. The box follows the slider only when the value it holds
 * is valid or the visitor moves the slider, switches the unit, or another plan changes the limits.
 * No key is blocked either (docs/product.md §5's filter would turn "10.5" into "105" without a word).
 */
export function DownPaymentField({ range, valuePct, wantedPct, unit, onUnitChange, onChange }: DownPaymentFieldProps) {
  const { minPct, maxPct, base, noun, baseLabel } = range;
  const syncKey = (pct: number) => [unit, pct, minPct, maxPct, base].join('|');
  const shown = formatDownPayment(valuePct, unit, base);
  const [draft, setDraft] = useState({ text: shown, key: syncKey(valuePct) });
  // A change from outside replaces the text (React's "adjust state while rendering" pattern).
  if (draft.key !== syncKey(valuePct)) setDraft({ text: shown, key: syncKey(valuePct) });
  const text = draft.key === syncKey(valuePct) ? draft.text : shown;

  const reading = readDownPayment(text, unit, range);
  const error = reading.ok ? null : reading.message;
  let note: string | null = null;
  if (reading.ok && !reading.exact) {
    note = `Calculamos con ${formatMxn(reading.amount)} (${reading.pct} % ${baseLabel}): el ${noun} va en pasos de 1 %.`;
  } else if (reading.ok && wantedPct !== undefined && wantedPct !== valuePct) {
    note = `Este plan acepta un ${noun} de ${minPct} % a ${maxPct} %: calculamos con ${valuePct} %.`;
  }

  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const described = ['calc-down-help', error && 'calc-down-error', note && 'calc-down-note'].filter(Boolean).join(' ');
  const fill = maxPct > minPct ? ((valuePct - minPct) / (maxPct - minPct)) * 100 : 100;

  const type = (value: string) => {
    const next = readDownPayment(value, unit, range);
    setDraft({ text: value, key: syncKey(next.ok ? next.pct : valuePct) });
    if (next.ok && next.pct !== valuePct) onChange(next.pct);
  };

  return (
    <div className="calc__field calc-down">
      <div className="calc-down__head">
        <label className="calc__label" htmlFor="calc-down">
          {title} en {unit === 'percent' ? 'porcentaje' : 'pesos'}
        </label>
        <div className="calc-segmented" role="radiogroup" aria-label={`Escribir el ${noun} en`}>
          {UNITS.map((option) => (
            <label key={option.unit}>
              <input type="radio" name="calc-down-unit" value={option.unit} checked={unit === option.unit} onChange={() => onUnitChange(option.unit)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </div>

      <div className="calc-amount">
        <div className={`calc-amount__box${error ? ' has-error' : ''}`}>
          {unit === 'amount' && <span aria-hidden="true">$</span>}
          <input
            id="calc-down"
            className={`calc-amount__input calc-amount__input--${unit}`}
            type="text"
            inputMode={unit === 'amount' ? 'decimal' : 'numeric'}
            autoComplete="off"
            spellCheck={false}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => type(event.target.value)}
          />
          {unit === 'percent' && <span aria-hidden="true">%</span>}
        </div>
        <span className="calc-amount__equivalent">
          {unit === 'percent' ? `= ${formatMxn(amountForPct(base, valuePct))}` : `= ${valuePct} % ${baseLabel}`}
        </span>
      </div>

      <input
        className="calc-range"
        type="range"
        min={minPct}
        max={maxPct}
        step={1}
        value={valuePct}
        aria-label={`${title}, deslizador`}
        aria-valuetext={`${valuePct} %, ${formatMxn(amountForPct(base, valuePct))}`}
        aria-describedby="calc-down-help"
        style={{ '--calc-range-fill': `${fill}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="calc-range__scale" aria-hidden="true">
        <span>{minPct} %</span>
        <span>{maxPct} %</span>
      </div>

      <p id="calc-down-help" className="calc__hint">
        De {minPct} % a {maxPct} % {baseLabel}: de {formatMxn(amountForPct(base, minPct))} a {formatMxn(amountForPct(base, maxPct))}.
      </p>
      {/* Always in the page, so a message that appears in it is announced. */}
      <div aria-live="polite">
        {error && (
          <p id="calc-down-error" className="calc__error">
            {error} Mientras tanto calculamos con {valuePct} %.
          </p>
        )}
        {note && (
          <p id="calc-down-note" className="calc__note">
            {note}
          </p>
        )}
      </div>
    </div>
  );
}
