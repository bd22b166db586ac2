/** Every customer screen downloads the query cache's chunk beside its own (customer-screen.tsx). */
const withCustomerData = (screen: string) => ['customer-data-area', screen];

/**
 * The customer screens a page opened at them preloads from its HTML (issue #15): the shell
 * router's path -> the chunk groups named in ../routes.tsx (`webpackChunkName`), written to the
 * remote's `route-files.json` by its build (rspack.config.ts, scripts/lib/route-files-plugin.ts).
 * A chunk name the build does not have fails the build; screen-chunks.test.ts keeps the paths
 * those of the routes. A screen left out still works, its files one round trip later.
 */
export const SCREEN_CHUNKS: Record<string, string[]> = {
  '/my-account/home': withCustomerData('account-home'),
  '/my-account/contracts/:id': withCustomerData('contract-detail'),
  '/my-account/balances': withCustomerData('balances'),
  '/my-account/bills': withCustomerData('bills'),
  '/my-account/billing': withCustomerData('billing'),
  '/my-account/support': withCustomerData('support'),
  '/my-account/payment': withCustomerData('payment'),
  '/my-account/profile': withCustomerData('profile'),
  '/my-account/direct-debit': withCustomerData('direct-debit'),
  '/my-account/scheduled-payments': withCustomerData('scheduled-payments'),
};
