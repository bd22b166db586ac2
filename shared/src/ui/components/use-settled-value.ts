import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`; `initial` until then. What a live region
 * says, put off so a screen reader hears a change (not text the region was created with) or a
 * pause (not every key).
 */
export function useSettledValue<T>(value: T, delayMs: number, initial: T): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
