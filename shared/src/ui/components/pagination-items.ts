/** A page number to show as a button, or a gap standing for the pages left out. */
export type PaginationItem = number | 'ellipsis';

/**
 * First, last, the current page and one ellipsis on each side are the least that still tells
 * where you are, so a smaller maxSize is raised to this.
 */
const MIN_SIZE = 5;
const DEFAULT_SIZE = 7;

/** Number of the last page (1 when there are no items: an empty list is still page 1 of 1). */
export function lastPageOf(totalItems: number, pageSize: number): number {
  const total = Number.isFinite(totalItems) ? Math.max(0, Math.floor(totalItems)) : 0;
  const size = Math.floor(pageSize);
  // A page size below 1 (or NaN) cannot split anything: everything is on one page.
  if (!(size >= 1)) return 1;
  return Math.max(1, Math.ceil(total / size));
}

function clampTo(page: number, lastPage: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(lastPage, Math.max(1, Math.floor(page)));
}

/**
 * docs/product.md §4: the page is corrected into the 1..last range. Pages come from URLs and old links, so
 * NaN, infinities and fractions are corrected rather than trusted.
 */
export function clampPage(page: number, totalItems: number, pageSize: number): number {
  return clampTo(page, lastPageOf(totalItems, pageSize));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The pages to show for `page` of `lastPage`: at most `maxSize` entries counting the ellipses,
 * always the first and last pages, and the current page with its neighbours. Near either end
 * the window slides to that end, so an ellipsis never stands for a single page.
 */
export function paginationItems(page: number, lastPage: number, maxSize = DEFAULT_SIZE): PaginationItem[] {
  const last = Number.isFinite(lastPage) ? Math.max(1, Math.floor(lastPage)) : 1;
  const size = Number.isNaN(maxSize) ? DEFAULT_SIZE : Math.max(MIN_SIZE, Math.floor(maxSize));
  const current = clampTo(page, last);
  if (last <= size) return range(1, last);

  // Between first, last and the two ellipses there is room for `inner` pages around the current one.
  const inner = size - 4;
  const start = current - Math.floor((inner - 1) / 2);
  const end = start + inner - 1;
  if (start <= 3) return [...range(1, size - 2), 'ellipsis', last];
  if (end >= last - 2) return [1, 'ellipsis', ...range(last - (size - 3), last)];
  return [1, 'ellipsis', ...range(start, end), 'ellipsis', last];
}
