/**
 * What a visitor did on a prerendered page before its scripts answered. The page's inline
 * bootstrap (scripts/prerender/page-bootstrap.ts) keeps, once each and in order, in
 * `window.fvcEarlyInput`, the buttons, boxes and radio buttons tapped (the tap stopped there) and
 * the fields whose value changed (left as the visitor set them, the value written down). The shell
 * answers them once the
 * part of the page they are in is live:
 * - the shell's own (header, footer, popups) once the shell has hydrated;
 * - the page's content, inside <main>, once its remote has.
 * Each flag is set before answering, so what the answer dispatches is not kept again.
 */

/** The page's content, which its remote hydrates: what the bootstrap looks for as well. */
const insideContent = (element: HTMLElement) => element.closest('main') !== null;

/** A field the visitor changed, with the value they left in it (the bootstrap writes it down). */
type ChangedField = (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) & { fvcValue?: string };

const isChangedField = (element: HTMLElement): element is ChangedField =>
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && element.type !== 'checkbox' && element.type !== 'radio');

/**
 * Hydration leaves the visitor's value in its field but takes it for the field's own (React's value
 * tracker), so an event alone would not read as a change and the component's state would keep its
 * first value; and a render of the component since then has put that first value back. A list
 * takes the value and says `change`, which React always reads. A text field's own setter (React's
 * tracker) takes another value first, the prototype's puts the visitor's in without telling it,
 * and the `input` event is then a change: how testing libraries type into a React field.
 */
function setAsTheVisitorDid(field: ChangedField): void {
  const value = field.fvcValue ?? field.value;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? '0' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function answer(elements: HTMLElement[]): void {
  for (const element of elements) {
    // An element hydration had to replace (the page did not match its HTML), or that left with a
    // failed remote, is not the one the visitor used: nothing to answer.
    if (!element.isConnected) continue;
    if (isChangedField(element)) setAsTheVisitorDid(element);
    else element.click();
  }
}

/** The shell has hydrated: what the visitor did in its parts is answered now. */
export function answerEarlyShellInput(): void {
  const kept = window.fvcEarlyInput;
  if (!kept || kept.shellLive) return;
  kept.shellLive = true;
  const shellInput = kept.filter((element) => !insideContent(element));
  // Only the content's stays kept, for its remote (the bootstrap holds this same array).
  const contentInput = kept.filter(insideContent);
  kept.length = 0;
  kept.push(...contentInput);
  answer(shellInput);
}

/** The page's remote is live (or failed, and its fallback drawn): everything still kept is answered. */
export function answerEarlyPageInput(): void {
  const kept = window.fvcEarlyInput;
  if (!kept || kept.pageLive) return;
  kept.shellLive = true;
  kept.pageLive = true;
  answer(kept.splice(0));
}
