import { formatMonth, formatMxn } from '../../lib/format';

/** $1.85 M, $950 mil: an axis label short enough for a phone. */
function shortPesos(cents: number): string {
  const pesos = cents / 100;
  if (pesos >= 1_000_000) return `$${(pesos / 1_000_000).toFixed(pesos >= 10_000_000 ? 0 : 2).replace(/\.?0+$/, '')} M`;
  if (pesos >= 1_000) return `$${Math.round(pesos / 1_000)} mil`;
  return `$${Math.round(pesos)}`;
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** abr 2025 */
const shortMonth = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at or above the largest balance. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!;
}

/**
 * The balance at the end of each month: a line drawn in SVG, stretched to the width it has, with
 * its axes' labels in HTML beside it (so they keep their size on a phone and on a wide screen; no
 * chart library for one line on one screen), and the same figures as a table for a screen reader
 * or a reader who wants the numbers.
 */
export function BalanceChart({ points }: { points: ReadonlyArray<{ date: string; balance: number }> }) {
  const max = Math.max(...points.map((point) => point.balance), 0);
  if (points.length < 2 || max === 0) return null;
  const top = niceCeiling(max);
  // Percent of the plot, left to right and top to bottom.
  const x = (index: number) => (index / (points.length - 1)) * 100;
  const y = (balance: number) => 100 - (Math.max(0, balance) / top) * 100;
  const line = points.map((point, index) => `${x(index).toFixed(2)},${y(point.balance).toFixed(2)}`).join(' ');
  const yTicks = [top, top / 2, 0];
  const middle = Math.round((points.length - 1) / 2);
  const first = points[0]!;
  const last = points.at(-1)!;
  return (
    <figure className="balance-chart">
      <figcaption className="balance-chart__caption">Saldo al cierre de cada mes</figcaption>
      <div
        className="balance-chart__plot"
        role="img"
        aria-label={`Saldo al cierre de cada mes: de ${formatMxn(first.balance)} en ${formatMonth(first.date)} a ${formatMxn(last.balance)} en ${formatMonth(last.date)}. Los saldos de cada mes están en la tabla que sigue.`}
      >
        {yTicks.map((tick) => (
          <span key={tick} className="balance-chart__y" style={{ top: `${y(tick)}%` }}>
            {shortPesos(tick)}
          </span>
        ))}
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
          {yTicks.map((tick) => (
            <line key={tick} x1="0" x2="100" y1={y(tick)} y2={y(tick)} className="balance-chart__grid" />
          ))}
          <polygon points={`0,100 ${line} 100,100`} className="balance-chart__area" />
          <polyline points={line} className="balance-chart__line" />
        </svg>
        <span className="balance-chart__value" style={{ top: `${y(last.balance)}%` }}>
          {formatMxn(last.balance)}
        </span>
      </div>
      <div className="balance-chart__x" aria-hidden="true">
        <span>{shortMonth(first.date)}</span>
        {points.length > 2 && <span>{shortMonth(points[middle]!.date)}</span>}
        <span>{shortMonth(last.date)}</span>
      </div>
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
