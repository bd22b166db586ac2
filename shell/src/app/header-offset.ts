/** SPEC §9 breakpoints: desktop above 768 px, tablet above 550 px, mobile otherwise. */
export type Breakpoint = 'desktop' | 'tablet' | 'mobile';

export function breakpointOf(width: number): Breakpoint {
  if (width > 768) return 'desktop';
  if (width > 550) return 'tablet';
  return 'mobile';
}

const OFFSETS: Record<'default' | 'plans' | 'account', Record<Breakpoint, number>> = {
  default: { desktop: 100, tablet: 110, mobile: 67 },
  plans: { desktop: 255, tablet: 230, mobile: 127 },
  account: { desktop: 225, tablet: 188, mobile: 127 },
};

/**
 * SPEC §4/§9 header offset: how far below the top a scrolled-to section must land so the fixed
 * header (and, on plans and account pages, their sticky sub-navigation) does not cover it.
 */
export function headerOffset(pathname: string, width: number): number {
  const group = pathname.startsWith('/planes-financiamiento')
    ? 'plans'
    : pathname.startsWith('/my-account')
      ? 'account'
      : 'default';
  return OFFSETS[group][breakpointOf(width)];
}

/** SPEC §4: the header sits at the top on desktop unless calculator-only mode hides it. */
export function headerTop(width: number, calculatorOnly: boolean): number | null {
  return breakpointOf(width) === 'desktop' && !calculatorOnly ? 0 : null;
}
