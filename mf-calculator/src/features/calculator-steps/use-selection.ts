import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { DEFAULT_SELECTION, loadSelection, saveResult, saveSelection, type CalculatorSelection } from './selection-storage';

const neverChanges = () => () => undefined;

/**
 * False while React draws what the prerender job drew (the job, then hydration), true for every
 * other render: the stored selection is the browser's, and a first render that reads it would not
 * match the prerendered page (issue #15).
 */
function useBrowserRender(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The selection as React state, written through to sessionStorage on every change. A change also
 * forgets the quote sent (or being sent) for the previous selection: step 3 must not show its
 * folio and PDF beside new figures, and a new send needs a new idempotency key.
 *
 * A prerendered step 1 is drawn with no choice made; a visitor who reloads it mid-flow gets their
 * stored choice right after hydration.
 */
export function useSelection(): [CalculatorSelection, (patch: Partial<CalculatorSelection>) => void] {
  const browserRender = useBrowserRender();
  const [selection, setSelection] = useState(() => (browserRender ? loadSelection() : DEFAULT_SELECTION));
  // How the first render was drawn, fixed at mount: only a hydrated one still needs the storage.
  const [drawnWithoutStorage] = useState(!browserRender);
  useEffect(() => {
    if (drawnWithoutStorage) setSelection(loadSelection());
  }, [drawnWithoutStorage]);
  const update = useCallback((patch: Partial<CalculatorSelection>) => {
    setSelection((current) => {
      const next = { ...current, ...patch };
      saveSelection(next);
      saveResult(null);
      return next;
    });
  }, []);
  return [selection, update];
}
