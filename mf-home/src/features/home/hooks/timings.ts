/** docs/product.md §9 timings the home page follows. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const SECTION_SCROLL_DELAY_MS = 600;
export const NEWS_SLIDE_MS = 300;
export const NEWS_CLEANUP_MS = 50;
export const VIDEO_SHOW_DELAY_MS = 50;
export const VIDEO_REMOVE_DELAY_MS = 400;
/** docs/product.md §9: 4 plan cards per page (2 per row, 2 rows). */
export const PLANS_PER_PAGE = 4;
/** docs/product.md §9: promotion arrows appear on desktop only above this many items. */
export const PROMOTION_ARROWS_ABOVE = 4;
