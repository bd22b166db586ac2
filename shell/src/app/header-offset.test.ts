import { breakpointOf, headerOffset, headerTop } from './header-offset';

describe('header offsets (SPEC §9)', () => {
  it.each([
    [1024, 'desktop'],
    [769, 'desktop'],
    [768, 'tablet'],
    [551, 'tablet'],
    [550, 'mobile'],
    [390, 'mobile'],
  ])('%i px is %s', (width, breakpoint) => {
    expect(breakpointOf(width)).toBe(breakpoint);
  });

  it.each([
    ['/', 1200, 100],
    ['/', 700, 110],
    ['/', 390, 67],
    ['/planes-financiamiento/credito-directo', 1200, 255],
    ['/planes-financiamiento/credito-directo', 700, 230],
    ['/planes-financiamiento/credito-directo', 390, 127],
    ['/my-account/home', 1200, 225],
    ['/my-account/home', 700, 188],
    ['/my-account/home', 390, 127],
  ])('%s at %i px is %i px', (pathname, width, offset) => {
    expect(headerOffset(pathname, width)).toBe(offset);
  });

  it('puts the header at the top on desktop unless calculator-only mode is on', () => {
    expect(headerTop(1200, false)).toBe(0);
    expect(headerTop(1200, true)).toBeNull();
    expect(headerTop(390, false)).toBeNull();
  });
});
