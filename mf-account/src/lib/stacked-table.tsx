import type { ReactNode } from 'react';

export interface StackedColumn<Row> {
  /** The column's heading; on a phone, the label beside each value. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts align right and, when empty for a row, are left out of its card. */
  numeric?: boolean;
  /** The cell that names the row (its number or date): a row header for screen readers. */
  rowHeader?: boolean;
}

interface StackedTableProps<Row> {
  label: string;
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
}

/**
 * A table on a wide screen; below 40rem (account.css) each row stacks into a card whose cells
 * name their column, so every amount shows without scrolling sideways (issue #69). The explicit
 * ARIA roles keep it a table for screen readers whatever `display` the phone layout gives it:
 * browsers drop table semantics from restyled tables.
 */
export function StackedTable<Row>({ label, columns, rows, rowKey, rowClassName }: StackedTableProps<Row>) {
  return (
    <div className="table-scroll table-scroll--stacks" tabIndex={0} role="region" aria-label={label}>
      <table className="account-table account-table--stacks" role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.label} scope="col" role="columnheader" className={column.numeric ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={rowClassName?.(row)}>
              {columns.map((column) => {
                const content = column.cell(row);
                const empty = content === '' || content === null || content === undefined;
                const className = [column.numeric && 'num', empty && 'is-empty'].filter(Boolean).join(' ') || undefined;
                return column.rowHeader ? (
                  <th key={column.label} scope="row" role="rowheader" data-label={column.label} className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={column.label} role="cell" data-label={column.label} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
