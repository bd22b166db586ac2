import { lazy, type ComponentType } from 'react';

/**
 * TanStack Query and the cache (about 8 KiB gzip) are a chunk of their own. The access screens
 * (sign in, registration, password reset) never query, so they never download it.
 */
const loadCustomerDataArea = () => import('./customer-data-area');

/** Starts that download ahead of need, as sign-in does once the code is sent. A failure here is retried when a screen asks. */
export function preloadCustomerDataArea(): void {
  loadCustomerDataArea().catch(() => undefined);
}

/**
 * A screen that reads or changes customer data, as its own chunk, under the query cache. The
 * screen's chunk and the cache's download side by side, so neither waits for the other.
 */
export function customerScreen(loadScreen: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [{ CustomerDataArea }, Screen] = await Promise.all([loadCustomerDataArea(), loadScreen()]);
    function CustomerScreen() {
      return (
        <CustomerDataArea>
          <Screen />
        </CustomerDataArea>
      );
    }
    return { default: CustomerScreen };
  });
}
