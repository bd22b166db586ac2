import { formatMonth, formatMxn } from '../../lib/format';

const WIDTH = 640;
const HEIGHT = 220;
const PLOT = { left: 84, right: 12, top: 12, bottom: 32 };
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** $1.85 M, $950 mil: an axis label short enough for a phone. */
function shortPesos(cents: number): string {
  const pesos = cents / 100;
  if (pesos >= 1_000_000) return `$${(pesos / 1_000_000).toFixed(pesos >= 10_000_000 ? 0 : 2).replace(/\.?0+$/, '')} M`;
  if (pesos >= 1_000) return `$${Math.round(pesos / 1_000)} mil`;
  return `$${Math.round(pesos)}`;
}

/** abr 2025 */
const shortMonth = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at or above the largest balance. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!;
}

/**
 * The balance at the end of each month, as an inline SVG with its axes labelled (no chart library
 * for one line on one screen), and the same figures as a table for a screen reader or a reader
 * who wants the numbers.
 */
export function BalanceChart({ points }: { points: ReadonlyArray<{ date: string; balance: number }> }) {
  const max = Math.max(...points.map((point) => point.balance), 0);
  if (points.length < 2 || max === 0) return null;
  const top = niceCeiling(max);
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const x = (index: number) => PLOT.left + (index / (points.length - 1)) * plotWidth;
  const y = (balance: number) => PLOT.top + plotHeight - (Math.max(0, balance) / top) * plotHeight;
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.balance).toFixed(1)}`).join(' ');
  const yTicks = [0, top / 2, top];
  const xTicks = [...new Set([0, Math.round((points.length - 1) / 2), points.length - 1])];
  const first = points[0]!;
  const last = points.at(-1)!;
  return (
    <figure className="balance-chart">
      <figcaption className="balance-chart__caption">Saldo al cierre de cada mes</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Saldo al cierre de cada mes: de ${formatMxn(first.balance)} en ${formatMonth(first.date)} a ${formatMxn(last.balance)} en ${formatMonth(last.date)}. Los saldos de cada mes están en la tabla que sigue.`}
      >
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className="balance-chart__grid" />
            <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" className="balance-chart__label">
              {shortPesos(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((index) => (
          <text key={index} x={x(index)} y={HEIGHT - 10} textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'} className="balance-chart__label">
            {shortMonth(points[index]!.date)}
          </text>
        ))}
        <polyline points={`${x(0)},${y(0)} ${line} ${x(points.length - 1)},${y(0)}`} fill="rgba(11, 60, 93, 0.08)" stroke="none" />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        <circle cx={x(points.length - 1)} cy={y(last.balance)} r="5" fill="currentColor" />
        <text x={x(points.length - 1) - 8} y={Math.max(PLOT.top + 12, y(last.balance) - 10)} textAnchor="end" className="balance-chart__value">
          {formatMxn(last.balance)}
        </text>
      </svg>
      <details className="balance-chart__table">
        <summary>Ver el saldo de cada mes</summary>
          <table className="balance-chart__months">
            <thead>
              <tr>
                <th scope="col">Mes</th>
                <th scope="col">Saldo al cierre</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{formatMonth(point.date)}</th>
                  <td>{formatMxn(point.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
      </details>
    </figure>
  );
}
