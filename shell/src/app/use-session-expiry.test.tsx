import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from '@fvc/shared/router';
import { eventBus } from '@fvc/shared/session';
import { useSessionExpiry } from './use-session-expiry';
import { renderApp } from '@fvc/shared/testing/render-app';

function Page() {
  const notice = useSessionExpiry();
  const { pathname } = useLocation();
  return (
    <>
      <h1>{pathname}</h1>
      {notice && <p role="alert">{notice}</p>}
      <Link to="/planes-financiamiento">Planes</Link>
    </>
  );
}

describe('useSessionExpiry', () => {
  it('sends the customer to sign in with a notice, and drops it with the next page', async () => {
    renderApp(
      <MemoryRouter initialEntries={['/my-account/balances']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => eventBus.emit('session:expired', { reason: 'unauthorized' }));
    expect(screen.getByRole('heading')).toHaveTextContent('/acceso');
    expect(screen.getByRole('alert')).toHaveTextContent('Tu sesión expiró');

    await userEvent.click(screen.getByRole('link', { name: 'Planes' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the notice in the sign-in page\'s history entry, so a reload of that entry still shows it', () => {
    // What the entry holds after the event (and keeps through a reload): the router's state.
    renderApp(
      <MemoryRouter initialEntries={[{ pathname: '/acceso', state: { from: '/my-account/balances', sessionEnded: 'unauthorized' } }]}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Tu sesión expiró');
  });

  it('after a sign-out in another tab, says so on a customer page and sends the customer to sign in', () => {
    renderApp(
      <MemoryRouter initialEntries={['/my-account/statements']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => eventBus.emit('session:expired', { reason: 'signed-out-elsewhere' }));
    expect(screen.getByRole('heading')).toHaveTextContent('/acceso');
    expect(screen.getByRole('alert')).toHaveTextContent('Cerraste tu sesión en otra pestaña');
  });

  it.each(['signed-out-elsewhere', 'unauthorized'] as const)('leaves a visitor on a public page where they are when the session ends (%s)', (reason) => {
    renderApp(
      <MemoryRouter initialEntries={['/syntage']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => eventBus.emit('session:expired', { reason }));
    expect(screen.getByRole('heading')).toHaveTextContent('/syntage');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no notice for a history state it does not know', () => {
    renderApp(
      <MemoryRouter initialEntries={[{ pathname: '/acceso', state: { sessionEnded: 'toString' } }]}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
