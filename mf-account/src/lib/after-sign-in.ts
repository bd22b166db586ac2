/** Where a customer returns after signing in: the customer-area page they wanted, or home. */
export function destinationAfterSignIn(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/my-account(\/|$|\?|#)/.test(from) ? from : '/my-account/home';
}
