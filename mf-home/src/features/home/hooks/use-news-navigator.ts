import { useEffect, useRef, useState } from 'react';
import { NEWS_CLEANUP_MS, NEWS_SLIDE_MS } from './timings';

/**
 * docs/product.md §4 news navigator: index from 0; previous and next are blocked at the ends and while a
 * slide animates (300 ms, plus 50 ms of cleanup).
 */
export function useNewsNavigator(count: number) {
  const [index, setIndex] = useState(0);
  const [animating, setAnimating] = useState(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const current = Math.min(index, Math.max(0, count - 1));
  const canPrev = !animating && current > 0;
  const canNext = !animating && current < count - 1;

  const move = (step: 1 | -1) => {
    if (step === 1 ? !canNext : !canPrev) return;
    setAnimating(true);
    setIndex(current + step);
    timers.current = [
      setTimeout(() => {
        timers.current = [setTimeout(() => setAnimating(false), NEWS_CLEANUP_MS)];
      }, NEWS_SLIDE_MS),
    ];
  };

  return { index: current, animating, canPrev, canNext, next: () => move(1), prev: () => move(-1) };
}
