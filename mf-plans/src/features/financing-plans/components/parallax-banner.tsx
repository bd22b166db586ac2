import { useEffect, useRef, type ReactNode } from 'react';

/** docs/product.md §9 parallax defaults: axis Y, speed −0.7, unit px, pivot 50 %. */
export const PARALLAX = { speed: -0.7, pivot: '50%' } as const;

/**
 * How far the background moves for a banner whose top is `elementTop` px from the viewport's
 * top: with a negative speed it trails the page, which reads as depth.
 */
export function parallaxOffset(elementTop: number, speed: number = PARALLAX.speed): number {
  return Math.round(elementTop * speed);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function ParallaxBanner({ children, variant = 'plan' }: { children: ReactNode; variant?: 'plan' | 'overview' }) {
  const bannerRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const banner = bannerRef.current;
    const layer = layerRef.current;
    // Moving backgrounds can make people with vestibular disorders ill: no parallax for them.
    if (!banner || !layer || prefersReducedMotion()) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const { top, bottom } = banner.getBoundingClientRect();
      if (bottom < 0) return; // off screen: nothing to move
      layer.style.transform = `translate3d(0, ${parallaxOffset(top)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div ref={bannerRef} className={`plans-banner plans-banner--${variant}`}>
      <div
        ref={layerRef}
        className="plans-banner__background"
        style={{ backgroundPosition: `${PARALLAX.pivot} ${PARALLAX.pivot}` }}
        aria-hidden="true"
      />
      <div className="plans-banner__content">{children}</div>
    </div>
  );
}
