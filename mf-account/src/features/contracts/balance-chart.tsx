import { formatMxn } from '../../lib/format';

/** The balance at the end of each month, as an inline SVG (no chart library); the table has the numbers. */
export function BalanceChart({ points }: { points: ReadonlyArray<{ date: string; balance: number }> }) {
  const max = Math.max(...points.map((point) => point.balance), 0);
  if (points.length < 2 || max === 0) return null;
  const width = 640;
  const height = 180;
  const line = points
    .map((point, index) => `${((index / (points.length - 1)) * width).toFixed(1)},${(height - (point.balance / max) * (height - 10)).toFixed(1)}`)
    .join(' ');
  const first = points[0]!;
  const last = points.at(-1)!;
  return (
    <figure className="balance-chart">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="180" role="img" aria-label={`Saldo de ${formatMxn(first.balance)} en ${first.date.slice(0, 7)} a ${formatMxn(last.balance)} en ${last.date.slice(0, 7)}`}>
        <polyline points={`0,${height} ${line} ${width},${height}`} fill="rgba(11, 60, 93, 0.08)" stroke="none" />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <figcaption className="contract-card__muted">Saldo al cierre de cada mes</figcaption>
    </figure>
  );
}
