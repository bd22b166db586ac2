import { Fragment, type Key, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BACKOFFICE_LIMITS } from '@fvc/shared/contracts/rules';
import { EmptyState, LoadingState, Pagination } from '@fvc/shared/ui';
import { QueryProblem } from './query-problem';

/** One page of a back-office list, as the list endpoints answer it. */
export interface ListPage<T> {
  items: readonly T[];
  total: number;
}

export interface PagedTableProps<T extends { id: Key }> {
  query: UseQueryResult<ListPage<T>>;
  loadingLabel: string;
  empty: { title: string; message: string };
  /** The caption names the scrollable region, so it needs an id unique on the page. */
  captionId: string;
  caption: (total: number) => ReactNode;
  columns: readonly string[];
  /** One item's row, or its row and the panel it opens; keyed here by the item's id. */
  row: (item: T) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  /** The pager's landmark name: each pager on a page needs its own. */
  pagesLabel: string;
  tableClassName?: string;
  /**
   * Whether a failed refresh replaces rows already shown with the error. By default they stay: on
   * the lists with actions, what was just done remains visible when asking again fails.
   */
  errorReplacesRows?: boolean;
}

/**
 * A back-office list: loading, error (with retry), empty, or the table in its keyboard-scrollable
 * region followed by its pager. The table is marked busy while the previous page stands in for the
 * one being asked for.
 */
export function PagedTable<T extends { id: Key }>({
  query,
  loadingLabel,
  empty,
  captionId,
  caption,
  columns,
  row,
  page,
  onPageChange,
  pagesLabel,
  tableClassName,
  errorReplacesRows = false,
}: PagedTableProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError && (errorReplacesRows || !query.data)) return <QueryProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.items.length === 0) return <EmptyState title={empty.title} message={empty.message} />;
  const { items, total } = query.data;

  return (
    <>
      <div className="bo-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={tableClassName ? `bo-table ${tableClassName}` : 'bo-table'} aria-busy={query.isPlaceholderData || undefined}>
          <caption id={captionId}>{caption(total)}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <Fragment key={item.id}>{row(item)}</Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageSize={BACKOFFICE_LIMITS.pageSize} totalItems={total} onPageChange={onPageChange} label={pagesLabel} />
    </>
  );
}
