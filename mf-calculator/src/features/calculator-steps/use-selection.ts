import { useCallback, useState } from 'react';
import { loadSelection, saveResult, saveSelection, type CalculatorSelection } from './selection-storage';

/**
 * The selection as React state, written through to sessionStorage on every change. A change also
 * forgets the quote sent (or being sent) for the previous selection: step 3 must not show its
 * folio and PDF beside new figures, and a new send needs a new idempotency key.
 */
export function useSelection(): [CalculatorSelection, (patch: Partial<CalculatorSelection>) => void] {
  const [selection, setSelection] = useState(loadSelection);
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
