/** Puts editorial HTML into an element with everything that could run script taken out. */
export type InsertSanitizedHtml = (element: Element, html: string) => void;

type ElementWithSetHtml = Element & { setHTML?: (html: string) => void };

/**
 * The browser's own HTML Sanitizer (`Element.setHTML`, which always removes scripts, event
 * handlers and `javascript:` URLs) where the browser has it, as Chromium does; DOMPurify, fetched
 * now, where it does not. While an alert is active it shows on every page of a fresh visit, so in
 * those browsers the 11 KiB gzip of DOMPurify stay off the first load (issue #15). The browser's
 * default list is the stricter one: it also drops images and classes from the description, which
 * the popup does not need (its image is `imgBack`, its styles are ours).
 */
export async function loadHtmlSanitizer(): Promise<InsertSanitizedHtml> {
  if (typeof (Element.prototype as ElementWithSetHtml).setHTML === 'function') {
    return (element, html) => (element as ElementWithSetHtml).setHTML?.(html);
  }
  const { default: DOMPurify } = await import('dompurify');
  return (element, html) => {
    element.innerHTML = DOMPurify.sanitize(html);
  };
}
