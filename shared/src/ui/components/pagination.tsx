import { clampPage, lastPageOf, paginationItems } from './pagination-items';
import './pagination.css';

export interface PaginationProps {
  /** Current page, from 1. Out-of-range values are shown corrected (see clampPage). */
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** Most entries shown between Previous and Next, ellipses included (docs/product.md §9: 7). */
  maxSize?: number;
  /** Name of the navigation landmark; give each pager on a page its own. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}

/**
 * The one pager of the site (docs/product.md §3, §4, §9). Previous and Next stay focusable at the ends and
 * are marked `aria-disabled` instead of `disabled`: a disabled button drops keyboard focus to the
 * page body just as the person reaches the last page.
 */
export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  maxSize = 7,
  label = 'Paginación',
  previousLabel = 'Anterior',
  nextLabel = 'Siguiente',
}: PaginationProps) {
  const lastPage = lastPageOf(totalItems, pageSize);
  if (lastPage <= 1) return null;
  const current = clampPage(page, totalItems, pageSize);
  const goTo = (target: number) => {
    if (target !== current && target >= 1 && target <= lastPage) onPageChange(target);
  };
  const atStart = current === 1;
  const atEnd = current === lastPage;

  return (
    <nav aria-label={label} className="fvc-pagination">
      <ul className="fvc-pagination__list">
        <li className="fvc-pagination__item fvc-pagination__item--step">
          <button
            type="button"
            className="fvc-pagination__button"
            aria-disabled={atStart || undefined}
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {previousLabel}
          </button>
        </li>
        {paginationItems(current, lastPage, maxSize).map((item, index) =>
          item === 'ellipsis' ? (
            // The skipped pages are reached through their neighbours; the gap itself says nothing.
            <li key={index === 1 ? 'gap-start' : 'gap-end'} className="fvc-pagination__item" aria-hidden="true">
              <span className="fvc-pagination__ellipsis">…</span>
            </li>
          ) : (
            // Keyed by number, so the button just pressed keeps focus as the window slides.
            <li key={item} className="fvc-pagination__item">
              <button
                type="button"
                className="fvc-pagination__button"
                aria-label={`Página ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className="fvc-pagination__item fvc-pagination__item--step">
          <button
            type="button"
            className="fvc-pagination__button"
            aria-disabled={atEnd || undefined}
            onClick={() => goTo(current + 1)}
          >
            {nextLabel}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
