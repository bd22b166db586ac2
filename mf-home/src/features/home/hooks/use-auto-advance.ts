import { useEffect, useRef } from 'react';

/**
 * Calls `advance` every `intervalMs` while `running`. The timer restarts whenever `restartKey`
 * changes (e.g. the visible slide), so a slide chosen by hand gets its full time on screen.
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, running: boolean, restartKey: unknown): void {
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running, restartKey]);
}
