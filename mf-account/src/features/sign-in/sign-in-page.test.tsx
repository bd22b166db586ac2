import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, signIn } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';
import { SignInPage } from './sign-in-page';

jest.mock('@fvc/shared/api', () => ({
  ...jest.requireActual('@fvc/shared/api'),
  signIn: jest.fn(),
}));
const signInMock = jest.mocked(signIn);

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/acceso']}>
      <Routes>
        <Route path="/acceso" element={<SignInPage />} />
        <Route path="/my-account/home" element={<h1>Mi cuenta</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('SignInPage', () => {
  afterEach(() => appStore.setState({ user: null }));

  it('explains in Spanish what is missing and sends nothing', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(signInMock).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server message when sign-in fails', async () => {
    signInMock.mockRejectedValue(new ApiError(401, 'INVALID_CREDENTIALS', 'Correo o contraseña incorrectos.'));
    renderPage();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'cliente@demo.mx');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('cliente@demo.mx');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('equivocada');
    expect(appStore.getState().user).toBeNull();
  });

  it('stores the session user in the shared store and opens the customer area', async () => {
    const session = {
      customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' },
      jwt: { token: 't', expiresAt: '2099-01-01T00:00:00Z' },
    };
    signInMock.mockResolvedValue(session);
    renderPage();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'cliente@demo.mx');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Demo.2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(signInMock).toHaveBeenCalledWith({ email: 'cliente@demo.mx', password: 'Demo.2026!' });
    expect(appStore.getState().user).toEqual(session);
  });
});
