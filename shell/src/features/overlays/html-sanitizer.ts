import type { Config } from 'dompurify';

/** Puts editorial HTML into an element with everything that could run script taken out. */
export type InsertSanitizedHtml = (element: Element, html: string) => void;

type ElementWithSetHtml = Element & { setHTML?: (html: string) => void };

/**
 * The browser's own HTML Sanitizer (`Element.setHTML`, which always removes scripts, event
 * handlers and `javascript:` URLs) where the browser has it, as Chromium does; DOMPurify, fetched
 * now, where it does not. While an alert is active it shows on every page of a fresh visit, so in
 * those browsers DOMPurify stays off the first load (issue #15). The browser's default list is the
 * stricter one: it also drops images and classes from the description, which the popup does not
 * need (its image is `imgBack`, its styles are ours).
 */
/**
 * What DOMPurify keeps of the popup's description, in the browser and in the prerender job (ssr.tsx):
 * text and its plain markup, as the browser's default list does. No ids or names, which in a page
 * drawn with it would stand before the page's own (`#fvc-prerendered`, the data it hydrates
 * with); no styles, pictures or form controls of the content's own.
 */
export const POPUP_DESCRIPTION: Config = {
  FORBID_TAGS: ['style', 'img', 'picture', 'video', 'audio', 'form', 'input', 'button', 'select', 'textarea'],
  FORBID_ATTR: ['id', 'name', 'class', 'style'],
};

export async function loadHtmlSanitizer(): Promise<InsertSanitizedHtml> {
  if (typeof (Element.prototype as ElementWithSetHtml).setHTML === 'function') {
    return (element, html) => (element as ElementWithSetHtml).setHTML?.(html);
  }
  const { default: DOMPurify } = await import('dompurify');
  return (element, html) => {
    element.innerHTML = DOMPurify.sanitize(html, POPUP_DESCRIPTION);
  };
}
