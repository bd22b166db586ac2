/** Elements that are content in themselves, not by the text they hold. */
const DRAWN = 'img, svg, canvas, video, input, select, textarea, button, [role="button"], [role="img"]';

const overlaps = (a: DOMRectReadOnly, b: DOMRectReadOnly) =>
  a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the element draws something where `area` is: a control or image, or a line of its own text. */
function drawsContentIn(element: Element, area: DOMRectReadOnly): boolean {
  if (element.matches(DRAWN)) return overlaps(element.getBoundingClientRect(), area);
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    // The text's own lines, not the element's box: a short line leaves the rest of its row free.
    const range = document.createRange();
    range.selectNodeContents(node);
    if (Array.from(range.getClientRects()).some((line) => overlaps(line, area))) return true;
  }
  return false;
}

/**
 * Whether anything readable or usable lies under `floating` (a fixed control): text, a figure, a
 * field, a button. Probed at points closer together than a line of text, so no line slips between
 * them; what is under a probe is then measured exactly. The floating control itself is skipped.
 */
export function coversContent(floating: Element): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const area = floating.getBoundingClientRect();
  if (area.width === 0 || area.height === 0) return false;
  const columns = [area.left + 2, area.left + area.width / 2, area.right - 2];
  const rows = [0, 1, 2, 3].map((step) => area.top + 2 + (step * (area.height - 4)) / 3);
  const seen = new Set<Element>();
  for (const y of rows) {
    for (const x of columns) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (seen.has(element) || floating.contains(element)) continue;
        seen.add(element);
        if (drawsContentIn(element, area)) return true;
      }
    }
  }
  return false;
}
