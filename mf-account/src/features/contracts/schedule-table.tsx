import { useState } from 'react';
import type { Installment } from '@fvc/shared/contracts';
import { Pagination } from '@fvc/shared/ui';
import { formatMxn, formatShortDate } from '../../lib/format';
import { StackedTable, type StackedColumn } from '../../lib/stacked-table';

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
  const columns: StackedColumn<Installment>[] = [
    { label: lease ? 'Renta' : 'Pago', rowHeader: true, cell: (row) => row.number },
    { label: 'Vence', cell: (row) => formatShortDate(row.dueDate) },
    { label: 'Capital', numeric: true, cell: (row) => formatMxn(row.principal) },
    { label: 'Interés', numeric: true, cell: (row) => formatMxn(row.interest) },
    { label: 'IVA', numeric: true, cell: (row) => formatMxn(row.iva) },
    ...(anyLateFee
      ? [{ label: 'Comisión por atraso', numeric: true, cell: (row: Installment) => (row.lateFee > 0 ? formatMxn(row.lateFee) : '—') }]
      : []),
    { label: 'Total', numeric: true, cell: (row) => formatMxn(row.total + row.lateFee) },
    { label: 'Saldo', numeric: true, cell: (row) => formatMxn(row.balanceAfter) },
    { label: 'Estado', cell: (row) => <InstallmentStatus row={row} /> },
  ];
  return (
    <div>
      <StackedTable
        label="Calendario de pagos"
        columns={columns}
        rows={visible}
        rowKey={(row) => row.number}
        rowClassName={(row) => `schedule-row--${row.status}`}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} totalItems={rows.length} onPageChange={setPage} label="Páginas de la tabla de pagos" />
    </div>
  );
}

function InstallmentStatus({ row }: { row: Installment }) {
  const tone = row.status === 'overdue' ? 'overdue' : row.status === 'paid' ? 'settled' : 'current';
  return (
    <>
      <span className={`status-badge status-badge--${tone}`}>{STATUS_LABELS[row.status]}</span>
      {row.paidOn && <span className="contract-card__muted"> el {formatShortDate(row.paidOn)}</span>}
    </>
  );
}
