import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from '@fvc/shared/router';
import { toApiError, vehicleTypesQuery } from '@fvc/shared/api';
import { vehicleName } from '@fvc/shared/contracts/rules';
import { PLAN_LABELS, formatMxn, formatPercent, monthlyPaymentLabel, monthlyPaymentNote, type InsuranceMode, type PersonType, type PlanKind } from '@fvc/shared/finance';
import { EmptyState, ErrorState, LoadingState } from '@fvc/shared/ui';
import { CalculatorLayout, VehicleMissing } from './calculator-layout';
import { ChoiceCards, type Choice } from './choice-cards';
import { DownPaymentField } from './down-payment-field';
import type { DownPaymentUnit } from './down-payment-text';
import { PlanComparison } from './plan-comparison';
import { downPaymentBase, downPaymentLimits, normalizedFor, plansOf, quoteFor } from './plan-params';
import { QuoteDisclosure } from './quote-disclosure';
import { TermPicker } from './term-picker';
import { useSelection } from './use-selection';
import './financing-step.css';

const PERSON_TYPES: ReadonlyArray<Choice<PersonType>> = [
  { value: 'fisica', label: 'Persona física', detail: 'También con actividad empresarial' },
  { value: 'moral', label: 'Persona moral', detail: 'Empresas' },
];

const INSURANCE: ReadonlyArray<Choice<InsuranceMode>> = [
  { value: 'financed', label: 'Financiado', detail: 'La prima se suma a lo que financias' },
  { value: 'cash', label: 'De contado', detail: 'La prima se paga a la firma' },
];

/** Paso 2: the financing, recomputed in the browser on every change (no server round trip). */
export function FinancingStep() {
  const [selection, update] = useSelection();
  // Typing in pesos or in percent is a way of writing, not part of the quote: it stays on the page.
  const [unit, setUnit] = useState<DownPaymentUnit>('percent');
  const types = useQuery(vehicleTypesQuery);
  const catalogue = types.isSuccess ? types.data : null;
  const plans = useMemo(() => (catalogue ? plansOf(catalogue, selection.typeSlug) : []), [catalogue, selection.typeSlug]);
  const params = plans.find((p) => p.plan === selection.plan) ?? plans[0];
  const calculatedAt = useMemo(() => new Date(), []);

  const comparison = useMemo(() => plans.map((p) => ({ params: p, quote: quoteFor(selection, p) })), [plans, selection]);

  if (!selection.version) return <VehicleMissing step={2} message="Para diseñar tu financiamiento necesitamos el vehículo y su versión." />;
  if (types.isPending) return <CalculatorLayout step={2}><LoadingState label="Cargando planes…" /></CalculatorLayout>;
  if (types.isError) return <CalculatorLayout step={2}><ErrorState message={toApiError(types.error).message} onRetry={() => void types.refetch()} /></CalculatorLayout>;
  if (!params) {
    return (
      <CalculatorLayout step={2}>
        <EmptyState title="Sin planes" message="No hay planes disponibles para este vehículo." />
      </CalculatorLayout>
    );
  }

  const { downPaymentPct, termMonths } = normalizedFor(selection, params);
  const current = comparison.find((c) => c.params.plan === params.plan)?.quote;
  const lease = params.plan !== 'credit';
  const noun = lease ? 'pago inicial' : 'enganche';
  const planChoices: Array<Choice<PlanKind>> = plans.map((p) => ({
    value: p.plan,
    label: PLAN_LABELS[p.plan],
    detail: `Tasa anual fija de ${formatPercent(p.annualRate, 2)}`,
  }));

  return (
    <CalculatorLayout step={2}>
      <p className="calc__vehicle">
        <strong>
          {vehicleName(selection.modelName, selection.version.name)}
        </strong>{' '}
        {formatMxn(selection.version.price)} con IVA
      </p>
      <div className="calc__grid">
        <form className="calc-form" onSubmit={(event) => event.preventDefault()} aria-label="Diseña tu financiamiento">
          <ChoiceCards name="calc-plan" legend="Plan" options={planChoices} value={params.plan} onChange={(plan) => update({ plan })} />
          <ChoiceCards
            name="calc-person"
            legend="Tipo de persona"
            options={PERSON_TYPES}
            value={selection.personType}
            onChange={(personType) => update({ personType })}
          />
          <DownPaymentField
            range={{
              ...downPaymentLimits(params),
              base: downPaymentBase(selection.version, params.plan),
              noun,
              baseLabel: lease ? 'del precio sin IVA' : 'del precio con IVA',
            }}
            valuePct={downPaymentPct}
            wantedPct={selection.downPaymentPct}
            unit={unit}
            onUnitChange={setUnit}
            onChange={(value) => update({ downPaymentPct: value })}
          />
          <TermPicker terms={params.terms} value={termMonths} wanted={selection.termMonths} onChange={(term) => update({ termMonths: term })} />
          <ChoiceCards
            name="calc-insurance"
            legend="Seguro"
            options={INSURANCE}
            value={selection.insurance}
            onChange={(insurance) => update({ insurance })}
          />
        </form>

        {current ? (
          <section className="calc__result" aria-labelledby="calc-result">
            <h2 id="calc-result">{PLAN_LABELS[current.plan]}</h2>
            <p className="calc__figure-label">{monthlyPaymentLabel(current)}</p>
            {/* Only the figure is live: announcing the whole panel on every keystroke is noise. */}
            <p className="calc__figure" data-testid="monthly-payment" aria-live="polite">
              {formatMxn(current.monthlyPayment)}
            </p>
            {monthlyPaymentNote(current) && <p className="calc__figure-note">{monthlyPaymentNote(current)}</p>}
            <dl className="calc__facts">
              <dt>{lease ? 'Pago inicial' : 'Enganche'}</dt>
              <dd>
                {formatMxn(current.downPayment)} ({downPaymentPct} %)
              </dd>
              <dt>Plazo</dt>
              <dd>{termMonths} meses</dd>
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
            <QuoteDisclosure quote={current} calculatedAt={calculatedAt} />
            <p className="calc__legend">Cotización informativa, sujeta a aprobación de crédito.</p>
            <Link className="fvc-button calc__continue" to="/calculadora/paso-3">
              Continuar
            </Link>
          </section>
        ) : (
          <EmptyState title="Sin cotización" message="No pudimos calcular este plan con esos datos. Prueba con otro plan o plazo." />
        )}
      </div>

      <PlanComparison plans={comparison} chosen={params.plan} />
    </CalculatorLayout>
  );
}
