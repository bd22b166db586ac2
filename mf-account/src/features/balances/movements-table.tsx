import type { Movement } from '@fvc/shared/contracts';
import { formatMxn, formatShortDate } from '../../lib/format';
import { StackedTable, type StackedColumn } from '../../lib/stacked-table';

const COLUMNS: readonly StackedColumn<Movement>[] = [
  { label: 'Fecha', cell: (movement) => formatShortDate(movement.postedOn) },
  { label: 'Concepto', cell: (movement) => movement.description },
  { label: 'Referencia', cell: (movement) => movement.reference },
  { label: 'Cargo', numeric: true, cell: (movement) => (movement.charge ? formatMxn(movement.charge) : '') },
  { label: 'Abono', numeric: true, cell: (movement) => (movement.credit ? formatMxn(movement.credit) : '') },
  { label: 'Saldo', numeric: true, cell: (movement) => formatMxn(movement.balanceAfter) },
];

/** The account's lines: a table on a wide screen, a card per line on a phone. */
export function MovementsTable({ movements }: { movements: readonly Movement[] }) {
  return <StackedTable label="Movimientos" columns={COLUMNS} rows={movements} rowKey={(movement) => movement.id} />;
}
