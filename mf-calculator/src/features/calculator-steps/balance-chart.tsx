import type { ScheduleRow } from '@fvc/shared/finance';

/** Balance over time as an inline SVG (no chart library); the table carries the numbers. */
export function BalanceChart({ rows }: { rows: ScheduleRow[] }) {
  const start = rows.length ? rows[0]!.balance + rows[0]!.principal : 0;
  if (!start) return null;
  const width = 600;
  const height = 160;
  const points = [[0, start] as const, ...rows.map((row, index) => [index + 1, row.balance] as const)]
    .map(([x, y]) => `${((x / rows.length) * width).toFixed(1)},${(height - (y / start) * height).toFixed(1)}`)
    .join(' ');
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height="160" role="img" aria-label="Saldo a lo largo del plazo, de su valor inicial a cero">
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <figcaption className="calc__legend">Saldo a lo largo del plazo</figcaption>
    </figure>
  );
}
