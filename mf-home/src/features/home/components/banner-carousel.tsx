import { useEffect, useRef, useState } from 'react';
import { Link } from '@fvc/shared/router';
import 'swiper/swiper.css';
import type { BannerSlide } from '@fvc/shared/contracts';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { useLazySwiper } from '../hooks/use-lazy-swiper';
import { CAROUSEL_INTERVAL_MS } from '../hooks/timings';

export interface BannerCarouselProps {
  slides: BannerSlide[];
  onPlayVideo: (url: string) => void;
  /**
   * A video from it is open: the carousel holds still, so the slide whose button opened the video
   * is still there (and can take focus back) when it closes.
   */
  held?: boolean;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * docs/product.md §2 home 1: banner carousel with desktop and mobile images, auto-advance every 5000 ms,
 * indicators and previous/next. The slides are our markup in Swiper's structure; Swiper moves them
 * (and handles swipes) once it has loaded, the first time the carousel moves (`useLazySwiper`).
 * The timer and the controls are ours so the timing rule is explicit and testable. Autoplay can
 * be paused (WCAG 2.2.2), stops while a control has focus, and starts paused when the visitor asks
 * for less motion.
 */
export function BannerCarousel({ slides, onPlayVideo, held = false }: BannerCarouselProps) {
  const container = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // The slide shown, or the one a move is on its way to (Swiper may still be loading): the timer,
  // the arrows and swipes count from it, and may fire again before React re-renders.
  const activeRef = useRef(0);
  // Known only in the browser: read after the first render, which must match the prerendered page.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);
  const [focusInside, setFocusInside] = useState(false);
  const count = slides.length;

  const { slideTo, containerProps } = useLazySwiper(container, {
    slideCount: count,
    speed: () => (prefersReducedMotion() ? 0 : 500),
    onSlideChange: (index) => {
      activeRef.current = index;
      setActive(index);
    },
    onSwipe: (direction) => goTo(activeRef.current + direction),
  });

  // `active` follows when the slide is shown (`onSlideChange`), not before.
  const goTo = (index: number) => {
    const target = (index + count) % count;
    activeRef.current = target;
    slideTo(target);
  };

  useAutoAdvance(() => goTo(activeRef.current + 1), CAROUSEL_INTERVAL_MS, count > 1 && !paused && !focusInside && !held, active);

  if (count === 0) return null;

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carrusel"
      aria-label="Destacados"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <div ref={container} className="swiper" {...containerProps}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={slide.id} className="swiper-slide">
              <div
                className="banner-carousel__slide"
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${count}: ${slide.title}`}
                aria-hidden={index !== active}
                inert={index !== active}
              >
                <picture>
                  <source media="(max-width: 768px)" srcSet={slide.imgmobilecontent} width={750} height={900} />
                  <img
                    src={slide.imgcontent}
                    width={1600}
                    height={640}
                    alt=""
                    draggable={false}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                </picture>
                <div className="banner-carousel__caption">
                  <p className="banner-carousel__title">{slide.title}</p>
                  {slide.videourl && (
                    <button
                      type="button"
                      className="banner-carousel__play"
                      onClick={() => onPlayVideo(slide.videourl ?? '')}
                      aria-label={`Ver video: ${slide.title}`}
                    >
                      <span aria-hidden="true">▶</span>
                    </button>
                  )}
                </div>
                {slide.textfooter && (
                  <p className="banner-carousel__footer">
                    {slide.urlfooter ? (
                      isInternal(slide.urlfooter) ? (
                        <Link to={slide.urlfooter}>{slide.textfooter}</Link>
                      ) : (
                        <a href={slide.urlfooter} target="_blank" rel="noopener noreferrer">
                          {slide.textfooter}
                        </a>
                      )
                    ) : (
                      slide.textfooter
                    )}
                  </p>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button type="button" className="banner-carousel__arrow" onClick={() => goTo(active - 1)} aria-label="Diapositiva anterior">
            <span aria-hidden="true">‹</span>
          </button>
          <div className="banner-carousel__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={`Ir a la diapositiva ${index + 1}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button type="button" className="banner-carousel__arrow" onClick={() => goTo(active + 1)} aria-label="Diapositiva siguiente">
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="banner-carousel__pause"
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? 'Reproducir' : 'Pausar'}
            <span className="fvc-visually-hidden"> el carrusel</span>
          </button>
        </div>
      )}
    </section>
  );
}
