import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import type { PlanOption } from '@fvc/shared/contracts';

/** docs/product.md §4/§9 image slider: autoplay 8000 ms; a swipe needs ≥ 50 px across and ≤ 150 px down. */
export const SLIDER = { autoplayMs: 8000, swipeMinX: 50, swipeMaxY: 150 } as const;

export const nextIndex = (index: number, count: number) => (index + 1) % count;
export const previousIndex = (index: number, count: number) => (index - 1 + count) % count;

/** Swipe left goes to the next slide, right to the previous; anything else is not a swipe. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < SLIDER.swipeMinX || Math.abs(dy) > SLIDER.swipeMaxY) return null;
  return dx < 0 ? 'next' : 'previous';
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The plan's options as a slider: wraps at both ends, dots jump, autoplay pauses on hover/focus. */
export function OptionsSlider({ options, title }: { options: PlanOption[]; title: string }) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = options.length;

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => nextIndex(current, count)), SLIDER.autoplayMs);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const direction = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (direction === 'next') setIndex(nextIndex(current, count));
    if (direction === 'previous') setIndex(previousIndex(current, count));
  };

  return (
    <section id="modalidades" className="plans-section plans-slider reveal" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div
        className="plans-slider__frame"
        aria-roledescription="carrusel"
        aria-label={title}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <div className="plans-slider__slides" aria-live={paused ? 'polite' : 'off'}>
          {options.map((option, position) => (
            <div
              key={option.opttitle}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${position + 1} de ${count}`}
              className="plans-slider__slide a-f"
              hidden={position !== current}
            >
              <h3>{option.opttitle}</h3>
              <p>{option.description}</p>
            </div>
          ))}
        </div>
        {count > 1 && (
          <div className="plans-slider__controls">
            <button type="button" className="plans-slider__arrow" onClick={() => setIndex(previousIndex(current, count))}>
              <span aria-hidden="true">‹</span>
              <span className="fvc-visually-hidden">Modalidad anterior</span>
            </button>
            {options.map((option, position) => (
              <button
                key={option.opttitle}
                type="button"
                className="plans-slider__dot"
                aria-label={`Ver ${option.opttitle}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
            <button type="button" className="plans-slider__arrow" onClick={() => setIndex(nextIndex(current, count))}>
              <span aria-hidden="true">›</span>
              <span className="fvc-visually-hidden">Modalidad siguiente</span>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
