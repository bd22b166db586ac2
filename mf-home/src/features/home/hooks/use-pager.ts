import { useState } from 'react';

/**
 * docs/product.md §4 plans pager: page starts at 0; next only below the last page, previous only above 0.
 * The page is kept in range if the list shrinks.
 */
export function usePager(total: number, perPage: number) {
  const [requested, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(requested, pageCount - 1);
  const canPrev = page > 0;
  const canNext = page < pageCount - 1;
  return {
    page,
    pageCount,
    canPrev,
    canNext,
    start: page * perPage,
    end: page * perPage + perPage,
    next: () => canNext && setPage(page + 1),
    prev: () => canPrev && setPage(page - 1),
  };
}
