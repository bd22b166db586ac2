/**
 * Scrolls a row that scrolls sideways (a row of tabs or links wider than a phone) so that `item` is
 * wholly in it, with the row's own padding beside it for its edge shadow. Only the row moves:
 * scrollIntoView would scroll the page too. `smooth` unless the visitor prefers less motion.
 */
export function revealInRow(row: HTMLElement, item: HTMLElement, { smooth = false }: { smooth?: boolean } = {}): void {
  // Where the item sits in the row's scrolled content.
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const start = itemBox.left - rowBox.left + row.scrollLeft;
  const end = start + itemBox.width;
  const margin = parseFloat(getComputedStyle(row).paddingLeft) || 0;
  let left: number | null = null;
  if (start - margin < row.scrollLeft) left = start - margin;
  else if (end + margin > row.scrollLeft + row.clientWidth) left = end + margin - row.clientWidth;
  if (left === null) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  row.scrollTo({ left, behavior: smooth && !reduced ? 'smooth' : 'instant' });
}
