import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { NewPasswordPage } from './new-password-page';
import { renderApp } from '@fvc/shared/testing/render-app';

const TOKEN = 'enlace-de-prueba-1234567890abcdef';
const LINK_INVALID = {
  code: 'LINK_INVALID',
  message: 'El enlace no es válido, ya se usó o venció. Pide otro en “¿Olvidaste tu contraseña?”.',
};

function openFromTheEmail(token = TOKEN) {
  window.history.replaceState(null, '', `/new-password#token=${token}`);
  renderApp(
    <MemoryRouter>
      <NewPasswordPage />
    </MemoryRouter>,
  );
}

describe('NewPasswordPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says a used or expired link at once, before asking for a password, and offers another', async () => {
    const check = apiStub().post('/api/auth/password-reset/check', { token: TOKEN }).reply(400, LINK_INVALID);
    openFromTheEmail();

    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido, ya se usó o venció.');
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir otro enlace' })).toHaveAttribute('href', '/reset-password');
    expect(check.isDone()).toBe(true);
  });

  it('asks for the new password when the link serves, and sets it', async () => {
    apiStub().post('/api/auth/password-reset/check', { token: TOKEN }).reply(204);
    const confirm = apiStub()
      .post('/api/auth/password-reset/confirm', { token: TOKEN, password: 'mi nueva frase segura' })
      .reply(200, { message: 'Listo: tu contraseña cambió y cerramos todas tus sesiones. Inicia sesión con la nueva.' });
    openFromTheEmail();

    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'mi nueva frase segura');
    await userEvent.type(screen.getByLabelText('Confírmala'), 'mi nueva frase segura');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Listo: tu contraseña cambió');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(confirm.isDone()).toBe(true);
  });

  it('lets the customer go on when the check itself fails: sending says what is wrong', async () => {
    apiStub().post('/api/auth/password-reset/check').reply(503, { code: 'SERVER_ERROR', message: 'No disponible.' });
    openFromTheEmail();

    expect(await screen.findByLabelText('Nueva contraseña')).toBeInTheDocument();
  });

  it('says a link cut on its way (a token too short) is incomplete, without asking the API', async () => {
    // Nothing is stubbed: a request would fail the test.
    openFromTheEmail('enlace-cort');

    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace está incompleto.');
    expect(screen.getByRole('link', { name: 'Pedir otro enlace' })).toHaveAttribute('href', '/reset-password');
    expect(window.location.hash).toBe('');
  });

  it('reads a second link opened in the same tab, where only the fragment changes', async () => {
    const SECOND = 'segundo-enlace-0987654321fedcba';
    apiStub().post('/api/auth/password-reset/check', { token: TOKEN }).reply(204);
    const secondCheck = apiStub().post('/api/auth/password-reset/check', { token: SECOND }).reply(400, LINK_INVALID);
    openFromTheEmail();
    expect(await screen.findByLabelText('Nueva contraseña')).toBeInTheDocument();
    expect(window.location.hash).toBe('');

    act(() => {
      window.history.pushState(null, '', `/new-password#token=${SECOND}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace no es válido, ya se usó o venció.');
    expect(secondCheck.isDone()).toBe(true);
    expect(window.location.hash).toBe('');
  });

  it('keeps the form through a fragment that is no link: the skip link to the content', async () => {
    apiStub().post('/api/auth/password-reset/check', { token: TOKEN }).reply(204);
    openFromTheEmail();
    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'mi nueva frase');

    act(() => {
      window.history.pushState(null, '', '/new-password#contenido');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('mi nueva frase');
    // The skip link's target stays in the address, where the browser put it.
    expect(window.location.hash).toBe('#contenido');
  });
});
