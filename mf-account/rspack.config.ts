import { createAppConfig } from '../rspack.base';

/** Every customer screen downloads the query cache's chunk beside its own (app/customer-screen.tsx). */
const withCustomerData = (screen: string) => ['customer-data-area', screen];

/**
 * The customer screens a page opened at them preloads from its HTML (issue #15): the shell
 * router's path -> the chunk groups named in src/routes.tsx. A screen left out still works; its
 * files are asked for once the routes module has run, one round trip later.
 */
const SCREEN_CHUNKS = {
  '/my-account/home': withCustomerData('account-home'),
  '/my-account/contracts/:id': withCustomerData('contract-detail'),
  '/my-account/balances': withCustomerData('balances'),
  '/my-account/bills': withCustomerData('bills'),
  '/my-account/billing': withCustomerData('billing'),
  '/my-account/support': withCustomerData('support'),
  '/my-account/payment': withCustomerData('payment'),
  '/my-account/profile': withCustomerData('profile'),
};

export default createAppConfig({
  root: import.meta.dirname,
  title: 'Acceso clientes (remoto independiente)',
  exposes: { './routes': './src/routes.tsx' },
  // The query cache's library in one file: the customer screens need all of it, from the start.
  libraryChunks: { 'query-cache': /[\\/]node_modules[\\/]@tanstack[\\/]/ },
  screenChunks: SCREEN_CHUNKS,
});
