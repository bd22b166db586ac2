/**
 * A notice the page's head script closed or hid before the shell was live
 * (scripts/prerender/page-bootstrap.ts). Its flag is in storage too, unless the browser refused to
 * store it: the class on <html> is what says so then, and the shell must not keep a modal the
 * visitor cannot see (its focus trap would hold the keyboard).
 */
export function closedBeforeTheShell(notice: 'alert' | 'cookies'): boolean {
  const classes = document.documentElement.classList;
  return classes.contains(`fvc-${notice}-closed`) || classes.contains(`fvc-${notice}-hidden`);
}
