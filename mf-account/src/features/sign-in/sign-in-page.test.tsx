import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@fvc/shared/router';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { SignInPage } from './sign-in-page';
import { renderApp } from '@fvc/shared/testing/render-app';

const customer = { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' };
const challenge = { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'c•••e@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' };
const session = { customer, jwt: { token: 'jwt-1', expiresAt: '2099-01-01T00:10:00Z' } };

const renderPage = (state?: unknown) =>
  renderApp(
    <MemoryRouter initialEntries={[{ pathname: '/acceso', state }]}>
      <Routes>
        <Route path="/acceso" element={<SignInPage />} />
        <Route path="/my-account/home" element={<h1>Inicio de mi cuenta</h1>} />
        <Route path="/my-account/bills" element={<h1>Mis facturas</h1>} />
      </Routes>
    </MemoryRouter>,
  );

async function typePassword(email = 'cliente@demo.mx', password = 'Demo.2026!') {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('SignInPage', () => {
  afterEach(() => appStore.setState({ user: null }));

  it('explains in Spanish what is missing and sends nothing', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the way to recover a password and to register', () => {
    renderPage();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
  });

  it('password, then the e-mailed code, then the page the customer wanted', async () => {
    apiStub().post('/api/auth/login', { email: 'cliente@demo.mx', password: 'Demo.2026!' }).reply(200, challenge);
    apiStub().post('/api/auth/login/code', { challengeId: challenge.challengeId, code: '123456' }).reply(200, session);
    renderPage({ from: '/my-account/bills' });

    await typePassword();
    expect(await screen.findByText(/Te enviamos un código de 6 dígitos a/)).toHaveTextContent('c•••e@demo.mx');
    await userEvent.type(screen.getByLabelText('Código de acceso'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));

    expect(await screen.findByRole('heading', { name: 'Mis facturas' })).toBeInTheDocument();
    expect(appStore.getState().user).toEqual(session);
  });

  it('keeps what was typed and shows the server message when the password is wrong', async () => {
    apiStub().post('/api/auth/login').reply(401, { code: 'INVALID_CREDENTIALS', message: 'Correo o contraseña incorrectos.' });
    renderPage();
    await typePassword('cliente@demo.mx', 'equivocada');

    expect(await screen.findByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('cliente@demo.mx');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('equivocada');
    // Focus is where the customer tries again, not lost with the button disabled while it sent.
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    expect(appStore.getState().user).toBeNull();
  });

  it('says how long to wait after too many attempts', async () => {
    apiStub()
      .post('/api/auth/login')
      .reply(429, { code: 'TOO_MANY_ATTEMPTS', message: 'Demasiados intentos. Por tu seguridad, espera 12 minutos e intenta de nuevo.' }, { 'Retry-After': '700' });
    renderPage();
    await typePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('espera 12 minutos');
  });

  it('puts a wrong code message on the code field and lets the customer try again', async () => {
    apiStub().post('/api/auth/login').reply(200, challenge);
    apiStub()
      .post('/api/auth/login/code')
      .reply(400, {
        code: 'CODE_INVALID',
        message: 'El código no es correcto. Te quedan 4 intentos.',
        fields: { code: 'El código no es correcto. Te quedan 4 intentos.' },
      });
    renderPage();
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Código de acceso'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));

    const field = screen.getByLabelText('Código de acceso');
    expect(await screen.findByText('El código no es correcto. Te quedan 4 intentos.', { selector: '.form-field__error' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('000000');
    // Shown once, under the field; the alert above the form is only announced, not drawn again.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('El código no es correcto. Te quedan 4 intentos.');
    expect(alert).toHaveClass('fvc-visually-hidden');
  });

  it('takes a code pasted with spaces around it or typed in groups, and sends its six digits', async () => {
    apiStub().post('/api/auth/login').reply(200, challenge);
    apiStub().post('/api/auth/login/code', { challengeId: challenge.challengeId, code: '016549' }).reply(200, session);
    renderPage({ from: '/my-account/bills' });
    await typePassword();
    const field = await screen.findByLabelText('Código de acceso');
    await userEvent.click(field);
    await userEvent.paste(' 016 549 ');
    expect(field).toHaveValue(' 016 549 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByRole('heading', { name: 'Mis facturas' })).toBeInTheDocument();
  });

  it('still asks for six digits, spaces aside', async () => {
    apiStub().post('/api/auth/login').reply(200, challenge);
    renderPage();
    await typePassword();
    await userEvent.type(await screen.findByLabelText('Código de acceso'), '016 54');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar y entrar' }));
    expect(await screen.findByText('Escribe los 6 dígitos del código que te enviamos.')).toBeInTheDocument();
  });

  it('explains a network failure in Spanish', async () => {
    apiStub().post('/api/auth/login').replyWithError('connect ECONNREFUSED');
    renderPage();
    await typePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar con el servidor');
  });

  it('goes back to the password step keeping the e-mail', async () => {
    apiStub().post('/api/auth/login').reply(200, challenge);
    renderPage();
    await typePassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('cliente@demo.mx');
    // "Volver" is gone: the keyboard goes on from the password, what the customer types again.
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });

  it('a new code asked for puts focus on the code field, as the button waits its 30 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      apiStub().post('/api/auth/login').reply(200, challenge);
      apiStub().post('/api/auth/login/code/resend').reply(200, { ...challenge, challengeId: '5f0c6d2e-1111-4222-8333-444455556667' });
      renderPage();
      await user.type(screen.getByLabelText('Correo electrónico'), 'cliente@demo.mx');
      await user.type(screen.getByLabelText('Contraseña'), 'Demo.2026!');
      await user.click(screen.getByRole('button', { name: 'Entrar' }));
      await screen.findByLabelText('Código de acceso');
      // One second at a time: each tick of the countdown schedules the next.
      for (let second = 0; second < 30; second += 1) await act(async () => void jest.advanceTimersByTime(1000));
      await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
      expect(await screen.findByText(/Te enviamos un código nuevo/)).toBeInTheDocument();
      expect(screen.getByLabelText('Código de acceso')).toHaveFocus();
      expect(screen.getByRole('button', { name: /Reenviar código \(30 s\)/ })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
