import { useState } from 'react';
import type { Installment } from '@fvc/shared/contracts';
import { Pagination } from '@fvc/shared/ui';
import { formatMxn, formatShortDate } from '../../lib/format';

const PAGE_SIZE = 12;
const STATUS_LABELS = { paid: 'Pagado', due: 'Por vencer', overdue: 'Vencido' } as const;

/**
 * The schedule in force, a year a page, each row saying whether it is paid, due or overdue. A
 * contract that was charged late fees gets their column, on every page, so each row's total is
 * the sum of the amounts beside it.
 */
export function ScheduleTable({ rows, lease }: { rows: readonly Installment[]; lease: boolean }) {
  const anyLateFee = rows.some((row) => row.lateFee > 0);
  // Open on the page of the first unpaid row: what the customer looks for.
  const firstOpen = rows.findIndex((row) => row.status !== 'paid');
  const [page, setPage] = useState(firstOpen < 0 ? 1 : Math.floor(firstOpen / PAGE_SIZE) + 1);
  const visible = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Tabla de pagos (se desplaza a los lados)">
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{lease ? 'Renta' : 'Pago'}</th>
              <th scope="col">Vence</th>
              <th scope="col">Capital</th>
              <th scope="col">Interés</th>
              <th scope="col">IVA</th>
              {anyLateFee && <th scope="col">Comisión por atraso</th>}
              <th scope="col">Total</th>
              <th scope="col">Saldo</th>
              <th scope="col">Estado</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.number} className={`schedule-row--${row.status}`}>
                <th scope="row">{row.number}</th>
                <td>{formatShortDate(row.dueDate)}</td>
                <td>{formatMxn(row.principal)}</td>
                <td>{formatMxn(row.interest)}</td>
                <td>{formatMxn(row.iva)}</td>
                {anyLateFee && <td>{row.lateFee > 0 ? formatMxn(row.lateFee) : '—'}</td>}
                <td>{formatMxn(row.total + row.lateFee)}</td>
                <td>{formatMxn(row.balanceAfter)}</td>
                <td>
                  <span className={`status-badge status-badge--${row.status === 'overdue' ? 'overdue' : row.status === 'paid' ? 'settled' : 'current'}`}>
                    {STATUS_LABELS[row.status]}
                  </span>
                  {row.paidOn && <span className="contract-card__muted"> el {formatShortDate(row.paidOn)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageSize={PAGE_SIZE} totalItems={rows.length} onPageChange={setPage} label="Páginas de la tabla de pagos" />
    </div>
  );
}
