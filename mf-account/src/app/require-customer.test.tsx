import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { RequireCustomer } from './require-customer';
import { renderApp } from '@fvc/shared/testing/render-app';

const customer = { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' };

function SignInProbe() {
  const { state } = useLocation();
  const { from, sessionEnded } = state as { from: string; sessionEnded?: string };
  return (
    <>
      <h1>Acceso clientes desde {from}</h1>
      {sessionEnded && <p>Sesión terminada: {sessionEnded}</p>}
    </>
  );
}

const renderArea = () =>
  renderApp(
    <MemoryRouter initialEntries={['/my-account/bills?periodo=2026-10']}>
      <Routes>
        <Route path="/acceso" element={<SignInProbe />} />
        <Route path="/my-account" element={<RequireCustomer />}>
          <Route path="bills" element={<h1>Mis facturas</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

/** The refresh call at the network edge (`fetch`), as the session store makes it. */
const stubRefresh = (status: number) =>
  Object.assign(globalThis, {
    fetch: jest.fn(async () => ({
      ok: status === 200,
      status,
      json: async () => ({ customer, jwt: { token: 'jwt', expiresAt: new Date(Date.now() + 600_000).toISOString() } }),
    })),
  });

describe('RequireCustomer', () => {
  afterEach(() => {
    // Unmount first: a mounted guard seeing the customer go would try to restore the session.
    cleanup();
    appStore.setState({ user: null, sessionEndedOnLoad: false });
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows the page to a signed-in customer', () => {
    appStore.getState().signIn({ customer, jwt: null });
    renderArea();
    expect(screen.getByRole('heading', { name: 'Mis facturas' })).toBeInTheDocument();
  });

  it('a new tab of a signed-in customer gets the session back from the refresh cookie', async () => {
    // The session's cookies: the refresh token (HttpOnly, unseen here) and its XSRF token.
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    stubRefresh(200);
    renderArea();
    expect(screen.getByRole('status')).toHaveTextContent('Comprobando tu sesión');
    expect(await screen.findByRole('heading', { name: 'Mis facturas' })).toBeInTheDocument();
    expect(appStore.getState().user?.customer).toEqual(customer);
  });

  it('without a session, sends the visitor to sign in and remembers where they were going', async () => {
    stubRefresh(401);
    renderArea();
    expect(await screen.findByRole('heading', { name: 'Acceso clientes desde /my-account/bills?periodo=2026-10' })).toBeInTheDocument();
    // A visitor who had no session in this tab is not told one expired.
    expect(screen.queryByText(/Sesión terminada/)).not.toBeInTheDocument();
  });

  it('a customer whose session idled out before the page loaded is told it expired, and comes back here after signing in', async () => {
    // What the store found as the page loaded: a customer in the tab, the session's cookies gone.
    appStore.setState({ sessionEndedOnLoad: true });
    stubRefresh(401);
    renderArea();
    expect(await screen.findByRole('heading', { name: 'Acceso clientes desde /my-account/bills?periodo=2026-10' })).toBeInTheDocument();
    expect(screen.getByText('Sesión terminada: unauthorized')).toBeInTheDocument();
  });
});
