import { useState } from 'react';
import { formatMxn, type ScheduleRow } from '@fvc/shared/finance';

const PAGE_SIZE = 12;

interface ScheduleTableProps {
  rows: ScheduleRow[];
  /**
   * A lease's: what its last row is ('Valor residual', 'Opción de compra'). That row is paid with
   * the last rent, in the same month, so its month says what it is rather than repeat as a rent.
   */
  finalPaymentLabel?: string;
}

/** The schedule, 12 rows a page (a year), with IVA in its own column. */
export function ScheduleTable({ rows, finalPaymentLabel }: ScheduleTableProps) {
  const lease = finalPaymentLabel !== undefined;
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
                <td>
                  {row.period}
                  {finalPaymentLabel !== undefined && row === rows[rows.length - 1] && <> ({finalPaymentLabel.toLowerCase()})</>}
                </td>
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
        {/* aria-disabled, not disabled: the button pressed onto the first or last page keeps the
            keyboard's focus instead of dropping it to the page's start. */}
        <button type="button" className="fvc-button" aria-disabled={current === 1} onClick={() => current > 1 && setPage(current - 1)}>
          Anterior
        </button>
        <button type="button" className="fvc-button" aria-disabled={current === pages} onClick={() => current < pages && setPage(current + 1)}>
          Siguiente
        </button>
      </nav>
    </div>
  );
}
