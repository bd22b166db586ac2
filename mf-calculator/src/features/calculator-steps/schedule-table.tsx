import { useState } from 'react';
import { formatMxn, type ScheduleRow } from '@fvc/shared/finance';

const PAGE_SIZE = 12;

/** The schedule, 12 rows a page (a year), with IVA in its own column. */
export function ScheduleTable({ rows, lease }: { rows: ScheduleRow[]; lease: boolean }) {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const [page, setPage] = useState(1);
  const current = Math.min(Math.max(page, 1), pages);
  const visible = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <div>
      {/* Seven columns scroll inside this box on a phone; focusable so a keyboard can scroll it too. */}
      <div className="calc__table-wrap" role="region" aria-label={lease ? 'Rentas mes por mes' : 'Pagos mes por mes'} tabIndex={0}>
        <table className="calc__table">
          <caption className="calc__legend">
            Página {current} de {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Mes</th>
              <th scope="col">{lease ? 'Renta' : 'Pago'}</th>
              <th scope="col">Interés</th>
              <th scope="col">Capital</th>
              <th scope="col">IVA</th>
              <th scope="col">Total</th>
              <th scope="col">Saldo</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              <tr key={`${row.period}-${index}`}>
                <td>{row.period}</td>
                <td>{formatMxn(row.payment)}</td>
                <td>{formatMxn(row.interest)}</td>
                <td>{formatMxn(row.principal)}</td>
                <td>{formatMxn(row.iva)}</td>
                <td>{formatMxn(row.total)}</td>
                <td>{formatMxn(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Páginas de la tabla" className="calc__actions">
        <button type="button" className="fvc-button" disabled={current === 1} onClick={() => setPage(current - 1)}>
          Anterior
        </button>
        <button type="button" className="fvc-button" disabled={current === pages} onClick={() => setPage(current + 1)}>
          Siguiente
        </button>
      </nav>
    </div>
  );
}
