import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { appStore } from '@fvc/shared/session';
import { Header } from './header';

const company = {
  name: 'Financiera Vial del Centro',
} as Parameters<typeof Header>[0]['company'];

describe('Header', () => {
  afterEach(() => appStore.setState({ user: null }));

  it('offers customer access while signed out', () => {
    render(<MemoryRouter><Header company={company} /></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'ACCESO CLIENTES' })).toHaveAttribute('href', '/login');
  });

  it('greets the customer as soon as any part of the page signs in, and signs out', async () => {
    render(<MemoryRouter><Header company={company} /></MemoryRouter>);

    act(() =>
      appStore.getState().signIn({
        customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' },
        jwt: { token: 't', expiresAt: '2099-01-01T00:00:00Z' },
      }),
    );

    expect(screen.getByText('Hola, Mariana López')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/my-account/home');

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.getByRole('link', { name: 'ACCESO CLIENTES' })).toBeInTheDocument();
    expect(sessionStorage.getItem('user')).toContain('"user":null');
  });
});
