import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';

export const TEST_CUSTOMER = { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' };

/** Each test of the file runs with this customer signed in (a token for ten minutes), and signed out after. */
export function signInForEachTest(customer: { id: string; name: string; email: string } = TEST_CUSTOMER): void {
  beforeEach(() => {
    appStore.getState().signIn({ customer, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } });
  });
  // In act: the screen is still drawn until the test's cleanup, and it reads the store.
  afterEach(() => act(() => appStore.setState({ user: null })));
}

/** A query client as the screens' tests use it: no retries, so an error shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * A customer screen or part of one, drawn as the account app draws it: with a query client of its
 * own (`testQueryClient`, or the one given, which a first-view loader may have filled), and at
 * `path` in a router when it reads or links to the address. Calls go to the API through the real
 * client (@fvc/shared/testing/api-stub answers them).
 */
export function renderCustomerScreen(screen: ReactElement, { path, client = testQueryClient() }: { path?: string; client?: QueryClient } = {}) {
  return render(<QueryClientProvider client={client}>{path ? <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter> : screen}</QueryClientProvider>);
}
