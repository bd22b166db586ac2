export type HeaderOffsetGroup = 'default' | 'plans' | 'account';

/**
 * docs/product.md §4/§9 header offset group of a route: plan and account pages have a sticky sub-navigation
 * under the header, so their sections land lower. The offsets themselves, per group and width
 * (desktop above 768 px, tablet above 550 px), are in app.css as `--fvc-header-offset`: decided
 * by CSS, so nothing restyles the page after it has loaded (issue #15).
 */
export function headerOffsetGroup(pathname: string): HeaderOffsetGroup {
  if (pathname.startsWith('/planes-financiamiento')) return 'plans';
  if (pathname.startsWith('/my-account')) return 'account';
  return 'default';
}
