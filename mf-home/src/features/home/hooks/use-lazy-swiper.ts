import { useCallback, useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import type { Swiper } from 'swiper/types';

/** A horizontal drag at least this long, made before Swiper has arrived, counts as a swipe. */
export const SWIPE_MIN_PX = 40;

export interface LazySwiperOptions {
  /** How many slides the markup has: Swiper measures them again when it changes. */
  slideCount: number;
  /** Transition length in ms (0 when the visitor asks for less motion). */
  speed: () => number;
  /** The slide shown changed (a move asked for, or a swipe): the index shown now. */
  onSlideChange: (index: number) => void;
  /** A swipe made before Swiper arrived: +1 for the next slide, -1 for the previous one. */
  onSwipe: (direction: 1 | -1) => void;
}

export interface LazySwiper {
  slideTo: (index: number) => void;
  /** Spread on the `.swiper` element: they start the load on intent and read early swipes. */
  containerProps: {
    onPointerEnter: () => void;
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
  };
}

/**
 * Swiper on a carousel whose slides React already drew (`.swiper > .swiper-wrapper >
 * .swiper-slide`), imported the first time the carousel has to move or the visitor reaches for
 * it. The first slide needs none of it, so it stays off the first load of `/` (issue #15, PERF.md
 * step 2). Until it arrives, a move waits for it (the slide on screen
 * stays the active one, usable) and a swipe is read here; if it cannot be loaded, the wrapper is
 * shifted without animation so the slide still changes. `onSlideChange` reports only what is
 * shown, so the carousel's state never runs ahead of the picture.
 */
export function useLazySwiper(container: RefObject<HTMLElement | null>, options: LazySwiperOptions): LazySwiper {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const instance = useRef<Swiper | null>(null);
  const loading = useRef<Promise<Swiper | null> | null>(null);
  const pendingIndex = useRef<number | null>(null);
  const gestureStartX = useRef<number | null>(null);
  /** The slide the page shows while Swiper is not there: the first, or where a fallback shift left it. */
  const shownIndex = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    instance.current?.update();
  }, [options.slideCount]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      instance.current?.destroy(false, false);
      instance.current = null;
    };
  }, []);

  const load = useCallback((): Promise<Swiper | null> => {
    loading.current ??= import('swiper')
      .then(({ default: SwiperClass }) => {
        const element = container.current;
        if (!mounted.current || !element) return null;
        instance.current = new SwiperClass(element, {
          speed: latest.current.speed(),
          initialSlide: shownIndex.current,
          on: { slideChange: (swiper) => latest.current.onSlideChange(swiper.activeIndex) },
        });
        return instance.current;
      })
      .catch(() => {
        // Offline or a failed deploy: try again on the next move.
        loading.current = null;
        return null;
      });
    return loading.current;
  }, [container]);

  const slideTo = useCallback(
    (index: number) => {
      if (instance.current) {
        instance.current.slideTo(index);
        return;
      }
      pendingIndex.current = index;
      void load().then((swiper) => {
        const target = pendingIndex.current;
        pendingIndex.current = null;
        if (target === null) return;
        if (swiper) swiper.slideTo(target);
        else if (target !== shownIndex.current) {
          shiftWithoutSwiper(container.current, target);
          shownIndex.current = target;
          latest.current.onSlideChange(target);
        }
      });
    },
    [container, load],
  );

  const containerProps: LazySwiper['containerProps'] = {
    onPointerEnter: () => void load(),
    // The carousel's images are not draggable (`draggable={false}`), so a mouse drag stays a swipe.
    onPointerDown: (event) => {
      gestureStartX.current = instance.current ? null : event.clientX;
      void load();
    },
    onPointerUp: (event) => {
      const start = gestureStartX.current;
      gestureStartX.current = null;
      if (start === null) return;
      const distance = event.clientX - start;
      if (Math.abs(distance) >= SWIPE_MIN_PX) latest.current.onSwipe(distance < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      gestureStartX.current = null;
    },
  };

  return { slideTo, containerProps };
}

function shiftWithoutSwiper(element: HTMLElement | null, index: number): void {
  const wrapper = element?.querySelector<HTMLElement>('.swiper-wrapper');
  if (wrapper) wrapper.style.transform = `translateX(${-index * 100}%)`;
}
