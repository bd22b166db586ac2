import type { ReactNode } from 'react';
import { PLAN_LABELS, formatMxn, formatPercent, type PlanKind, type PlanParams, type Quote } from '@fvc/shared/finance';

export interface ComparedPlan {
  params: PlanParams;
  quote: Quote | null;
}

interface Row {
  label: string;
  cell: (quote: Quote) => ReactNode;
}

const ROWS: readonly Row[] = [
  { label: 'Tasa de interés anual fija, sin IVA', cell: (quote) => formatPercent(quote.annualRate, 2) },
  {
    label: 'Enganche o pago inicial',
    cell: (quote) => `${formatMxn(quote.downPayment)} (${formatPercent(quote.input.downPayment, 0)})`,
  },
  { label: 'Plazo', cell: (quote) => `${quote.input.termMonths} meses` },
  { label: 'Primer pago o renta, con IVA', cell: (quote) => formatMxn(quote.monthlyPayment) },
  { label: 'Desembolso inicial', cell: (quote) => formatMxn(quote.atSigning) },
  { label: 'Costo total', cell: (quote) => formatMxn(quote.totalCost) },
  { label: 'CAT sin IVA', cell: (quote) => (quote.cat === null ? 'No aplica' : formatPercent(quote.cat, 1)) },
];

/**
 * The three plans side by side for the same vehicle, down payment and term. On a phone the
 * table scrolls sideways inside its own box (the page never does): the row names stay put and a
 * shadow at the right edge shows there is more.
 */
export function PlanComparison({ plans, chosen }: { plans: readonly ComparedPlan[]; chosen: PlanKind }) {
  return (
    <section aria-labelledby="calc-compare" className="calc-compare">
      <h2 id="calc-compare">Compara los planes</h2>
      <p className="calc__hint">
        Mismo vehículo, plazo y porcentaje de enganche, ajustados a lo que acepta cada plan. El enganche del crédito se calcula
        sobre el precio con IVA; el pago inicial de los arrendamientos, sobre el precio sin IVA.
      </p>
      <p className="calc__scroll-hint" aria-hidden="true">
        Desliza la tabla para ver los tres planes →
      </p>
      {/* Focusable so a keyboard can scroll it; named apart from the section (one region per name). */}
      <div className="calc__table-wrap" role="region" aria-label="Tabla comparativa de planes" tabIndex={0}>
        <table className="calc__table calc-compare__table">
          <thead>
            <tr>
              <th scope="col">
                <span className="fvc-visually-hidden">Concepto</span>
              </th>
              {plans.map(({ params }) => (
                <th scope="col" key={params.plan} className={params.plan === chosen ? 'is-chosen' : undefined}>
                  {PLAN_LABELS[params.plan]}
                  {params.plan === chosen && (
                    <>
                      {' '}
                      <span className="calc-compare__badge">Tu elección</span>
                    </>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {plans.map(({ params, quote }) => (
                  <td key={params.plan} className={params.plan === chosen ? 'is-chosen' : undefined}>
                    {quote ? row.cell(quote) : '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
