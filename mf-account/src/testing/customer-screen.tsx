import { act } from '@testing-library/react';
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
