import { useCallback, useState } from 'react';
import { loadSelection, saveSelection, type CalculatorSelection } from './selection-storage';

/** The selection as React state, written through to sessionStorage on every change. */
export function useSelection(): [CalculatorSelection, (patch: Partial<CalculatorSelection>) => void] {
  const [selection, setSelection] = useState(loadSelection);
  const update = useCallback((patch: Partial<CalculatorSelection>) => {
    setSelection((current) => {
      const next = { ...current, ...patch };
      saveSelection(next);
      return next;
    });
  }, []);
  return [selection, update];
}
