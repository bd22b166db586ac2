import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '@fvc/shared/ui';
import { DEFAULT_SELECTION, loadSelection, saveResult, saveSelection, type CalculatorSelection } from './selection-storage';

/**
 * The selection as React state, written through to sessionStorage on every change. A change also
 * forgets the quote sent (or being sent) for the previous selection: step 3 must not show its
 * folio and PDF beside new figures, and a new send needs a new idempotency key.
 *
 * A prerendered step 1 is drawn with no choice made; a visitor who reloads it mid-flow gets their
 * stored choice right after hydration.
 */
export function useSelection(): [CalculatorSelection, (patch: Partial<CalculatorSelection>) => void] {
  // The stored selection is the browser's: a first render that read it while React draws what the
  // prerender job drew would not match the prerendered page (issue #15).
  const browserRender = useHydrated();
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
