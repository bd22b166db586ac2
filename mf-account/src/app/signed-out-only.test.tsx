import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { SignedOutOnly } from './signed-out-only';
import { renderApp } from '@fvc/shared/testing/render-app';

const renderAt = (path: string) =>
  renderApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/registro" element={<SignedOutOnly><h1>Registro</h1></SignedOutOnly>} />
        <Route path="/my-account/home" element={<h1>Inicio de mi cuenta</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('SignedOutOnly', () => {
  afterEach(() => appStore.setState({ user: null }));

  it('shows the screen to a visitor', () => {
    renderAt('/registro');
    expect(screen.getByRole('heading', { name: 'Registro' })).toBeInTheDocument();
  });

  it('sends a signed-in customer to their account', () => {
    appStore.getState().signIn({ customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' }, jwt: { token: 'jwt-1', expiresAt: '2099-01-01T00:10:00Z' } });
    renderAt('/registro');
    expect(screen.getByRole('heading', { name: 'Inicio de mi cuenta' })).toBeInTheDocument();
  });
});
