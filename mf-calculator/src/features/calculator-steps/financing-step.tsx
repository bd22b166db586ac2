import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { getVehicleTypes } from '@fvc/shared/api';
import { PLAN_LABELS, catLegend, formatMxn, type InsuranceMode, type PersonType, type PlanKind } from '@fvc/shared/finance';
import { EmptyState, ErrorState, LoadingState } from '@fvc/shared/ui';
import { CalculatorLayout, VehicleMissing } from './calculator-layout';
import { numericKeyFilter } from './numeric-key-filter';
import { clamp, normalizedFor, plansOf, quoteFor } from './plan-params';
import { useAsync } from './use-async';
import { useSelection } from './use-selection';

/** Paso 2: the financing, recomputed in the browser on every change (no server round trip). */
export function FinancingStep() {
  const [selection, update] = useSelection();
  const types = useAsync(getVehicleTypes, 'types');
  const catalogue = types.status === 'ready' ? types.data : null;
  const plans = useMemo(() => (catalogue ? plansOf(catalogue, selection.typeSlug) : []), [catalogue, selection.typeSlug]);
  const params = plans.find((p) => p.plan === selection.plan) ?? plans[0];
  const calculatedAt = useMemo(() => new Date(), []);

  const comparison = useMemo(
    () => plans.map((p) => ({ params: p, quote: quoteFor(selection, p) })),
    [plans, selection],
  );

  if (!selection.version) return <VehicleMissing step={2} message="Para diseñar tu financiamiento necesitamos el vehículo y su versión." />;
  if (types.status === 'loading') return <CalculatorLayout step={2}><LoadingState label="Cargando planes…" /></CalculatorLayout>;
  if (types.status === 'error') return <CalculatorLayout step={2}><ErrorState message={types.message} onRetry={types.retry} /></CalculatorLayout>;
  if (!params) {
    return (
      <CalculatorLayout step={2}>
        <EmptyState title="Sin planes" message="No hay planes disponibles para este vehículo." />
      </CalculatorLayout>
    );
  }

  const { downPaymentPct, termMonths } = normalizedFor(selection, params);
  const min = Math.round(params.minDownPayment * 100);
  const max = Math.round(params.maxDownPayment * 100);
  const current = comparison.find((c) => c.params.plan === params.plan)?.quote;
  const lease = params.plan !== 'credit';

  return (
    <CalculatorLayout step={2}>
      <p>
        {selection.modelName} {selection.version.name}: {formatMxn(selection.version.price)} con IVA
      </p>
      <div className="calc__grid">
        <form onSubmit={(event) => event.preventDefault()} aria-label="Diseña tu financiamiento">
          <fieldset className="calc__field">
            <legend>Plan</legend>
            <div className="calc__inline">
              {plans.map((p) => (
                <label key={p.plan}>
                  <input type="radio" name="plan" value={p.plan} checked={p.plan === params.plan} onChange={() => update({ plan: p.plan as PlanKind })} />{' '}
                  {PLAN_LABELS[p.plan]}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="calc__field">
            <legend>Tipo de persona</legend>
            <div className="calc__inline">
              {(['fisica', 'moral'] as PersonType[]).map((person) => (
                <label key={person}>
                  <input type="radio" name="personType" value={person} checked={selection.personType === person} onChange={() => update({ personType: person })} />{' '}
                  {person === 'fisica' ? 'Persona física' : 'Persona moral'}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="calc__field">
            <label htmlFor="calc-down">{lease ? 'Pago inicial' : 'Enganche'} (%)</label>
            <div className="calc__inline">
              <input
                id="calc-down-range"
                type="range"
                min={min}
                max={max}
                step={1}
                value={downPaymentPct}
                aria-label={`${lease ? 'Pago inicial' : 'Enganche'} en porcentaje, deslizador`}
                aria-valuetext={`${downPaymentPct} %`}
                onChange={(event) => update({ downPaymentPct: Number(event.target.value) })}
              />
              <PercentInput id="calc-down" value={downPaymentPct} min={min} max={max} describedBy="calc-down-help" onChange={(value) => update({ downPaymentPct: value })} />
              <span id="calc-down-help">
                De {min} % a {max} % ({formatMxn(current?.downPayment ?? 0)})
              </span>
            </div>
          </div>
          <div className="calc__field">
            <label htmlFor="calc-term">Plazo</label>
            <select id="calc-term" value={termMonths} onChange={(event) => update({ termMonths: Number(event.target.value) })}>
              {params.terms.map((term) => (
                <option key={term} value={term}>
                  {term} meses
                </option>
              ))}
            </select>
          </div>
          <fieldset className="calc__field">
            <legend>Seguro</legend>
            <div className="calc__inline">
              {(['financed', 'cash'] as InsuranceMode[]).map((mode) => (
                <label key={mode}>
                  <input type="radio" name="insurance" value={mode} checked={selection.insurance === mode} onChange={() => update({ insurance: mode })} />{' '}
                  {mode === 'cash' ? 'De contado' : 'Financiado'}
                </label>
              ))}
            </div>
          </fieldset>
        </form>

        {current && (
          <section className="calc__result" aria-labelledby="calc-result" aria-live="polite">
            <h2 id="calc-result">{PLAN_LABELS[current.plan]}</h2>
            <p>{lease ? 'Renta mensual con IVA' : 'Pago mensual'}</p>
            <p className="calc__figure" data-testid="monthly-payment">{formatMxn(current.monthlyPayment)}</p>
            <dl>
              <dt>Desembolso inicial</dt>
              <dd>{formatMxn(current.atSigning)}</dd>
              <dt>{lease ? 'Valor arrendado' : 'Monto financiado'}</dt>
              <dd>{formatMxn(current.financed)}</dd>
              {lease && (
                <>
                  <dt>{current.plan === 'pure-lease' ? 'Valor residual' : 'Opción de compra'}</dt>
                  <dd>{formatMxn(current.residual)}</dd>
                </>
              )}
              <dt>Costo total</dt>
              <dd>{formatMxn(current.totalCost)}</dd>
            </dl>
            <p className="calc__legend">{catLegend(current.cat, calculatedAt)}</p>
            <p className="calc__legend">Cotización informativa, sujeta a aprobación de crédito.</p>
            <Link className="fvc-button" to="/calculadora/paso-3">
              Continuar
            </Link>
          </section>
        )}
      </div>

      <section aria-labelledby="calc-compare">
        <h2 id="calc-compare">Compara los planes</h2>
        <div className="calc__table-wrap">
          <table className="calc__table">
            <caption className="calc__legend">Con el mismo {lease ? 'pago inicial' : 'enganche'} y plazo, ajustados al rango de cada plan.</caption>
            <thead>
              <tr>
                <th scope="col">Concepto</th>
                {comparison.map(({ params: p }) => (
                  <th scope="col" key={p.plan}>{PLAN_LABELS[p.plan]}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Pago o renta mensual</th>
                {comparison.map(({ params: p, quote }) => <td key={p.plan}>{quote ? formatMxn(quote.monthlyPayment) : '—'}</td>)}
              </tr>
              <tr>
                <th scope="row">Desembolso inicial</th>
                {comparison.map(({ params: p, quote }) => <td key={p.plan}>{quote ? formatMxn(quote.atSigning) : '—'}</td>)}
              </tr>
              <tr>
                <th scope="row">Costo total</th>
                {comparison.map(({ params: p, quote }) => <td key={p.plan}>{quote ? formatMxn(quote.totalCost) : '—'}</td>)}
              </tr>
              <tr>
                <th scope="row">CAT sin IVA</th>
                {comparison.map(({ params: p, quote }) => (
                  <td key={p.plan}>{quote?.cat == null ? 'No aplica' : `${(quote.cat * 100).toFixed(1)} %`}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </section>
    </CalculatorLayout>
  );
}

/**
 * Free typing (digits only, SPEC §5 filter); a value inside the range applies at once, anything
 * else is clamped when the field loses focus, so typing "35" never jumps through "3 → 10".
 */
function PercentInput({ id, value, min, max, describedBy, onChange }: { id: string; value: number; min: number; max: number; describedBy: string; onChange: (value: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      value={draft}
      aria-describedby={describedBy}
      onKeyDown={numericKeyFilter}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
        setDraft(digits);
        const number = Number(digits);
        if (digits !== '' && number >= min && number <= max) onChange(number);
      }}
      onBlur={() => {
        const clamped = clamp(Number(draft || min), min, max);
        setDraft(String(clamped));
        onChange(clamped);
      }}
    />
  );
}
